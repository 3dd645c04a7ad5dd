/**
 * The columns the catalogue reads and how a row becomes the public DTO the API sends
 * (src/domain/lenders/lender-dto.ts): only public fields, numbers or null, ISO dates.
 */
import { and, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PublicLender, PublicLoanProduct } from "@/domain/lenders/lender-dto";
import { toStoredHardLimits } from "@/domain/lenders/lending-criteria";
import { publicVerificationOf } from "@/domain/lenders/verification/public-verification";
import { LOAN_TYPES, type LoanType } from "@/domain/reference/loan-types";
import { publishableUrl } from "@/domain/reference/url";
import { lenderStateText } from "@/domain/reference/us-states";
import { verifiedScore } from "@/domain/reviews/review-rules";
import type { Executor } from "../db/client";
import { lenderResponseStats, lenders, loanProducts } from "../db/schema";

/** The lender columns of PublicLender (plus what the sitemap needs). */
export const lenderColumns = {
  id: lenders.id,
  slug: lenders.slug,
  companyName: lenders.companyName,
  description: lenders.description,
  website: lenders.website,
  state: lenders.state,
  yearsInBusiness: lenders.yearsInBusiness,
  totalLoansFunded: lenders.totalLoansFunded,
  yearsInBusinessConfirmed: lenders.yearsInBusinessConfirmed,
  totalLoansFundedConfirmed: lenders.totalLoansFundedConfirmed,
  averageFundingTime: lenders.averageFundingTime,
  minimumLoanAmount: lenders.minimumLoanAmount,
  maximumLoanAmount: lenders.maximumLoanAmount,
  reviewScore: lenders.reviewScore,
  totalReviews: lenders.totalReviews,
  googleReviewsUrl: lenders.googleReviewsUrl,
  verifiedReviewCount: lenders.verifiedReviewCount,
  verifiedReviewSum: lenders.verifiedReviewSum,
  acceptingLeads: lenders.acceptingLeads,
  verifiedAt: lenders.verifiedAt,
  verifiedUntil: lenders.verifiedUntil,
  verifiedChecks: lenders.verifiedChecks,
  createdAt: lenders.createdAt,
  updatedAt: lenders.updatedAt,
  // Issue 35, left-joined (null without a stats row); the stats table's trigger lists changes.
  responseAnswered: lenderResponseStats.answered,
  responseMedianMinutes: lenderResponseStats.medianMinutes,
  responseP90Minutes: lenderResponseStats.p90Minutes,
  responseWithinDayShare: lenderResponseStats.withinDayShare,
};

/** The product columns of PublicLoanProduct, plus the owning lender. */
export const productColumns = {
  id: loanProducts.id,
  lenderId: loanProducts.lenderId,
  productType: loanProducts.productType,
  collateralTypes: loanProducts.collateralTypes,
  assetTypes: loanProducts.assetTypes,
  ltvPurchasePriceMax: loanProducts.ltvPurchasePriceMax,
  maxLtv: loanProducts.maxLtv,
  maxLtc: loanProducts.maxLtc,
  maxLtarv: loanProducts.maxLtarv,
  maxRehabPercentage: loanProducts.maxRehabPercentage,
  maximumArv: loanProducts.maximumArv,
  minimumArv: loanProducts.minimumArv,
  termMinMonths: loanProducts.termMinMonths,
  termMaxMonths: loanProducts.termMaxMonths,
  loanAmountMin: loanProducts.loanAmountMin,
  loanAmountMax: loanProducts.loanAmountMax,
  minimumFico: loanProducts.minimumFico,
  minimumExperience: loanProducts.minimumExperience,
  hardLimits: loanProducts.hardLimits,
  lowestRate: loanProducts.lowestRate,
  highestRate: loanProducts.highestRate,
  processingFee: loanProducts.processingFee,
  underwritingFee: loanProducts.underwritingFee,
  originationFee: loanProducts.originationFee,
  loanDurations: loanProducts.loanDurations,
  prepaymentPenalty: loanProducts.prepaymentPenalty,
  fundingTimeline: loanProducts.fundingTimeline,
  requirements: loanProducts.requirements,
  otherBorrowerRequirements: loanProducts.otherBorrowerRequirements,
  lastUpdated: loanProducts.lastUpdated,
};

/**
 * The rows as one JSON array (`json_agg`), parsed in JavaScript: decoding one text value is
 * several times faster than decoding 30 columns of 20,000 rows one by one (notably on
 * PGlite), which is most of a catalogue reload. Keys are the property names above.
 */
