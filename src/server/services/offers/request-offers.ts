/**
 * A loan request's offers, for its borrower (compare and accept) and for admins (read-only):
 * every submission with at least one offer, each with its versions, and the cheapest open
 * offer of each figure. Who may read is canReadOffers; anyone else gets the same 404 as for a
 * request that does not exist. The borrower's dashboard reads the offers of all its own
 * requests at once (listBorrowerOffers, issue 28): one query, not one per request.
 */
import { asc, eq } from "drizzle-orm";
import type {
  BorrowerOffersResponse,
  RequestOffersResponse,
  SubmissionOffers,
} from "@/domain/contract/offers";
import { cheapestOffers } from "@/domain/offers/offer-figures";
import type { Actor } from "@/domain/policies/actor";
import { ownInquiriesScope } from "@/domain/policies/inquiry-policies";
import { canReadOffers } from "@/domain/policies/offer-policies";
import type { Executor } from "../../db/client";
import { inquiries, loanSubmissions } from "../../db/schema";
import { authorize } from "../../lib/authorize";
import { loadSubmissionOffers } from "./offer-rows";

export const REQUEST_NOT_FOUND_MESSAGE = "Loan request not found";

/** One request's offers with the cheapest open (or accepted) offer of each figure. */
function requestOffers(
  inquiryId: string,
  requestedAmount: number | null,
  submissions: SubmissionOffers[],
): RequestOffersResponse {
  const comparable = submissions.flatMap((s) =>
    s.current && (s.current.displayState === "sent" || s.current.displayState === "accepted")
      ? [{ id: s.current.id, figures: s.current.figures }]
      : [],
  );
  return { inquiryId, requestedAmount, submissions, cheapest: cheapestOffers(comparable) };
}

export async function listRequestOffers(
  db: Executor,
  actor: Actor,
  inquiryId: string,
  now: Date,
): Promise<RequestOffersResponse> {
  const [row] = await db
    .select({ borrowerId: inquiries.borrowerId, loanAmount: inquiries.loanAmount })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  // Reading the whole request's offers is for its borrower and admins (a lender reads its own
  // through the offer desk): the policy is asked as for a submission of nobody's lender.
  const inquiry = authorize(
    actor,
    canReadOffers,
    row,
    { notFound: REQUEST_NOT_FOUND_MESSAGE },
    (found) => ({ borrowerId: found.borrowerId, submissionLenderId: "" }),
  );
  const submissions = await loadSubmissionOffers(db, eq(loanSubmissions.inquiryId, inquiryId), now);
  return requestOffers(inquiryId, inquiry.loanAmount, submissions);
}

/**
 * The offers on every request of the signed-in borrower (archived ones too), one entry per
 * request that has at least one offer. Only the requests of the policy's scope
 * (ownInquiriesScope: the actor's own) are read, so nobody else's offers can appear; the route
 * admits borrower accounts only.
 */
export async function listBorrowerOffers(
  db: Executor,
  actor: Actor,
  now: Date,
): Promise<BorrowerOffersResponse> {
  const scope = ownInquiriesScope(actor);
  if (!scope) return { items: [] };
  const own = await db
    .select({ id: inquiries.id, loanAmount: inquiries.loanAmount })
    .from(inquiries)
    .where(eq(inquiries.borrowerId, scope.borrowerId))
    .orderBy(asc(inquiries.createdAt));
  if (own.length === 0) return { items: [] };
  // Two queries whatever the number of requests: the requests (for their amounts) and every
  // offer on them, both bound to the borrower.
  const submissions = await loadSubmissionOffers(
    db,
    eq(inquiries.borrowerId, scope.borrowerId),
    now,
  );
  const byRequest = new Map<string, SubmissionOffers[]>();
  for (const submission of submissions) {
    const list = byRequest.get(submission.inquiryId) ?? [];
    list.push(submission);
    byRequest.set(submission.inquiryId, list);
  }
  return {
    items: own.flatMap((inquiry) => {
      const list = byRequest.get(inquiry.id);
      return list ? [requestOffers(inquiry.id, inquiry.loanAmount, list)] : [];
    }),
  };
}
