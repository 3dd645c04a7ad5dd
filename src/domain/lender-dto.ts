/**
 * The public lender data the API sends to the browser (search results and lender profiles).
 * Types only: the server builds these from its rows, the web app renders them. Numbers are
 * null when unknown; dates are ISO strings.
 */
import type { LoanType } from "./loan-types";
import type { MatchScore } from "./match-score";

/** A lender as visitors see it (no internal ids of the managing user, no admin-only fields). */
export interface PublicLender {
  id: string;
  slug: string;
  companyName: string;
  description: string | null;
  website: string | null;
  /** Comma-joined state names, 'Unknown', or null. */
  state: string | null;
  yearsInBusiness: number | null;
  totalLoansFunded: number | null;
  /** Days. */
  averageFundingTime: number | null;
  minimumLoanAmount: number | null;
  maximumLoanAmount: number | null;
  reviewScore: number | null;
  totalReviews: number | null;
  googleReviewsUrl: string | null;
  acceptingLeads: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An active loan product of a lender. */
export interface PublicLoanProduct {
  id: string;
  productType: LoanType;
  collateralTypes: string[] | null;
  assetTypes: string[] | null;
  ltvPurchasePriceMax: number | null;
  maxLtv: number | null;
  maxLtc: number | null;
  maxLtarv: number | null;
  maxRehabPercentage: number | null;
  maximumArv: number | null;
  minimumArv: number | null;
  termMinMonths: number | null;
  termMaxMonths: number | null;
  loanAmountMin: number | null;
  loanAmountMax: number | null;
  minimumFico: number | null;
  lowestRate: number | null;
  highestRate: number | null;
  processingFee: string | null;
  underwritingFee: string | null;
  originationFee: string | null;
  loanDurations: string | null;
  prepaymentPenalty: string | null;
  fundingTimeline: string | null;
  requirements: string | null;
  otherBorrowerRequirements: string | null;
  /** yyyy-mm-dd. */
  lastUpdated: string | null;
}

/** One lender card of a listing page. */
export interface LenderSearchItem {
  lender: PublicLender;
  /** The lender's active product of the searched loan type (the card shows it). */
  product: PublicLoanProduct;
  /** The loan types of all the lender's active products. */
  productTypes: LoanType[];
  /** Always computed; `match.shown` says whether the card shows it (a filter is set). */
  match: MatchScore;
}

/** GET /api/lenders: one page of the listing. */
export interface LenderSearchResponse {
  items: LenderSearchItem[];
  /** Lenders matching the filters ('Showing X …'). */
  matchCount: number;
  /** Active lenders offering the loan type at all ('… of Y lenders'). */
  totalForType: number;
  /** The page returned (clamped to 1..pages). */
  page: number;
  pages: number;
  pageSize: number;
}

/** GET /api/lenders/{slug}: an active lender's public profile (404 when missing or inactive). */
export interface LenderProfileResponse {
  lender: PublicLender;
  /** Active products, in the order of LOAN_TYPES. */
  products: PublicLoanProduct[];
}
