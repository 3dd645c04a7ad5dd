/**
 * The borrower's changes to an own request: Archive / Restore, and the status of one lender's
 * submission ('Loan Funded!' with 'Yes, decline others' declines every other submission of the
 * request that is not declined yet, in the same transaction: spec 4 'Submission status').
 * One deal, one outcome (issue 27): a second funded lender on a request answers 409
 * already_funded, and a lender other than the one whose offer was accepted 409
 * offer_accepted_elsewhere.
 */
import { and, eq } from "drizzle-orm";
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import type { Actor } from "@/domain/policies/actor";
import { canArchiveInquiry, canChangeSubmission } from "@/domain/policies/inquiry-policies";
import { fundedStatusUpdates, type SubmissionStatus } from "@/domain/reference/statuses";
import type { Database } from "../../db/client";
import { inquiries, loanSubmissions } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError, notFound } from "../../lib/app-error";
import {
  alreadyFunded,
  dealElsewhere,
  OFFER_ACCEPTED_ELSEWHERE_MESSAGE,
  withOneDealErrors,
} from "../offers/enforce-one-deal";
import { findInquiryFor } from "./find-inquiry";
import { loadLoanRequest } from "./load-loan-requests";

export const SUBMISSION_NOT_FOUND_MESSAGE = "Lender submission not found";

export async function setLoanRequestArchived(options: {
  db: Database;
  actor: Actor;
  inquiryId: string;
  archived: boolean;
}): Promise<LoanRequestDto> {
  const { db, actor, inquiryId } = options;
  await findInquiryFor(db, actor, canArchiveInquiry, inquiryId);
  await db.update(inquiries).set({ archived: options.archived }).where(eq(inquiries.id, inquiryId));
  return loadLoanRequest(db, inquiryId);
}

export async function updateSubmissionStatus(options: {
  db: Database;
  actor: Actor;
  inquiryId: string;
  submissionId: string;
  status: SubmissionStatus;
  declineOthers: boolean;
}): Promise<LoanRequestDto> {
  const { db, actor, inquiryId, submissionId, status } = options;
  // Read inside the transaction: a committed write never answers with an error.
  return withOneDealErrors(() =>
    runWrite(db, async (w) => {
      await findInquiryFor(w.tx, actor, canChangeSubmission, inquiryId, { forUpdate: true });
      const submissions = await w.tx
        .select({
          id: loanSubmissions.id,
          inquiryId: loanSubmissions.inquiryId,
          status: loanSubmissions.status,
        })
        .from(loanSubmissions)
        .where(eq(loanSubmissions.inquiryId, inquiryId));
      if (!submissions.some((s) => s.id === submissionId)) {
        throw notFound(SUBMISSION_NOT_FOUND_MESSAGE);
      }
      if (status === "funded") {
        // One deal, one outcome (issue 27); the partial unique index backs the first rule.
        const elsewhere = await dealElsewhere(w.tx, inquiryId, submissionId);
        if (elsewhere.funded) throw alreadyFunded();
        if (elsewhere.accepted) {
          throw new AppError("offer_accepted_elsewhere", OFFER_ACCEPTED_ELSEWHERE_MESSAGE);
        }
      }
      const updates =
        status === "funded"
          ? fundedStatusUpdates(submissions, submissionId, options.declineOthers)
          : [{ id: submissionId, status }];
      for (const update of updates) {
        await w.tx
          .update(loanSubmissions)
          .set({ status: update.status })
          .where(and(eq(loanSubmissions.id, update.id), eq(loanSubmissions.inquiryId, inquiryId)));
      }
      return loadLoanRequest(w.tx, inquiryId);
    }),
  );
}
