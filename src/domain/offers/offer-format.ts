/** How offers read in one line (thread events, mails) and their money with cents. */
import { formatPercent, formatUsd } from "../reference/format";
import { type OfferTerms, REPAYMENT_LABELS } from "./offer-terms";

const usdCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars with cents: 1199.1 → '$1,199.10'. */
export function formatUsdCents(amount: number): string {
  return usdCents.format(amount);
}

/** '$450,000 at 10.5% for 12 months, interest-only'. */
export function offerSummary(
  terms: Pick<OfferTerms, "loanAmount" | "interestRate" | "termMonths" | "repayment">,
): string {
  const months = terms.termMonths === 1 ? "1 month" : `${terms.termMonths} months`;
  return `${formatUsd(terms.loanAmount)} at ${formatPercent(terms.interestRate)} for ${months}, ${REPAYMENT_LABELS[terms.repayment].toLowerCase()}`;
}
