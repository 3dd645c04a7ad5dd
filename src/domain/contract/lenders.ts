/**
 * Contract of the public lender API (GET /api/lenders, GET /api/lenders/{slug}): the query,
 * params and response schemas. The routes use them as their schema (and they feed the OpenAPI
 * description at /api/docs); the DTO types (src/domain/lenders/lender-dto.ts) are their z.infer.
 */
import { z } from "zod";
import { EXPERIENCE_VALUES } from "../accounts/experience";
import { LENDING_CRITERIA } from "../lenders/lending-criteria";
import { LOAN_TYPES } from "../reference/loan-types";
import type { MatchScore } from "../search/match-score";
import { searchQuerySchema } from "../search/query-schema";
import { publicVerificationSchema } from "./lender-verification";

/**
 * GET /api/lenders query string. The schema lives with the listing's filter rules (the web
 * parses its URL with it too); the contract names it for the route.
 */
export const lenderSearchQuerySchema = searchQuerySchema;

const num = z.number().nullable();
const str = z.string().nullable();

/**
 * Issue 35: the lender's response times from answers on LenderLane over the last 90 days
 * (src/domain/lenders/response-times.ts). Pages show them from 5 answered requests.
 */
export const responseTimeSchema = z
  .object({
    answered: z.number().int().describe("Requests answered substantively in the window"),
    medianMinutes: num.describe("Median business minutes to the first substantive answer"),
    p90Minutes: num.describe("90th percentile, business minutes"),
    withinDayShare: num.describe("Share (0-1) of requests answered within 24 business hours"),
  })
  .meta({ id: "ResponseTime" });

export const publicLenderSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    companyName: z.string(),
    description: str,
    website: str,
    state: str.describe("Comma-joined state names, 'Unknown', or null"),
    yearsInBusiness: num,
    totalLoansFunded: num,
    yearsInBusinessConfirmed: z
      .boolean()
      .describe("Confirmed by an admin; false: shown as reported by the lender (issue 27)"),
    totalLoansFundedConfirmed: z
      .boolean()
      .describe("Confirmed by an admin; false: shown as reported by the lender (issue 27)"),
    averageFundingTime: num.describe("Days"),
    minimumLoanAmount: num,
    maximumLoanAmount: num,
    reviewScore: num.describe("Admin-set only (issue 27)"),
    totalReviews: num.describe("Admin-set only (issue 27)"),
    googleReviewsUrl: str.describe("Admin-set only (issue 27)"),
    verifiedReviewCount: z
      .number()
      .int()
      .min(0)
      .describe("Published reviews from deals on LenderLane (issue 35)"),
    verifiedReviewScore: num.describe("Their average stars, one decimal; null without any"),
    acceptingLeads: z.boolean(),
    verification: publicVerificationSchema.describe(
      "Issue 35: 'Verified' since verifiedAt with the checks that passed, until expiresAt; null: not yet verified",
    ),
    responseTime: responseTimeSchema
      .nullable()
      .optional()
      .describe("Null or absent: no figures computed yet (issue 35)"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PublicLender" });

export const publicLoanProductSchema = z
  .object({
    id: z.uuid(),
    productType: z.enum(LOAN_TYPES),
    collateralTypes: z.array(z.string()).nullable(),
    assetTypes: z.array(z.string()).nullable(),
    ltvPurchasePriceMax: num,
    maxLtv: num,
    maxLtc: num,
    maxLtarv: num,
    maxRehabPercentage: num,
    maximumArv: num,
    minimumArv: num,
    termMinMonths: num,
    termMaxMonths: num,
    loanAmountMin: num,
    loanAmountMax: num,
    minimumFico: num,
    minimumExperience: z
      .enum(EXPERIENCE_VALUES)
      .nullable()
      .describe("The borrower's least experience the lender takes (issue 31)"),
    hardLimits: z
      .array(z.enum(LENDING_CRITERIA))
      .nullable()
      .describe("Lending criteria a request must meet to be sent to this lender (issue 31)"),
    lowestRate: num,
    highestRate: num,
    processingFee: str,
    underwritingFee: str,
    originationFee: str,
    loanDurations: str,
    prepaymentPenalty: str,
    fundingTimeline: str,
    requirements: str,
    otherBorrowerRequirements: str,
    lastUpdated: str.describe("yyyy-mm-dd"),
  })
  .meta({ id: "PublicLoanProduct" });

export const matchScoreSchema = z
  .object({
    score: z.number().describe("Out of 5, rounded down to one decimal"),
    shown: z.boolean().describe("Whether the card shows the score (a filter is set)"),
    breakdown: z.array(
      z.object({
        criterion: z.enum(["loanAmount", "creditScore", "state", "propertyType", "reviews"]),
        label: z.string(),
        value: z.number(),
        explanation: z.string(),
      }),
    ),
  })
  // The domain's scorer builds MatchScore values; what it builds is what the schema describes.
  .meta({ id: "MatchScore" }) satisfies z.ZodType<MatchScore>;

export const lenderSearchResponseSchema = z
  .object({
    items: z.array(
      z.object({
        lender: publicLenderSchema,
        product: publicLoanProductSchema.describe("The product of the searched loan type"),
        productTypes: z.array(z.enum(LOAN_TYPES)),
        match: matchScoreSchema,
      }),
    ),
    matchCount: z.number().int().describe("Lenders matching the filters ('Showing X')"),
    totalForType: z.number().int().describe("Active lenders offering the loan type ('of Y')"),
    page: z.number().int(),
    pages: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "LenderSearchResponse" });

export const lenderProfileResponseSchema = z
  .object({
    lender: publicLenderSchema,
    products: z.array(publicLoanProductSchema).describe("Active products, in LOAN_TYPES order"),
  })
  .meta({ id: "LenderProfileResponse" });

/** GET /api/lenders/{slug} params. */
export const lenderSlugParams = z.object({ slug: z.string().min(1).max(200) });

export type PublicLender = z.infer<typeof publicLenderSchema>;
export type PublicLoanProduct = z.infer<typeof publicLoanProductSchema>;
export type LenderSearchResponse = z.infer<typeof lenderSearchResponseSchema>;
export type LenderSearchItem = LenderSearchResponse["items"][number];
export type LenderProfileResponse = z.infer<typeof lenderProfileResponseSchema>;
