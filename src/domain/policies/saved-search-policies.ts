/**
 * Saved searches (issue 32): borrowers keep them, and only their owner reads or changes one.
 * The unsubscribe link of an alert is authorised by its signed token, not by these.
 */
import type { Actor } from "./actor";

/** Keeping saved searches (list, save): borrower accounts. */
export function canSaveSearches(actor: Actor): boolean {
  return actor !== null && actor.userType === "borrower";
}

/** The owner of a saved search (reads, renames, pauses, deletes it). */
export function ownsSavedSearch(actor: Actor, search: { borrowerId: string }): boolean {
  return actor !== null && actor.userType === "borrower" && search.borrowerId === actor.userId;
}

/** Lists of one's own saved searches: the filter the query applies. */
export function ownSavedSearchesScope(actor: Actor): { borrowerId: string } | null {
  return actor === null ? null : { borrowerId: actor.userId };
}
