/**
 * What a revision changed (issue 32): the terms of two versions of an offer, compared term by
 * term, each change in one line the borrower reads ('Interest rate 10.5% → 11%', 'New $750
 * processing fee'). Used when a lender re-trades accepted terms: on the dashboard's offer view
 * and in the mail the revision sends. The offer's expiry is not a term of the loan and is left
 * out.
 */
import { formatPercent, formatUsd } from "../reference/format";
import type { PrepaymentStep } from "./hold-cost";
import { INTEREST_ON_LABELS, type OfferTerms, REPAYMENT_LABELS } from "./offer-terms";

export type DiffTerms = Omit<OfferTerms, "expiresAt">;

export interface TermChange {
  key: keyof DiffTerms;
  label: string;
  before: string;
  after: string;
  /** The change in one sentence. */
  text: string;
}

const months = (n: number) => (n === 1 ? "1 month" : `${n} months`);
const pctOrNone = (v: number | null) => (v === null ? "none" : formatPercent(v));

/** '3% to month 12, 2% to month 24' ('none' when empty). */
export function formatPenalty(steps: readonly PrepaymentStep[]): string {
  if (steps.length === 0) return "none";
  return steps.map((s) => `${formatPercent(s.percent)} to month ${s.throughMonth}`).join(", ");
}

interface TermSpec {
  key: keyof DiffTerms;
  label: string;
  format: (terms: DiffTerms) => string;
  /** A fee: appearing reads 'New $750 processing fee', disappearing 'No more processing fee'. */
  fee?: { noun: string; amount: (terms: DiffTerms) => number };
}

const usdFee = (key: keyof DiffTerms, label: string, noun: string): TermSpec => ({
  key,
  label,
  format: (t) => formatUsd(t[key] as number),
  fee: { noun, amount: (t) => t[key] as number },
});

const pctFee = (key: keyof DiffTerms, label: string, noun: string): TermSpec => ({
  key,
  label,
  format: (t) => formatPercent(t[key] as number),
  fee: { noun, amount: (t) => t[key] as number },
});

/** Every term in the order of the comparison. */
export const TERM_SPECS: readonly TermSpec[] = [
  { key: "loanAmount", label: "Loan amount", format: (t) => formatUsd(t.loanAmount) },
  usdFee("rehabHoldback", "Rehab holdback", "rehab holdback"),
  { key: "interestRate", label: "Interest rate", format: (t) => formatPercent(t.interestRate) },
  {
    key: "interestOn",
    label: "Interest charged",
    format: (t) => INTEREST_ON_LABELS[t.interestOn].toLowerCase(),
  },
  pctFee("originationPoints", "Origination points", "origination points"),
  usdFee("processingFee", "Processing fee", "processing fee"),
  usdFee("underwritingFee", "Underwriting fee", "underwriting fee"),
  usdFee("otherFees", "Other fees", "other fees"),
  { key: "drawCount", label: "Number of draws", format: (t) => String(t.drawCount) },
  usdFee("drawFee", "Draw fee", "draw fee per draw"),
  { key: "termMonths", label: "Term", format: (t) => months(t.termMonths) },
  { key: "repayment", label: "Repayment", format: (t) => REPAYMENT_LABELS[t.repayment] },
  {
    key: "minimumInterestMonths",
    label: "Minimum interest",
    format: (t) => (t.minimumInterestMonths === 0 ? "none" : months(t.minimumInterestMonths)),
    fee: { noun: "minimum interest", amount: (t) => t.minimumInterestMonths },
  },
  {
    key: "extensionMonths",
    label: "Extension term",
    format: (t) => (t.extensionMonths === 0 ? "none" : months(t.extensionMonths)),
  },
  pctFee("extensionFeePercent", "Extension fee", "extension fee"),
  pctFee("exitFeePercent", "Exit fee", "exit fee"),
  {
    key: "prepaymentPenalty",
    label: "Prepayment penalty",
    format: (t) => formatPenalty(t.prepaymentPenalty),
    fee: { noun: "prepayment penalty", amount: (t) => t.prepaymentPenalty.length },
  },
  usdFee("reserves", "Reserves", "reserves withheld"),
  { key: "maxLtv", label: "Max LTV", format: (t) => pctOrNone(t.maxLtv) },
  { key: "maxLtc", label: "Max LTC", format: (t) => pctOrNone(t.maxLtc) },
  { key: "maxLtarv", label: "Max LTARV", format: (t) => pctOrNone(t.maxLtarv) },
  { key: "daysToClose", label: "Days to close", format: (t) => String(t.daysToClose) },
  { key: "conditions", label: "Conditions", format: (t) => t.conditions ?? "none" },
];

/** The terms that differ between `before` and `after`, in the comparison's order. */
export function offerTermChanges(before: DiffTerms, after: DiffTerms): TermChange[] {
  const changes: TermChange[] = [];
  for (const spec of TERM_SPECS) {
    const from = spec.format(before);
    const to = spec.format(after);
    if (from === to) continue;
    let text = `${spec.label} ${from} → ${to}`;
    if (spec.key === "conditions") text = "Conditions changed";
    else if (spec.fee && spec.fee.amount(before) === 0) {
      text =
        spec.fee.noun.endsWith("fee") || spec.format(after).startsWith("$")
          ? `New ${to} ${spec.fee.noun}`
          : `New ${spec.fee.noun}: ${to}`;
    } else if (spec.fee && spec.fee.amount(after) === 0)
      text = `No more ${spec.fee.noun} (was ${from})`;
    changes.push({ key: spec.key, label: spec.label, before: from, after: to, text });
  }
  return changes;
}

/**
 * The version a re-trade is compared with: the newest earlier version the borrower accepted
 * (null when `current` is not a re-trade or that version is not among `versions`).
 */
export function retradeBase<T extends { version: number; acceptedAt: string | null }>(
  current: T & { retrade: boolean },
  versions: readonly T[],
): T | null {
  if (!current.retrade) return null;
  const accepted = versions
    .filter((v) => v.version < current.version && v.acceptedAt !== null)
    .sort((a, b) => b.version - a.version);
  return accepted[0] ?? null;
}

/** The admin's figure: 'Accepted terms changed: 2 of 9 (22%)', or none accepted yet. */
export function acceptedTermsChangedText(stats: { accepted: number; acceptedChanged: number }) {
  if (stats.accepted === 0) return "Accepted terms changed: no accepted offers yet";
  const share = Math.round((stats.acceptedChanged / stats.accepted) * 100);
  return `Accepted terms changed: ${stats.acceptedChanged} of ${stats.accepted} (${share}%)`;
}
