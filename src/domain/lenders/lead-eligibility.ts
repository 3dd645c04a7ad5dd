/**
 * Whether a lender may receive a new loan request (issue 27 item 3), one rule for the server
 * (which refuses with 409) and the web (which hides Get Quote and leaves such lenders out of
 * its pickers): the lender accepts leads ('Accepting leads: Yes') and offers the request's
 * loan type, i.e. has an active loan product of that type. Also the per-request lender cap
 * (issue 27 item 4), a data rule both sides show.
 */
import type { LoanType } from "../reference/loan-types";

/** A request reaches at most this many lenders over its whole life (SECURITY.md 'Limits'). */
export const MAX_LENDERS_PER_REQUEST = 15;

export const NOT_ACCEPTING_LEADS_MESSAGE =
  "This lender is not accepting new loan requests right now.";
export const LOAN_TYPE_NOT_OFFERED_MESSAGE = "This lender does not offer this type of loan.";
export const LENDER_LIMIT_REACHED_MESSAGE = `A loan request can be sent to at most ${MAX_LENDERS_PER_REQUEST} lenders.`;
/** What a lender's card and page show instead of Get Quote. */
export const NOT_ACCEPTING_LEADS_NOTE = "Not accepting new requests right now";

/** A product as both sides know it: its type, and whether it is active (absent: active). */
export interface OfferedProduct {
  productType: string;
  isActive?: boolean | null;
}

/** Whether the lender's loan products include an active one of `loanType`. */
export function offersLoanType(products: readonly OfferedProduct[], loanType: LoanType): boolean {
  return products.some((p) => p.productType === loanType && p.isActive !== false);
}

export type LeadRefusal = "lender_not_accepting_leads" | "loan_type_not_offered";

/**
 * Why this lender may not receive a request of `loanType` (null: it may). A lender that does
 * not accept leads is refused whatever the type; `loanType` null (a request with no known
 * type) only checks accepting leads.
 */
export function leadRefusalOf(
  lender: { acceptingLeads: boolean },
  products: readonly OfferedProduct[],
  loanType: LoanType | null,
): LeadRefusal | null {
  if (!lender.acceptingLeads) return "lender_not_accepting_leads";
  if (loanType !== null && !offersLoanType(products, loanType)) {
    return "loan_type_not_offered";
  }
  return null;
}

export const LEAD_REFUSAL_MESSAGES: Record<LeadRefusal, string> = {
  lender_not_accepting_leads: NOT_ACCEPTING_LEADS_MESSAGE,
  loan_type_not_offered: LOAN_TYPE_NOT_OFFERED_MESSAGE,
};

/** How many more lenders a request that already reached `sentCount` may still be sent to. */
export function lendersLeftFor(sentCount: number): number {
  return Math.max(0, MAX_LENDERS_PER_REQUEST - sentCount);
}
