/**
 * The one way a service decides whether the actor may read or change a row it fetched on their
 * behalf: the row's policy (src/domain/policies) is asked, and a refusal becomes the business
 * error the route already answers. A missing row and a refused one answer the same 404 unless
 * the caller says the refusal may be told apart (`refused`, e.g. 403 for an admin who reads a
 * thread but may not write in it), so ids reveal nothing. Lists do not come here: their SQL
 * filter is the policy's scope (see docs/decisions/2026-11-27-policies-decide-access.md).
 */
import type { Actor } from "@/domain/policies/actor";
import { type AppError, notFound } from "./app-error";

/** A row policy: a pure function of the actor and the few fields of the row that decide. */
export type RowPolicy<Ref> = (actor: Actor, row: Ref) => boolean;

export interface Refusal {
  /** The message of the 404 for a missing row and, without `refused`, for a refused one. */
  notFound: string;
  /** The error for a row that exists but the policy refuses, when saying so leaks nothing. */
  refused?: () => AppError;
}

/**
 * The row when the policy allows it; otherwise throws (see Refusal). `refOf` picks the fields
 * the policy reads when the row is not already shaped like them (a join, two rows).
 */
export function authorize<Row extends Ref, Ref>(
  actor: Actor,
  policy: RowPolicy<Ref>,
  row: Row | null | undefined,
  refusal: Refusal,
): Row;
export function authorize<Row, Ref>(
  actor: Actor,
  policy: RowPolicy<Ref>,
  row: Row | null | undefined,
  refusal: Refusal,
  refOf: (row: Row) => Ref,
): Row;
export function authorize<Row, Ref>(
  actor: Actor,
  policy: RowPolicy<Ref>,
  row: Row | null | undefined,
  refusal: Refusal,
  refOf: (row: Row) => Ref = (found) => found as unknown as Ref,
): Row {
  if (row === null || row === undefined) throw notFound(refusal.notFound);
  if (!policy(actor, refOf(row))) throw refusal.refused?.() ?? notFound(refusal.notFound);
  return row;
}