function jsonAggregate(columns: Record<string, PgColumn>) {
  const pairs = Object.entries(columns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql<string>`coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})), '[]')::text`;
}

type Selected<T extends Record<string, PgColumn>> = {
  [K in keyof T]: T[K]["_"]["notNull"] extends true ? T[K]["_"]["data"] : T[K]["_"]["data"] | null;
};
/** The left-joined stats columns are null for a lender without a stats row. */
type Joined<T> = Omit<T, "responseAnswered"> & { responseAnswered: number | null };
/** Timestamps arrive in JSON as text. */
type FromJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export type LenderRow = Joined<FromJson<Selected<typeof lenderColumns>>>;
export type ProductRow = FromJson<Selected<typeof productColumns>>;

/** Active lenders (those `where` also keeps). */
export async function readActiveLenders(db: Executor, where?: SQL): Promise<LenderRow[]> {
  const [result] = await db
    .select({ rows: jsonAggregate(lenderColumns) })
    .from(lenders)
    .leftJoin(lenderResponseStats, eq(lenderResponseStats.lenderId, lenders.id))
    .where(and(eq(lenders.isActive, true), where));
  return JSON.parse(result?.rows ?? "[]") as LenderRow[];
}

/**
 * Active products of the six loan types ('others' is not public) of active lenders (those
 * `where`, on lenders, also keeps).
 */
export async function readActiveProducts(db: Executor, where?: SQL): Promise<ProductRow[]> {
  const [result] = await db
    .select({ rows: jsonAggregate(productColumns) })
    .from(loanProducts)
    .innerJoin(lenders, eq(lenders.id, loanProducts.lenderId))
    .where(
      and(
        eq(lenders.isActive, true),
        eq(loanProducts.isActive, true),
        ne(loanProducts.productType, "others"),
        where,
      ),
    );
  return JSON.parse(result?.rows ?? "[]") as ProductRow[];
}

/** The ids of the next `count` active lenders after `after` (by id), for batched reads. */
export async function readActiveLenderIds(
  db: Executor,
  after: string | null,
  count: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(and(eq(lenders.isActive, true), after === null ? undefined : gt(lenders.id, after)))
    .orderBy(lenders.id)
    .limit(count);
  return rows.map((row) => row.id);
}

const LOAN_TYPE_ORDER = new Map<string, number>(LOAN_TYPES.map((type, index) => [type, index]));

export function isLoanType(value: string): value is LoanType {
  return LOAN_TYPE_ORDER.has(value);
}

/** Sorts products in the order of LOAN_TYPES (the profile's and the cards' order). */
export function byLoanTypeOrder(a: { productType: string }, b: { productType: string }): number {
  return (LOAN_TYPE_ORDER.get(a.productType) ?? 99) - (LOAN_TYPE_ORDER.get(b.productType) ?? 99);
}

/** Numeric columns come back as numbers; NaN or infinity (never expected) become null. */
const num = (value: number | null): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

const text = (value: string | null): string | null => (value?.trim() ? value : null);

export function toPublicLender(row: LenderRow): PublicLender {
  return {
    id: row.id,
    slug: row.slug,
    companyName: row.companyName,
    description: text(row.description),
    // An address stored before the URL rule (issue 27) is not published unless it meets it.
    website: publishableUrl(row.website),
    state: lenderStateText(row.state),
    yearsInBusiness: num(row.yearsInBusiness),
    totalLoansFunded: num(row.totalLoansFunded),
    yearsInBusinessConfirmed: row.yearsInBusinessConfirmed,
    totalLoansFundedConfirmed: row.totalLoansFundedConfirmed,
    averageFundingTime: num(row.averageFundingTime),
    minimumLoanAmount: num(row.minimumLoanAmount),
    maximumLoanAmount: num(row.maximumLoanAmount),
    reviewScore: num(row.reviewScore),
    totalReviews: num(row.totalReviews),
    googleReviewsUrl: publishableUrl(row.googleReviewsUrl),
    verifiedReviewCount: row.verifiedReviewCount,
    verifiedReviewScore: verifiedScore(row.verifiedReviewCount, row.verifiedReviewSum),
    acceptingLeads: row.acceptingLeads,
    verification: publicVerificationOf(row),
    responseTime:
      row.responseAnswered === null
        ? null
        : {
            answered: row.responseAnswered,
            medianMinutes: num(row.responseMedianMinutes),
            p90Minutes: num(row.responseP90Minutes),
            withinDayShare: num(row.responseWithinDayShare),
          },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** `row.productType` must be one of LOAN_TYPES (the loader leaves 'others' out). */
export function toPublicLoanProduct(
  row: ProductRow & { productType: LoanType },
): PublicLoanProduct {
  return {
    id: row.id,
    productType: row.productType,
    collateralTypes: row.collateralTypes,
    assetTypes: row.assetTypes,
    ltvPurchasePriceMax: num(row.ltvPurchasePriceMax),
    maxLtv: num(row.maxLtv),
    maxLtc: num(row.maxLtc),
    maxLtarv: num(row.maxLtarv),
    maxRehabPercentage: num(row.maxRehabPercentage),
    maximumArv: num(row.maximumArv),
    minimumArv: num(row.minimumArv),
    termMinMonths: num(row.termMinMonths),
    termMaxMonths: num(row.termMaxMonths),
    loanAmountMin: num(row.loanAmountMin),
    loanAmountMax: num(row.loanAmountMax),
    minimumFico: num(row.minimumFico),
    minimumExperience: row.minimumExperience,
    hardLimits: toStoredHardLimits(row.hardLimits),
    lowestRate: num(row.lowestRate),
    highestRate: num(row.highestRate),
    processingFee: text(row.processingFee),
    underwritingFee: text(row.underwritingFee),
    originationFee: text(row.originationFee),
    loanDurations: text(row.loanDurations),
    prepaymentPenalty: text(row.prepaymentPenalty),
    fundingTimeline: text(row.fundingTimeline),
    requirements: text(row.requirements),
    otherBorrowerRequirements: text(row.otherBorrowerRequirements),
    lastUpdated: row.lastUpdated,
  };
}
