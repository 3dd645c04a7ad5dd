/** The rows of the comparison: every term, then the computed figures (issue 15). */
import type { Offer } from "@/domain/contract/offers";
import {
  type FigureKey,
  formatPenalty,
  formatUsdCents,
  INTEREST_ON_LABELS,
  REPAYMENT_LABELS,
} from "@/domain/offers";
import { formatDate } from "@/domain/reference/dates";
import { formatPercent, formatUsd } from "@/domain/reference/format";

export interface CompareRow {
  key: string;
  label: string;
  value: (offer: Offer) => string;
  /** The figure whose lowest value is highlighted. */
  figure?: FigureKey;
}

const pct = (v: number | null) => (v === null ? "—" : formatPercent(v));
const months = (n: number) => (n === 1 ? "1 month" : `${n} months`);
const usdOrNone = (v: number) => (v === 0 ? "None" : formatUsd(v));
const pctOrNone = (v: number) => (v === 0 ? "None" : formatPercent(v));

/** 'None', or '4 draws, $250 each' (equal monthly draws of the holdback). */
function drawsText(o: Offer): string {
  if (o.rehabHoldback === 0) return "None";
  const draws = o.drawCount === 1 ? "1 monthly draw" : `${o.drawCount} monthly draws`;
  return o.drawFee > 0 ? `${draws}, ${formatUsd(o.drawFee)} fee each` : `${draws}, no fee`;
}

function extensionText(o: Offer): string {
  if (o.extensionMonths === 0) return "None";
  return `${months(o.extensionMonths)} for ${formatPercent(o.extensionFeePercent)} each`;
}

export const TERM_ROWS: CompareRow[] = [
  { key: "loanAmount", label: "Loan amount", value: (o) => formatUsd(o.loanAmount) },
  { key: "rehabHoldback", label: "Rehab holdback", value: (o) => usdOrNone(o.rehabHoldback) },
  {
    key: "netLoanAmount",
    label: "Net loan amount (at closing)",
    value: (o) => formatUsd(o.netLoanAmount),
  },
  { key: "interestRate", label: "Interest rate", value: (o) => formatPercent(o.interestRate) },
  {
    key: "originationPoints",
    label: "Origination points",
    value: (o) => formatPercent(o.originationPoints),
  },
  { key: "processingFee", label: "Processing fee", value: (o) => usdOrNone(o.processingFee) },
  { key: "underwritingFee", label: "Underwriting fee", value: (o) => usdOrNone(o.underwritingFee) },
  { key: "otherFees", label: "Other fees", value: (o) => formatUsd(o.otherFees) },
  { key: "draws", label: "Draws", value: drawsText },
  {
    key: "interestOn",
    label: "Interest charged",
    value: (o) => (o.rehabHoldback === 0 ? "On the loan amount" : INTEREST_ON_LABELS[o.interestOn]),
  },
  {
    key: "minimumInterestMonths",
    label: "Minimum interest",
    value: (o) => (o.minimumInterestMonths === 0 ? "None" : months(o.minimumInterestMonths)),
  },
  { key: "extension", label: "Extension", value: extensionText },
  { key: "exitFeePercent", label: "Exit fee", value: (o) => pctOrNone(o.exitFeePercent) },
  {
    key: "prepaymentPenalty",
    label: "Prepayment penalty",
    value: (o) => {
      const text = formatPenalty(o.prepaymentPenalty);
      return text === "none" ? "None" : text;
    },
  },
  { key: "reserves", label: "Reserves withheld", value: (o) => usdOrNone(o.reserves) },
  {
    key: "termMonths",
    label: "Term",
    value: (o) => (o.termMonths === 1 ? "1 month" : `${o.termMonths} months`),
  },
  { key: "repayment", label: "Repayment", value: (o) => REPAYMENT_LABELS[o.repayment] },
  { key: "maxLtv", label: "Max LTV", value: (o) => pct(o.maxLtv) },
  { key: "maxLtc", label: "Max LTC", value: (o) => pct(o.maxLtc) },
  { key: "maxLtarv", label: "Max LTARV", value: (o) => pct(o.maxLtarv) },
  { key: "daysToClose", label: "Days to close", value: (o) => String(o.daysToClose) },
  { key: "expiresAt", label: "Expires", value: (o) => formatDate(o.expiresAt) },
  { key: "conditions", label: "Conditions", value: (o) => o.conditions ?? "—" },
];

export const FIGURE_ROWS: CompareRow[] = [
  {
    key: "monthlyPayment",
    label: "Monthly payment",
    figure: "monthlyPayment",
    value: (o) => formatUsdCents(o.figures.monthlyPayment),
  },
  {
    key: "totalInterest",
    label: "Total interest",
    figure: "totalInterest",
    value: (o) => formatUsdCents(o.figures.totalInterest),
  },
  {
    key: "pointsDollars",
    label: "Points ($)",
    figure: "pointsDollars",
    value: (o) => formatUsdCents(o.figures.pointsDollars),
  },
  {
    key: "feesDollars",
    label: "Fees ($)",
    figure: "feesDollars",
    value: (o) => formatUsdCents(o.figures.feesDollars),
  },
  {
    key: "totalCost",
    label: "Total cost of the loan",
    figure: "totalCost",
    value: (o) => formatUsdCents(o.figures.totalCost),
  },
  {
    key: "cashAtClosing",
    label: "Cash at closing",
    figure: "cashAtClosing",
    value: (o) => formatUsdCents(o.figures.cashAtClosing),
  },
  {
    key: "allInRate",
    label: "All-in cost (APR-like)",
    figure: "allInRate",
    value: (o) => (o.figures.allInRate === null ? "—" : `${o.figures.allInRate.toFixed(3)}%`),
  },
];

export const SORT_OPTIONS = [
  { value: "totalCost", label: "Total cost" },
  { value: "allInRate", label: "All-in cost" },
  { value: "monthlyPayment", label: "Monthly payment" },
  { value: "cashAtClosing", label: "Cash at closing" },
  { value: "interestRate", label: "Interest rate" },
  { value: "daysToClose", label: "Days to close" },
  { value: "loanAmount", label: "Loan amount (highest first)" },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

function sortValue(offer: Offer, key: SortKey): number {
  switch (key) {
    case "interestRate":
      return offer.interestRate;
    case "daysToClose":
      return offer.daysToClose;
    case "loanAmount":
      return -offer.loanAmount;
    case "allInRate":
      return offer.figures.allInRate ?? Number.POSITIVE_INFINITY;
    default:
      return offer.figures[key];
  }
}

/** Open offers first, then by the chosen key (ties keep the server's order). */
export function sortOffers(offers: readonly Offer[], key: SortKey): Offer[] {
  const open = (o: Offer) => (o.displayState === "sent" || o.displayState === "accepted" ? 0 : 1);
  return [...offers].sort((a, b) => open(a) - open(b) || sortValue(a, key) - sortValue(b, key));
}
