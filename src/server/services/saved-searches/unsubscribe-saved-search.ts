/**
 * The alert's unsubscribe link, signed out (issue 32): a valid token (saved-search-token.ts)
 * reads or pauses its one search; anything forged or altered, or a deleted search, answers
 * 400 with the same message, so a token reveals nothing.
 */
import { eq } from "drizzle-orm";
import { SAVED_SEARCH_MESSAGES } from "@/domain/saved-searches/saved-search-rules";
import type { Executor } from "../../db/client";
import { savedSearches } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { readSavedSearchToken } from "./saved-search-token";

const badToken = () => new AppError("bad_request", SAVED_SEARCH_MESSAGES.badToken);

export async function readSearchAlertStatus(db: Executor, secret: string, token: string) {
  const id = readSavedSearchToken(secret, token);
  if (!id) throw badToken();
  const [row] = await db
    .select({ name: savedSearches.name, paused: savedSearches.paused })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row) throw badToken();
  return row;
}

export async function pauseSearchAlerts(db: Executor, secret: string, token: string) {
  const id = readSavedSearchToken(secret, token);
  if (!id) throw badToken();
  const [row] = await db
    .update(savedSearches)
    .set({ paused: true })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name, paused: savedSearches.paused });
  if (!row) throw badToken();
  return row;
}
