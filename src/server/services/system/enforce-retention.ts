/**
 * The retention job (issue 33): deletes what the schedule in src/domain/reference/retention.ts
 * no longer keeps, at most `batch` rows per rule per round (a large backlog goes over several
 * rounds instead of one long transaction). One transaction per round, started with a
 * transaction-level advisory lock: when several server processes run the job, one does the
 * round and the others skip it. Every rule is a plain dated DELETE, so a round that runs twice
 * deletes nothing more.
 */
import { inArray, sql } from "drizzle-orm";
import {
  RETENTION_RULES,
  type RetentionRuleName,
  retentionCutoffs,
} from "@/domain/reference/retention";
import type { Database, Executor } from "../../db/client";
import { inquiries, inquiryEmailTokens } from "../../db/schema";
import { runWrite } from "../../db/write";
import { deleteUnconfirmedAccountIfEmpty } from "../account/unconfirmed-account";

export const RETENTION_LOCK_ID = 727_433;
export const RETENTION_BATCH = 5_000;

export type RetentionCounts = Record<RetentionRuleName, number>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function deleted(tx: Executor, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<unknown>(await tx.execute(query)).length;
}

/** Runs one round at `now`; null when another process holds the round. */
export async function enforceRetention(deps: {
  db: Database;
  now: Date;
  batch?: number;
}): Promise<RetentionCounts | null> {
  const cut = retentionCutoffs(deps.now);
  const limit = deps.batch ?? RETENTION_BATCH;
  return runWrite(deps.db, async ({ tx }) => {
    const lock = await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) AS ok`,
    );
    if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return null;

    // Anonymous requests never confirmed: an unused link still waits for them (account
    // requests have no link; confirmed or withdrawn ones have used theirs). Their links go with
    // them; their submissions, offers and messages by cascade.
    const stale = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT i.id FROM inquiries i
         WHERE i.borrower_id IS NULL AND i.email_confirmed_at IS NULL
           AND i.created_at < ${cut.unconfirmedRequests.toISOString()}
           AND EXISTS (SELECT 1 FROM inquiry_email_tokens t
                        WHERE t.inquiry_id = i.id AND t.outcome IS NULL)
         ORDER BY i.created_at LIMIT ${limit}
         FOR UPDATE OF i`),
    ).map((row) => row.id);
    const requests =
      stale.length === 0
        ? []
        : await (async () => {
            await tx.delete(inquiryEmailTokens).where(inArray(inquiryEmailTokens.inquiryId, stale));
            return tx
              .delete(inquiries)
              .where(inArray(inquiries.id, stale))
              .returning({ email: inquiries.userEmail });
          })();
    const emails = new Set(requests.flatMap((row) => (row.email ? [row.email] : [])));
    for (const email of emails) await deleteUnconfirmedAccountIfEmpty(tx, email);

    const counts: RetentionCounts = {
      unconfirmedRequests: requests.length,
      usedRequestLinks: await deleted(
        tx,
        sql`DELETE FROM inquiry_email_tokens WHERE token_hash IN (
              SELECT token_hash FROM inquiry_email_tokens
               WHERE inquiry_id IS NULL AND expires_at < ${cut.usedRequestLinks.toISOString()}
               LIMIT ${limit})
            RETURNING 1`,
      ),
      expiredSessions: await deleted(
        tx,
        sql`DELETE FROM sessions WHERE id IN (
              SELECT id FROM sessions WHERE expires_at < ${cut.expiredSessions.toISOString()}
               LIMIT ${limit})
            RETURNING 1`,
      ),
      expiredVerifications: await deleted(
        tx,
        sql`DELETE FROM verifications WHERE id IN (
              SELECT id FROM verifications
               WHERE expires_at < ${cut.expiredVerifications.toISOString()} LIMIT ${limit})
            RETURNING 1`,
      ),
      sentMails: await deleted(
        tx,
        sql`DELETE FROM outgoing_mails WHERE id IN (
              SELECT id FROM outgoing_mails
               WHERE status = 'sent' AND sent_at < ${cut.sentMails.toISOString()} LIMIT ${limit})
            RETURNING 1`,
      ),
      failedMails: await deleted(
        tx,
        sql`DELETE FROM outgoing_mails WHERE id IN (
              SELECT id FROM outgoing_mails
               WHERE status = 'failed' AND created_at < ${cut.failedMails.toISOString()}
               LIMIT ${limit})
            RETURNING 1`,
      ),
      developmentOutbox: await deleted(
        tx,
        sql`DELETE FROM mail_outbox WHERE id IN (
              SELECT id FROM mail_outbox
               WHERE created_at < ${cut.developmentOutbox.toISOString()} LIMIT ${limit})
            RETURNING 1`,
      ),
      // Days are UTC dates: a view's day is kept while any moment of it is inside the period.
      profileViews: await deleted(
        tx,
        sql`DELETE FROM lender_profile_views WHERE ctid IN (
              SELECT ctid FROM lender_profile_views
               WHERE day < (${cut.profileViews.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date
               LIMIT ${limit})
            RETURNING 1`,
      ),
      auditEntries: await deleted(
        tx,
        sql`DELETE FROM admin_audit WHERE id IN (
              SELECT id FROM admin_audit WHERE at < ${cut.auditEntries.toISOString()}
               LIMIT ${limit})
            RETURNING 1`,
      ),
      // Each row's retain_until is its given or requested time plus the rule's months.
      consentRecords: await deleted(
        tx,
        sql`DELETE FROM consent_records WHERE id IN (
              SELECT id FROM consent_records WHERE retain_until < ${deps.now.toISOString()}
               LIMIT ${limit})
            RETURNING 1`,
      ),
      privacyRequests: await deleted(
        tx,
        sql`DELETE FROM privacy_requests WHERE id IN (
              SELECT id FROM privacy_requests WHERE retain_until < ${deps.now.toISOString()}
               LIMIT ${limit})
            RETURNING 1`,
      ),
    };
    return counts;
  });
}

/** The rules' names in the schedule's order (for logs and tests). */
export const RETENTION_RULE_NAMES = Object.keys(RETENTION_RULES) as RetentionRuleName[];
