/**
 * Digest mails of unread thread entries (issue 15): for each thread and recipient with entries
 * they have not read, at most one mail per the recipient's digest frequency (issue 31: an hour
 * by default, or a day or a week; notification_settings), listing the entries not mailed before. An
 * entry waits DIGEST_GRACE_MS first, so someone reading live gets no mail. Kinds the recipient
 * unsubscribed from (messages, offers) are left out. Several server processes may run this at
 * once: a transaction-level advisory lock lets one of them work and the others skip the round;
 * the digest rows and their mails (queued, docs/decisions/mail-outbox.md) commit together, so
 * no digest goes twice and none is lost.
 * Pass `now` (a fake clock in tests).
 */
import { sql } from "drizzle-orm";
import type { MessageAuthorSide, MessageKind, ThreadSide } from "@/domain/contract/messages";
import { DIGEST_FREQUENCY_HOURS } from "@/domain/notifications/mail-settings";
import type { Database } from "../../db/client";
import { runWrite } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { digestMail } from "../../mail/templates/thread-digest";

/** The default (hourly) frequency's interval. */
export const DIGEST_INTERVAL_MS = DIGEST_FREQUENCY_HOURS.hourly * 60 * 60 * 1000;
export const DIGEST_GRACE_MS = 5 * 60 * 1000;
/**
 * Entries older than this are not mailed any more: a day longer than the weekly frequency's
 * interval, so an entry that waits out a weekly recipient's week is still mailed.
 */
export const DIGEST_LOOKBACK_MS = (DIGEST_FREQUENCY_HOURS.weekly + 24) * 60 * 60 * 1000;
/** Arbitrary constant: the advisory lock of a digest round. */
export const DIGEST_LOCK_ID = 727_415;

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  /** The secret of the unsubscribe links (the auth secret). */
  secret: string;
  now: Date;
}

interface PendingRow {
  id: string;
  submission_id: string;
  kind: MessageKind;
  author_side: MessageAuthorSide;
  body: string;
  created_at: string;
  recipient_id: string;
  recipient_side: ThreadSide;
  email: string;
  company_name: string;
  custom_name: string | null;
  borrower_name: string | null;
}

interface Digest {
  submissionId: string;
  recipientId: string;
  side: ThreadSide;
  email: string;
  companyName: string;
  customName: string | null;
  borrowerName: string | null;
  entries: PendingRow[];
}

/** Queues the digests due at `now` (first attempt right after the commit); resolves to how many. */
export async function sendThreadDigests(deps: DigestDeps): Promise<number> {
  const { db, now } = deps;
  return runWrite(db, async (w) => {
    let queued = 0;
    const lock = await w.tx.execute(sql`SELECT pg_try_advisory_xact_lock(${DIGEST_LOCK_ID}) AS ok`);
    if (!(lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return queued;

    const nowIso = now.toISOString();
    const result = await w.tx.execute(sql`
      SELECT m.id, m.submission_id, m.kind, m.author_side, m.body, m.created_at::text AS created_at,
             rcpt.user_id AS recipient_id, rcpt.side AS recipient_side, u.email,
             l.company_name, i.custom_name, bp.full_name AS borrower_name
        FROM submission_messages m
        JOIN loan_submissions s ON s.id = m.submission_id
        JOIN inquiries i ON i.id = s.inquiry_id
        JOIN lenders l ON l.id = s.lender_id
        CROSS JOIN LATERAL (VALUES ('borrower'::thread_side, i.borrower_id),
                                   ('lender'::thread_side, l.user_id)) AS rcpt(side, user_id)
        JOIN users u ON u.id = rcpt.user_id
        JOIN profiles p ON p.id = rcpt.user_id
        LEFT JOIN profiles bp ON bp.id = i.borrower_id
        LEFT JOIN submission_reads r ON r.submission_id = m.submission_id AND r.side = rcpt.side
        LEFT JOIN thread_digests d
          ON d.submission_id = m.submission_id AND d.recipient_id = rcpt.user_id
        LEFT JOIN notification_settings ns ON ns.user_id = rcpt.user_id
       WHERE m.created_at > ${nowIso}::timestamptz - ${`${DIGEST_LOOKBACK_MS} milliseconds`}::interval
         AND m.created_at <= ${nowIso}::timestamptz - ${`${DIGEST_GRACE_MS} milliseconds`}::interval
         AND m.author_side::text <> rcpt.side::text
         AND (rcpt.side = 'borrower' OR (p.user_type = 'lender' AND p.approval_status = 'approved'))
         AND (r.last_read_at IS NULL OR m.created_at > r.last_read_at)
         AND (d.covered_until IS NULL OR m.created_at > d.covered_until)
         AND (d.last_sent_at IS NULL
              OR d.last_sent_at <= ${nowIso}::timestamptz - make_interval(hours => CASE ns.digest_frequency
                   WHEN 'daily' THEN ${DIGEST_FREQUENCY_HOURS.daily}::int
                   WHEN 'weekly' THEN ${DIGEST_FREQUENCY_HOURS.weekly}::int
                   ELSE ${DIGEST_FREQUENCY_HOURS.hourly}::int END))
         AND NOT EXISTS (
           SELECT 1 FROM notification_opt_outs o
            WHERE o.user_id = rcpt.user_id
              AND o.kind = (CASE WHEN m.kind = 'text' THEN 'messages' ELSE 'offers' END)::notification_kind)
       ORDER BY m.submission_id, rcpt.user_id, m.created_at
       LIMIT 5000`);
    const rows = (result as unknown as { rows: PendingRow[] }).rows;

    const digests = new Map<string, Digest>();
    for (const row of rows) {
      const key = `${row.submission_id}:${row.recipient_id}`;
      let digest = digests.get(key);
      if (!digest) {
        digest = {
          submissionId: row.submission_id,
          recipientId: row.recipient_id,
          side: row.recipient_side,
          email: row.email,
          companyName: row.company_name,
          customName: row.custom_name,
          borrowerName: row.borrower_name,
          entries: [],
        };
        digests.set(key, digest);
      }
      digest.entries.push(row);
    }

    for (const digest of digests.values()) {
      const coveredUntil = digest.entries.at(-1)?.created_at;
      if (!coveredUntil) continue;
      await w.tx.execute(sql`
        INSERT INTO thread_digests (submission_id, recipient_id, last_sent_at, covered_until)
        VALUES (${digest.submissionId}, ${digest.recipientId}, ${nowIso}::timestamptz,
                ${coveredUntil}::timestamptz)
        ON CONFLICT (submission_id, recipient_id)
        DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at, covered_until = EXCLUDED.covered_until`);
      await w.sendMail(deps.mailer, digestMail(digest, deps));
      queued += 1;
    }
    return queued;
  });
}
