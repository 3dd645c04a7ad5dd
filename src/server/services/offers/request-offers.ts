/**
 * A loan request's offers, for its borrower (compare and accept) and for admins (read-only):
 * every submission with at least one offer, each with its versions, and the cheapest open
 * offer of each figure. Who may read is canReadOffers; anyone else gets the same 404 as for a
 * request that does not exist.
 */
import { eq } from "drizzle-orm";
import type { RequestOffersResponse } from "@/domain/contract/offers";
import { cheapestOffers } from "@/domain/offers/offer-figures";
import type { Actor } from "@/domain/policies/actor";
import { canReadOffers } from "@/domain/policies/offer-policies";
import type { Executor } from "../../db/client";
import { inquiries, loanSubmissions } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { loadSubmissionOffers } from "./offer-rows";

export const REQUEST_NOT_FOUND_MESSAGE = "Loan request not found";

export async function listRequestOffers(
  db: Executor,
  actor: Actor,
  inquiryId: string,
  now: Date,
): Promise<RequestOffersResponse> {
  const [inquiry] = await db
    .select({ borrowerId: inquiries.borrowerId, loanAmount: inquiries.loanAmount })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  // Reading the whole request's offers is for its borrower and admins (a lender reads its own
  // through the offer desk): the policy is asked as for a submission of nobody's lender.
  if (
    !inquiry ||
    !canReadOffers(actor, { borrowerId: inquiry.borrowerId, submissionLenderId: "" })
  ) {
    throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  }
  const submissions = await loadSubmissionOffers(db, eq(loanSubmissions.inquiryId, inquiryId), now);
  const comparable = submissions.flatMap((s) =>
    s.current && (s.current.displayState === "sent" || s.current.displayState === "accepted")
      ? [{ id: s.current.id, figures: s.current.figures }]
      : [],
  );
  return {
    inquiryId,
    requestedAmount: inquiry.loanAmount,
    submissions,
    cheapest: cheapestOffers(comparable),
  };
}
