/**
 * The home search form (spec 2 'Search form', spec 4 'Search form', spec 5 'Loan amount' and
 * 'Search'): its values, the loan amount text as typed, and where 'Find Lenders' goes.
 */
import {
  parseUsdAmount,
  reformatAmountInput,
  wholeDollars,
} from "@/domain/loan-requests/loan-amount";
import { DEFAULT_LOAN_TYPE, LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { DEFAULT_SORT, searchParamsOf } from "@/domain/search/search-filters";

export interface SearchFormValues {
  loanType: LoanType;
  /** Two-letter state code. */
  location: string | null;
  /** As shown in the input: whole-dollar USD ('$250,000') or ''. */
  loanAmountText: string;
  creditScore: number | null;
  /** Canonical property type value. */
  collateralType: string | null;
}

export const INITIAL_SEARCH_FORM: SearchFormValues = {
  loanType: DEFAULT_LOAN_TYPE,
  location: null,
  loanAmountText: "",
  creditScore: null,
  collateralType: null,
};

/**
 * The amount input's next text: reformatted as whole-dollar USD as typed, '' when cleared, and
 * the previous text when the input is unparseable (spec 5: ignored in the search form).
 */
export function nextAmountText(previous: string, input: string): string {
  return reformatAmountInput(input) ?? previous;
}

/** The whole dollars a text stands for; null when empty, unparseable or under $1. */
export function amountOfText(text: string): number | null {
  const amount = parseUsdAmount(text);
  return amount !== null && amount >= 1 ? wholeDollars(amount) : null;
}

/** The amount input's text for a stored amount. */
export function textOfAmount(amount: number | null | undefined): string {
  return typeof amount === "number"
    ? (reformatAmountInput(String(wholeDollars(amount))) ?? "")
    : "";
}

/** 'Find Lenders': the loan type's page with only the set filters plus sortBy (spec 5). */
export function searchTargetOf(values: SearchFormValues): string {
  const params = searchParamsOf({
    loanType: values.loanType,
    location: values.location,
    loanAmount: amountOfText(values.loanAmountText),
    creditScore: values.creditScore,
    collateralType: values.collateralType,
    sortBy: DEFAULT_SORT,
  });
  return `${LOAN_TYPE_INFO[values.loanType].route}?${new URLSearchParams(params).toString()}`;
}
