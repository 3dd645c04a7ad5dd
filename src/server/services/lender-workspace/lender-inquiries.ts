/**
 * The loan requests addressed to a lender (spec 2 'Loan Inquiries', spec 6 'Lender'): its
 * loan_submissions rows joined with their inquiry, newest first, and the lender's answers
 * (issue 12): Interested or Declined with a note, mailed to the borrower after the commit.
 * Issue 27 'No spam relay': the borrower is mailed only when the answer changes (a new note
 * alone is not mailed), and at most once per submission per LENDER_ANSWER_MAIL_WINDOW_MS
 * (an hour, a lock in the shared rate-limit store); the dashboard always shows the latest,
 * live: every answer publishes an `answer` event to the submission's borrower (issue 28).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { LenderInquiry } from "@/domain/contract/lender-workspace";
import {
  type DeclineReason,
  declineReasonText,
  isDeclineReason,
} from "@/domain/loan-requests/decline-reasons";
import {
  inquiryStatusOfAnswer,
  isSubstantiveAnswer,
  type LenderAnswer,
  submissionStatusAfterAnswer,
} from "@/domain/loan-requests/lender-answers";
import type { Actor } from "@/domain/policies/actor";
import { canAnswerSubmission } from "@/domain/policies/inquiry-policies";
import type { Database, Executor } from "../../db/client";
import { inquiries, lenders, loanSubmissions, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { notFound } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { Mailer } from "../../mail/mailer";
import { lenderAnsweredMail } from "../../mail/templates/lender-answered";
import { LENDER_ANSWER_MAIL_WINDOW_MS } from "../../rate-limit/limits";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { publishSubmissionEvent } from "../../realtime/publish-submission-event";
import { refreshLenderResponseStats } from "../lenders/refresh-response-stats";
import { hasOptedOut } from "../messages/opted-out";

export const INQUIRY_NOT_FOUND_MESSAGE = "Loan request not found";

/**
 * The other lenders that still hold a request: sent to them, neither declined by them nor
 * marked declined by the borrower (the decline mail words its outro by this, issue 28).
 */
async function otherOpenLenders(
  tx: Executor,
  inquiryId: string,
  lenderId: string,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(loanSubmissions)
    .where(
      and(
        eq(loanSubmissions.inquiryId, inquiryId),
        ne(loanSubmissions.lenderId, lenderId),
        ne(loanSubmissions.status, "declined"),
        sql`${loanSubmissions.lenderAnswer} IS DISTINCT FROM 'declined'`,
      ),
    );
  return row?.count ?? 0;
}

const inquiryColumns = {
  submissionId: loanSubmissions.id,
  inquiryId: inquiries.id,
  customName: inquiries.customName,
  userEmail: sql<string | null>`coalesce(${users.email}, ${inquiries.userEmail})`,
  // An account's request is proven by its verified sign-in; an anonymous one by its mailed
  // confirmation link (issue 27 item 5).
  emailConfirmed: sql<boolean>`(${inquiries.borrowerId} IS NOT NULL OR ${inquiries.emailConfirmedAt} IS NOT NULL OR ${inquiries.borrowerDeletedAt} IS NOT NULL)`,
  // Issue 33: the borrower deleted their account; the request stays anonymised.
  borrowerDeleted: sql<boolean>`(${inquiries.borrowerDeletedAt} IS NOT NULL)`,
  loanAmount: inquiries.loanAmount,
  loanPurpose: inquiries.loanPurpose,
  propertyState: inquiries.propertyState,
  propertyZip: inquiries.propertyZip,
  propertyType: inquiries.propertyType,
  creditScore: inquiries.creditScore,
  additionalNotes: inquiries.additionalNotes,
  borrowerNotes: loanSubmissions.borrowerNotes,
  answer: loanSubmissions.lenderAnswer,
  note: loanSubmissions.lenderNote,
  declineReason: loanSubmissions.declineReason,
  declineReasonText: loanSubmissions.declineReasonText,
  answeredAt: loanSubmissions.answeredAt,
  createdAt: loanSubmissions.createdAt,
};

function selectInquiries(db: Executor) {
  return db
    .select(inquiryColumns)
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .leftJoin(users, eq(users.id, inquiries.borrowerId));
}

type InquiryRow = Awaited<ReturnType<typeof selectInquiries>>[number];

