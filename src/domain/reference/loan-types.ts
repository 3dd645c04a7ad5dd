/**
 * The six loan product types of the marketplace (spec 1, 2, 3 and 9): their labels, listing
 * routes and inquiry loan_purpose values (bridge ↔ bridge_loan). The listing heroes' texts are in
 * loan-type-copy.ts, the home cards' in the home's loan-type-cards.tsx: this module is in every
 * page's first download (header and footer), those texts are not.
 */
export const LOAN_TYPES = [
  "fix_and_flip",
  "bridge",
  "rental_property",
  "commercial",
  "land",
  "construction",
] as const;

export type LoanType = (typeof LOAN_TYPES)[number];

/** Values of inquiries.loan_purpose: the same as the loan types except bridge ↔ bridge_loan. */
export const LOAN_PURPOSES = [
  "fix_and_flip",
  "bridge_loan",
  "rental_property",
  "commercial",
  "land",
  "construction",
] as const;

export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

export const DEFAULT_LOAN_TYPE: LoanType = "fix_and_flip";

export interface LoanTypeInfo {
  type: LoanType;
  /** Label used on the home cards, menus and page heroes. */
  label: string;
  /** Label used on the lender form's product cards (spec 2 'Lender create/edit form'). */
  formLabel: string;
  /** Path of the lender listing page for this type. */
  route: string;
  loanPurpose: LoanPurpose;
}

export const LOAN_TYPE_INFO: Record<LoanType, LoanTypeInfo> = {
  fix_and_flip: {
    type: "fix_and_flip",
    label: "Fix & Flip",
    formLabel: "Fix and Flip",
    route: "/fix-and-flip",
    loanPurpose: "fix_and_flip",
  },
  bridge: {
    type: "bridge",
    label: "Bridge",
    formLabel: "Bridge",
    route: "/bridge-loans",
    loanPurpose: "bridge_loan",
  },
  rental_property: {
    type: "rental_property",
    label: "Rental Property",
    formLabel: "Rental",
    route: "/rental-property",
    loanPurpose: "rental_property",
  },
  commercial: {
    type: "commercial",
    label: "Commercial",
    formLabel: "Commercial",
    route: "/commercial",
    loanPurpose: "commercial",
  },
  land: { type: "land", label: "Land", formLabel: "Land", route: "/land", loanPurpose: "land" },
  construction: {
    type: "construction",
    label: "Construction",
    formLabel: "Construction",
    route: "/construction",
    loanPurpose: "construction",
  },
};

export function isLoanType(value: unknown): value is LoanType {
  return typeof value === "string" && (LOAN_TYPES as readonly string[]).includes(value);
}

export function loanPurposeOf(type: LoanType): LoanPurpose {
  return LOAN_TYPE_INFO[type].loanPurpose;
}

export function loanTypeOfPurpose(purpose: LoanPurpose): LoanType {
  return purpose === "bridge_loan" ? "bridge" : purpose;
}

export function loanTypeOfRoute(pathname: string): LoanType | undefined {
  return LOAN_TYPES.find((type) => LOAN_TYPE_INFO[type].route === pathname);
}

/** Listing error title (spec 2 'Lender listing pages'): 'Error loading {product} lenders'. */
export function listingErrorTitle(type: LoanType): string {
  return `Error loading ${LOAN_TYPE_INFO[type].label} lenders`;
}

/** Listing empty title (spec 2 'Lender listing pages'): 'No {product} Lenders Found'. */
export function noLendersFoundTitle(type: LoanType): string {
  return `No ${LOAN_TYPE_INFO[type].label} Lenders Found`;
}

/** The 'Showing X of Y lenders' line: X lenders match the filters out of Y for the loan type. */
export function showingLendersText(matching: number, total: number): string {
  return `Showing ${matching} of ${total} lenders`;
}
