/**
 * The six loan product types of the marketplace (spec 1, 2, 3 and 9): their labels, listing
 * routes, inquiry loan_purpose values (bridge ↔ bridge_loan) and the texts of the listing-page
 * heroes and home cards.
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

/** Texts of a listing page hero and of the home card (spec 2 'Home' and 'Lender listing pages'). */
export interface LoanTypeCopy {
  /** Hero title of the listing page. */
  title: string;
  /** Hero subtitle of the listing page. */
  subtitle: string;
  /** Hero description of the listing page. */
  description: string;
  /** Short description on the home page card (followed by a 'View Lenders' link). */
  cardDescription: string;
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

export const LOAN_TYPE_COPY: Record<LoanType, LoanTypeCopy> = {
  fix_and_flip: {
    title: "Fix & Flip Lenders",
    subtitle: "Short-term financing to buy, renovate and resell",
    description:
      "Compare private lenders that fund the purchase and the rehab budget of investment properties, with leverage on purchase price, rehab costs and after-repair value.",
    cardDescription: "Fund the purchase and renovation of properties you plan to resell.",
  },
  bridge: {
    title: "Bridge Loan Lenders",
    subtitle: "Fast short-term capital between transactions",
    description:
      "Compare private bridge lenders that close quickly so you can acquire, reposition or refinance a property before long-term financing is in place.",
    cardDescription: "Close quickly and bridge the gap until long-term financing.",
  },
  rental_property: {
    title: "Rental Property Lenders",
    subtitle: "Long-term financing for buy-and-hold investors",
    description:
      "Compare DSCR and rental lenders that underwrite the property's income, for single-family rentals, small multifamily and short-term rentals.",
    cardDescription: "Long-term loans for buy-and-hold and income-producing rentals.",
  },
  commercial: {
    title: "Commercial Real Estate Lenders",
    subtitle: "Financing for multifamily, mixed-use and commercial properties",
    description:
      "Compare private lenders for apartments, mixed-use buildings, retail, office and industrial properties, from acquisition to refinance.",
    cardDescription: "Finance multifamily, mixed-use, retail, office and industrial assets.",
  },
  land: {
    title: "Land Loan Lenders",
    subtitle: "Financing for raw land, lots and entitled parcels",
    description:
      "Compare private lenders that finance land acquisition, from raw acreage to entitled lots ready for development.",
    cardDescription: "Buy raw land, lots and parcels ready for development.",
  },
  construction: {
    title: "Construction Loan Lenders",
    subtitle: "Ground-up construction financing with draw schedules",
    description:
      "Compare private lenders that fund ground-up construction and major redevelopment, with leverage on total cost and draws as the project progresses.",
    cardDescription: "Fund ground-up builds and major redevelopment projects.",
  },
};

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
