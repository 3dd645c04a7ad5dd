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
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { formatUsd } from "@/domain/format";
import { isLoanType, LOAN_TYPE_INFO } from "@/domain/loan-types";
import { propertyTypeLabel } from "@/domain/property-types";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { stateNameOfCode } from "@/domain/us-states";
import type { Database } from "../../db/client";
import { inquiries, lenders, loanSubmissions, users } from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import { defangLinks } from "../../mail/defang-links";
import { type LoanRequestMailDetails, lenderNotificationMail } from "../../mail/loan-request-mails";
import type { Mailer, MailMessage } from "../../mail/mailer";
import { renderActionMail } from "../../mail/templates";
import { LENDER_NOTIFICATION_WINDOW_MS } from "../../rate-limit/limits";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";

export const lenderNotificationKey = (lenderId: string) => `lender-notify:${lenderId}`;

export interface NotificationDeps {
  mailer: Mailer;
  rateLimits: RateLimitStore;
  baseUrl: string;
  supportEmail: string;
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
    lender: { id: string; companyName: string; to: string };
    details: LoanRequestMailDetails;
  },
): Promise<void> {
  const { lender } = options;
  const wait = await deps.rateLimits
    .within(w.tx)
    .acquireLock(lenderNotificationKey(lender.id), LENDER_NOTIFICATION_WINDOW_MS);
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
    }),
  );
}

interface WaitingRequest {
  customName: string | null;
  loanAmount: number | null;
  investmentType: string | null;
  propertyState: string | null;
  propertyType: string | null;
  borrowerEmail: string | null;
}

function summaryOf(request: WaitingRequest): string {
  const parts = [
    request.loanAmount !== null ? formatUsd(request.loanAmount) : null,
    isLoanType(request.investmentType) ? LOAN_TYPE_INFO[request.investmentType].label : null,
    request.propertyState
      ? (stateNameOfCode(request.propertyState) ?? request.propertyState)
      : null,
    request.propertyType ? propertyTypeLabel(request.propertyType) : null,
  ].filter((part) => part !== null);
  const from = request.borrowerEmail ? ` (borrower: ${request.borrowerEmail})` : "";
  return `${parts.join(", ")}${from}`;
}

/** The digest of the requests that waited: one row each, the dashboard holds the details. */
export function lenderDigestMail(options: {
  to: string;
  lenderName: string;
  requests: readonly WaitingRequest[];
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const n = options.requests.length;
  return renderActionMail({
    to: options.to,
    supportEmail: options.supportEmail,
    subject: n === 1 ? "1 new loan request" : `${n} new loan requests`,
    heading: n === 1 ? "You have a new loan request" : `You have ${n} new loan requests`,
    intro: `Borrowers sent ${options.lenderName} ${n === 1 ? "a loan request" : `${n} loan requests`} on ${PRODUCT_NAME} in the last few minutes. We send at most one new-request mail every 10 minutes; read each request and reply on your lender dashboard.`,
    rows: options.requests.map((request, i) => ({
      label: request.customName ? defangLinks(request.customName) : `Request ${i + 1}`,
      value: summaryOf(request),
    })),
    action: { label: "Open your lender dashboard", url: `${options.baseUrl}/lender-dashboard` },
    outro:
      "Borrowers may also have sent these requests to other lenders. Requests are for business-purpose real-estate investment loans.",
  });
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
      const wait = await deps.rateLimits
        .within(w.tx)
        .acquireLock(
          lenderNotificationKey(lenderId),
          LENDER_NOTIFICATION_WINDOW_MS,
          deps.now.getTime(),
        );
      if (wait !== null) return false;
      await w.tx
        .update(loanSubmissions)
        .set({ lenderNotificationPending: false })
        .where(
          inArray(
            loanSubmissions.id,
            rows.map((row) => row.id),
          ),
        );
      const [lender] = await w.tx
        .select({
          companyName: lenders.companyName,
          email: lenders.email,
          accountEmail: users.email,
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
        }),
      );
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