function toLenderInquiry(row: InquiryRow): LenderInquiry {
  return {
    ...row,
    declineReason: isDeclineReason(row.declineReason) ? row.declineReason : null,
    status: inquiryStatusOfAnswer(row.answer),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const answerMailKey = (submissionId: string) => `answer-mail:${submissionId}`;

export interface AnswerInquiryInput {
  db: Database;
  mailer: Mailer;
  /** Holds each submission's answer-mail window. */
  rateLimits: RateLimitStore;
  baseUrl: string;
  supportEmail: string;
  /** The secret of the answer mail's unsubscribe link (the auth secret, issue 31). */
  secret: string;
  /**
   * The answering lender account with its record (actor.lenderId): canAnswerSubmission decides,
   * and a submission sent to another lender is not found.
   */
  actor: Actor;
  answeredBy: string;
  submissionId: string;
  answer: LenderAnswer;
  note: string | null;
  /** Required with a decline (the contract checks it); null with 'interested'. */
  declineReason: DeclineReason | null;
  declineReasonText: string | null;
  now: Date;
}

export async function answerInquiry(input: AnswerInquiryInput): Promise<LenderInquiry> {
  const { db, submissionId, answer, note, now } = input;
  return runWrite(db, async (w) => {
    const [locked] = await w.tx
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.id, submissionId))
      .for("update");
    const submission = authorize(input.actor, canAnswerSubmission, locked, {
      notFound: INQUIRY_NOT_FOUND_MESSAGE,
    });
    const { lenderId } = submission;
    const declineReason = answer === "declined" ? input.declineReason : null;
    await w.tx
      .update(loanSubmissions)
      .set({
        lenderAnswer: answer,
        lenderNote: note,
        declineReason,
        declineReasonText: declineReason === "other" ? input.declineReasonText : null,
        // Issue 35: the first substantive answer stays; response times are measured to it.
        firstAnsweredAt:
          submission.firstAnsweredAt ??
          (isSubstantiveAnswer({ answer, note, declineReason }) ? now : null),
        answeredAt: now,
        // Issue 31 team seats: which colleague answered (shown on the lender's side only).
        answeredBy: input.answeredBy,
        status: submissionStatusAfterAnswer(submission.status, answer),
      })
      .where(eq(loanSubmissions.id, submissionId));
    // Issue 35: a first substantive answer moves the lender's response times now, not at the
    // next hourly round (its page shows them once they cross the threshold).
    if (!submission.firstAnsweredAt && isSubstantiveAnswer({ answer, note, declineReason })) {
      w.afterCommit(() => refreshLenderResponseStats(db, lenderId, now));
    }
    // A request first addressed to this lender also carries the answer on its own status and
    // lender_notes (spec 3's inquiry fields).
    await w.tx
      .update(inquiries)
      .set({ status: inquiryStatusOfAnswer(answer), lenderNotes: note })
      .where(and(eq(inquiries.id, submission.inquiryId), eq(inquiries.lenderId, lenderId)));

    // Issue 28: the borrower's dashboard shows the answer live (delivered only on commit).
    await publishSubmissionEvent(w.tx, submissionId, { type: "answer" });

    const [row] = await selectInquiries(w.tx).where(eq(loanSubmissions.id, submissionId));
    const [lender] = await w.tx
      .select({ companyName: lenders.companyName })
      .from(lenders)
      .where(eq(lenders.id, lenderId));
    if (!row || !lender) throw notFound(INQUIRY_NOT_FOUND_MESSAGE);
    const to = row.userEmail;
    const changed = submission.lenderAnswer !== answer;
    // Issue 31: a borrower who turned answer mails off sees the answer on the dashboard only.
    const [inquiry] = await w.tx
      .select({ borrowerId: inquiries.borrowerId })
      .from(inquiries)
      .where(eq(inquiries.id, submission.inquiryId));
    const mailNow =
      to !== null &&
      changed &&
      !(await hasOptedOut(w.tx, inquiry?.borrowerId ?? null, "answers")) &&
      (await input.rateLimits
        .within(w.tx)
        .acquireLock(answerMailKey(submissionId), LENDER_ANSWER_MAIL_WINDOW_MS, now.getTime())) ===
        null;
    if (to && mailNow) {
      const mail = lenderAnsweredMail({
        to,
        userId: inquiry?.borrowerId ?? null,
        secret: input.secret,
        companyName: lender.companyName,
        requestName: row.customName,
        answer,
        note,
        declineReason: declineReasonText(declineReason, input.declineReasonText),
        baseUrl: input.baseUrl,
        supportEmail: input.supportEmail,
        otherOpenLenders: await otherOpenLenders(w.tx, submission.inquiryId, lenderId),
      });
      await w.sendMail(input.mailer, mail);
    }
    return toLenderInquiry(row);
  });
}
