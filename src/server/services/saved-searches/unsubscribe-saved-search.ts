/**
 * The alert's unsubscribe link, signed out (issue 32): a valid token (saved-search-token.ts)
 * reads or pauses its one search; anything forged or altered, or a deleted search, answers
 * 400 with the same message, so a token reveals nothing.
 */
import { eq } from "drizzle-orm";
import { SAVED_SEARCH_MESSAGES } from "@/domain/saved-searches/saved-search-rules";
import type { Database, Executor } from "../../db/client";
import { savedSearches, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { type ConsentOrigin, recordConsent } from "../privacy/record-consent";
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

/**
 * Pauses the search's alerts and records the choice (issue 33 'Consent records': the page's
 * question, or the mail program's one-click button) with the request's address and agent.
 */
export async function pauseSearchAlerts(
  db: Database,
  secret: string,
  token: string,
  consent: { origin: ConsentOrigin; oneClick: boolean },
) {
  const id = readSavedSearchToken(secret, token);
  if (!id) throw badToken();
  return runWrite(db, async (w) => {
    const [row] = await w.tx
      .update(savedSearches)
      .set({ paused: true })
      .where(eq(savedSearches.id, id))
      .returning({
        name: savedSearches.name,
        paused: savedSearches.paused,
        borrowerId: savedSearches.borrowerId,
      });
    if (!row) throw badToken();
    const [owner] = await w.tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.borrowerId));
    await recordConsent(w.tx, {
      ...consent.origin,
      userId: row.borrowerId,
      email: owner?.email ?? null,
      kind: "notifications",
      choice: "withdrawn",
      version: consent.oneClick ? "saved-search-alerts-one-click-v1" : "saved-search-alerts-v1",
      scope: `saved search: ${row.name}`,
    });
    return { name: row.name, paused: row.paused };
  });
}
