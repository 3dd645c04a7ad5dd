/**
 * One deal, one outcome (issue 27, docs/decisions/offers.md): a loan request has at most one
 * funded submission and at most one accepted offer. The services check it under the request's
 * row lock and answer 409 with a business code; the partial unique indexes
 * (loan_submissions_one_funded_key, loan_offers_one_accepted_key) hold it even if a check is
 * ever missed, and their violation is mapped to the same codes here.
 */
import { and, eq, ne } from "drizzle-orm";
import { inquiries, loanOffers, loanSubmissions } from "../../db/schema";
import type { Transaction } from "../../db/write";
import { AppError } from "../../lib/app-error";

export const ALREADY_FUNDED_MESSAGE =
  "Another lender is already marked Funded on this loan request. Change that lender's status first.";
export const OFFER_ALREADY_ACCEPTED_MESSAGE =
  "You have already accepted an offer on this loan request.";
export const OFFER_ACCEPTED_ELSEWHERE_MESSAGE =
  "You accepted another lender's offer on this loan request: only that lender can be marked Funded.";
export const OFFERS_CLOSED_MESSAGE =
  "The borrower has chosen another lender for this loan request: it takes no new offers or revisions.";

export const alreadyFunded = () => new AppError("already_funded", ALREADY_FUNDED_MESSAGE);
export const offerAlreadyAccepted = () =>
  new AppError("offer_already_accepted", OFFER_ALREADY_ACCEPTED_MESSAGE);

const CONSTRAINT_ERRORS: Record<string, () => AppError> = {
  loan_submissions_one_funded_key: alreadyFunded,
  loan_offers_one_accepted_key: offerAlreadyAccepted,
};

/** The business error for a violation of a one-deal index (walking `cause`), or null. */
export function oneDealViolation(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === "23505") {
      for (const [name, make] of Object.entries(CONSTRAINT_ERRORS)) {
        if (constraint === name || (typeof message === "string" && message.includes(name))) {
          return make();
        }
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Runs a write, turning a one-deal index violation (a lost race) into its 409. */
export async function withOneDealErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw oneDealViolation(error) ?? error;
  }
}

/** What the request's deal already is, apart from `submissionId`. */
export async function dealElsewhere(tx: Transaction, inquiryId: string, submissionId: string) {
  const [funded] = await tx
    .select({ id: loanSubmissions.id })
    .from(loanSubmissions)
    .where(
      and(
        eq(loanSubmissions.inquiryId, inquiryId),
        eq(loanSubmissions.status, "funded"),
        ne(loanSubmissions.id, submissionId),
      ),
    )
    .limit(1);
  const [accepted] = await tx
    .select({ id: loanOffers.id })
    .from(loanOffers)
    .where(
      and(
        eq(loanOffers.inquiryId, inquiryId),
        eq(loanOffers.state, "accepted"),
        ne(loanOffers.submissionId, submissionId),
      ),
    )
    .limit(1);
  return { funded: Boolean(funded), accepted: Boolean(accepted) };
}

/**
 * Locks the request for a lender's offer write: shared, so lenders do not wait for each other,
 * but an acceptance or a funded mark (which lock it for update) does. Taken before the offer
 * and submission rows, in the same order as the borrower's writes, so the two never deadlock.
 * It reveals nothing: the caller's access is checked after it, with the rows locked.
 */
export async function lockRequestShared(
  tx: Transaction,
  ref: { submissionId: string } | { offerId: string },
): Promise<void> {
  const [row] =
    "submissionId" in ref
      ? await tx
          .select({ inquiryId: loanSubmissions.inquiryId })
          .from(loanSubmissions)
          .where(eq(loanSubmissions.id, ref.submissionId))
      : await tx
          .select({ inquiryId: loanOffers.inquiryId })
          .from(loanOffers)
          .where(eq(loanOffers.id, ref.offerId));
  if (!row) return;
  await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.id, row.inquiryId))
    .for("share");
}

/**
 * Refuses a lender's new offer or revision when the borrower has chosen another lender on the
 * request: an accepted offer or a funded submission elsewhere, or another lender's re-trade
 * of accepted terms still waiting for the borrower (issue 32: the request stays closed to
 * the others while the borrower decides; the borrower may still accept another open offer)
 * (409 offers_closed).
 */
export async function assertOffersOpen(
  tx: Transaction,
  inquiryId: string,
  submissionId: string,
): Promise<void> {
  const elsewhere = await dealElsewhere(tx, inquiryId, submissionId);
  const [retrade] = await tx
    .select({ id: loanOffers.id })
    .from(loanOffers)
    .where(
      and(
        eq(loanOffers.inquiryId, inquiryId),
        eq(loanOffers.state, "sent"),
        eq(loanOffers.retrade, true),
        ne(loanOffers.submissionId, submissionId),
      ),
    )
    .limit(1);
  if (elsewhere.accepted || elsewhere.funded || retrade) {
    throw new AppError("offers_closed", OFFERS_CLOSED_MESSAGE);
  }
}
