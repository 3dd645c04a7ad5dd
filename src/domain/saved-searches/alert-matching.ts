/**
 * What a saved search's alert says (issue 32), worked out from the catalogue's change log only:
 * the lenders changed since the search's last alert are run through the listing's own filter
 * (search/lender-filter.ts, the rules searchColumnsOf applies) and compared with what the
 * search matched then, kept as one terms key per matched lender. A lender that newly matches,
 * or still matches with other terms, is news; one that stopped matching is dropped quietly.
 */
import type { LoanType } from "../reference/loan-types";
import {
  type FilterLender,
  type FilterProduct,
  type LenderCandidate,
  productOfType,
} from "../search/lender-filter";

/** The product facts an alert compares: what the listing card and the filter show. */
export interface TermsProduct extends FilterProduct {
  lowestRate: number | null;
  highestRate: number | null;
  maxLtv: number | null;
  maxLtc: number | null;
  maxLtarv: number | null;
  loanAmountMax: number | null;
  termMinMonths: number | null;
  termMaxMonths: number | null;
  originationFee: string | null;
  processingFee: string | null;
  underwritingFee: string | null;
  prepaymentPenalty: string | null;
}

export type TermsCandidate = LenderCandidate<FilterLender, TermsProduct>;

/**
 * The terms of a lender that matter for a search of this loan type, as one short text: the
 * type product's rates, leverage, amounts, term, credit, fees and prepayment, and the lender's
 * funding time. Equal texts: nothing the borrower would compare changed.
 */
export function termsKeyOf(candidate: TermsCandidate, loanType: LoanType): string {
  const p = productOfType(candidate.products, loanType);
  const l = candidate.lender;
  const values = [
    p?.lowestRate,
    p?.highestRate,
    p?.maxLtv,
    p?.maxLtc,
    p?.maxLtarv,
    p?.loanAmountMin ?? l.minimumLoanAmount,
    p?.loanAmountMax,
    p?.termMinMonths,
    p?.termMaxMonths,
    p?.minimumFico,
    p?.originationFee,
    p?.processingFee,
    p?.underwritingFee,
    p?.prepaymentPenalty,
    l.averageFundingTime,
  ];
  return values.map((v) => (v === null || v === undefined ? "" : String(v))).join("|");
}

export interface AlertDiff {
  /** Lenders that match now and did not at the last alert. */
  added: string[];
  /** Lenders that matched then and now, with other terms. */
  termsChanged: string[];
  /** Lenders that matched then and do not any more (no mail for these). */
  dropped: string[];
  /** The matched lenders among the changed ones, with their terms now (to store). */
  matched: Map<string, string>;
}

/**
 * The alert for the changed lenders. `previous` holds the terms at the last alert of those of
 * them the search matched then; `current(id)` is the lender now (undefined: gone or inactive).
 */
export function diffAlert<C extends TermsCandidate>(options: {
  changedIds: readonly string[];
  previous: ReadonlyMap<string, string>;
  current: (id: string) => C | undefined;
  matches: (candidate: C) => boolean;
  loanType: LoanType;
}): AlertDiff {
  const diff: AlertDiff = { added: [], termsChanged: [], dropped: [], matched: new Map() };
  for (const id of new Set(options.changedIds)) {
    const candidate = options.current(id);
    const before = options.previous.get(id);
    if (!candidate || !options.matches(candidate)) {
      if (before !== undefined) diff.dropped.push(id);
      continue;
    }
    const terms = termsKeyOf(candidate, options.loanType);
    diff.matched.set(id, terms);
    if (before === undefined) diff.added.push(id);
    else if (before !== terms) diff.termsChanged.push(id);
  }
  return diff;
}

/** Whether the diff is worth a mail: something new or changed for the search. */
export function hasNews(diff: AlertDiff): boolean {
  return diff.added.length > 0 || diff.termsChanged.length > 0;
}
