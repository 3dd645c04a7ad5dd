/**
 * 'Send to more lenders' and the submit dialog's existing-request choice: an own request sent
 * to 1..10 more lenders in one transaction. The request row is locked first, so two calls for
 * the same request queue up and the second sees the first's submissions. Any chosen lender
 * already holding the request → 409 already_submitted and nothing is written. `notes` (the
 * dialog's 'Review with additional notes', issue 28) are stored with these submissions and
 * mailed to these lenders only; the request's own notes stay as they are.
 */
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import type { Actor } from "@/domain/policies/actor";
import { canSendToLenders } from "@/domain/policies/inquiry-policies";
import type { Database } from "../../db/client";
import { runWrite } from "../../db/write";
import { findInquiryFor } from "./find-inquiry";
import { loadLoanRequest } from "./load-loan-requests";
import { type MailContext, submitToLenders } from "./submit-to-lenders";

export async function addSubmissions(options: {
  db: Database;
  actor: Actor;
  user: { email: string };
  inquiryId: string;
  lenderIds: readonly string[];
  notes?: string | null;
  mail: MailContext;
}): Promise<LoanRequestDto> {
  const { db, actor, inquiryId } = options;
  // Read inside the transaction: a committed write never answers with an error (see
  // create-loan-request.ts).
  return runWrite(db, async (w) => {
    const inquiry = await findInquiryFor(w.tx, actor, canSendToLenders, inquiryId, {
      forUpdate: true,
    });
    await submitToLenders(w, {
      inquiry,
      lenderIds: options.lenderIds,
      borrowerEmail: inquiry.userEmail ?? options.user.email,
      mail: options.mail,
      notes: options.notes ?? null,
    });
    return loadLoanRequest(w.tx, inquiryId);
  });
}
