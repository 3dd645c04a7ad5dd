/**
 * Lender notifications of new requests, batched per lender (issue 27 'No spam relay'): a
 * lender gets at most one mail per LENDER_NOTIFICATION_WINDOW_MS (10 minutes). The first
 * request after a quiet window is mailed at once, in the submission's own write; what arrives
 * while the window runs is marked `lender_notification_pending` and goes out in one digest
 * listing every waiting request, sent by a worker round (lender-notification-worker.ts) once
 * the window is over. The window is a lock in the shared rate-limit store and the waiting
 * state a column, so it holds across server processes: a round locks the waiting rows with
 * FOR UPDATE SKIP LOCKED and takes the lender's window lock in the same transaction (on
 * PostgreSQL both roll back together), so two processes never send the same digest.
 * Issue 31: a lender whose account turned new-request mails off (notification_opt_outs
 * `new_requests`) gets neither mail; its requests are on its dashboard as always.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inquiries, lenders, loanSubmissions, users } from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { lenderDigestMail } from "../../mail/templates/lender-digest";
import { lenderNotificationMail } from "../../mail/templates/lender-notification";
import type { LoanRequestMailDetails } from "../../mail/templates/loan-request-details";
import { LENDER_NOTIFICATION_WINDOW_MS } from "../../rate-limit/limits";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { lenderHasOptedOut } from "../messages/opted-out";

export const lenderNotificationKey = (lenderId: string) => `lender-notify:${lenderId}`;

export interface NotificationDeps {
  mailer: Mailer;
  rateLimits: RateLimitStore;
  baseUrl: string;
  supportEmail: string;
  /** The secret of the mails' unsubscribe links (the auth secret). */
  secret: string;
}

/**
 * Inside the submission's write: mails the lender now when its window is free (and starts a
 * new window), or marks the submission waiting for the lender's next digest.
 */
export async function notifyLenderOfSubmission(
  w: WriteContext,
  deps: NotificationDeps,
  options: {
    submissionId: string;
    /** `userId`: the lender's account, whose `new_requests` opt-out the mail's link writes. */
    lender: { id: string; companyName: string; to: string; userId: string | null };
    details: LoanRequestMailDetails;
  },
): Promise<void> {
  const { lender } = options;
  if (await lenderHasOptedOut(w.tx, lender.id, "new_requests")) return;
  const store = deps.rateLimits.within(w.tx);
  const key = lenderNotificationKey(lender.id);
  // A running window is read, not locked (issue 34): taking the lock (an upsert) holds the
  // lender's row until this write commits, so every concurrent request to a popular lender
  // queued behind the one before (the deal bench's submits waited on it). A window only ends
  // by running out, and a submission marked waiting while it runs goes out in the digest after
  // it, whichever round takes it; only a window that reads as over is taken with the lock.
  const running = await store.isMarked(key);
  const wait = running ? 1 : await store.acquireLock(key, LENDER_NOTIFICATION_WINDOW_MS);
  if (wait !== null) {
    await w.tx
      .update(loanSubmissions)
      .set({ lenderNotificationPending: true })
      .where(eq(loanSubmissions.id, options.submissionId));
    return;
  }
  await w.sendMail(
    deps.mailer,
    lenderNotificationMail({
      to: lender.to,
      lenderName: lender.companyName,
      details: options.details,
      baseUrl: deps.baseUrl,
      supportEmail: deps.supportEmail,
      userId: lender.userId,
      secret: deps.secret,
    }),
  );
}

/**
 * One round: each lender with waiting submissions whose window is over gets one digest, and
 * its window starts again. Returns the number of digests queued. Safe to run in every process.
 */
export async function sendLenderDigests(deps: NotificationDeps & { db: Database; now: Date }) {
  const waiting = await deps.db
    .selectDistinct({ lenderId: loanSubmissions.lenderId })
    .from(loanSubmissions)
    .where(eq(loanSubmissions.lenderNotificationPending, true));
  let sent = 0;
  for (const { lenderId } of waiting) {
    const mailed = await runWrite(deps.db, async (w) => {
      const rows = await w.tx
        .select({
          id: loanSubmissions.id,
          customName: inquiries.customName,
          loanAmount: inquiries.loanAmount,
          investmentType: inquiries.investmentType,
          propertyState: inquiries.propertyState,
          propertyType: inquiries.propertyType,
          borrowerEmail: sql<string | null>`coalesce(${inquiries.userEmail}, ${users.email})`,
        })
        .from(loanSubmissions)
        .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
        .leftJoin(users, eq(users.id, inquiries.borrowerId))
        .where(
          and(
            eq(loanSubmissions.lenderId, lenderId),
            eq(loanSubmissions.lenderNotificationPending, true),
          ),
        )
        .orderBy(asc(loanSubmissions.createdAt), asc(loanSubmissions.id))
        .for("update", { of: loanSubmissions, skipLocked: true });
      if (rows.length === 0) return false;
      const clearPending = () =>
        w.tx
          .update(loanSubmissions)
          .set({ lenderNotificationPending: false })
          .where(
            inArray(
              loanSubmissions.id,
              rows.map((row) => row.id),
            ),
          );
      // Turned off while these waited: nothing to send, nothing left waiting.
      if (await lenderHasOptedOut(w.tx, lenderId, "new_requests")) {
        await clearPending();
        return false;
      }
      const wait = await deps.rateLimits
        .within(w.tx)
        .acquireLock(
          lenderNotificationKey(lenderId),
          LENDER_NOTIFICATION_WINDOW_MS,
          deps.now.getTime(),
        );
      if (wait !== null) return false;
      await clearPending();
      const [lender] = await w.tx
        .select({
          companyName: lenders.companyName,
          email: lenders.email,
          accountEmail: users.email,
          userId: lenders.userId,
        })
        .from(lenders)
        .leftJoin(users, eq(users.id, lenders.userId))
        .where(eq(lenders.id, lenderId));
      const to = lender?.email ?? lender?.accountEmail;
      if (!lender || !to) return false;
      await w.sendMail(
        deps.mailer,
        lenderDigestMail({
          to,
          lenderName: lender.companyName,
          requests: rows,
          baseUrl: deps.baseUrl,
          supportEmail: deps.supportEmail,
          userId: lender.userId,
          secret: deps.secret,
        }),
      );
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
