/**
 * Response schemas of the lender API, mirroring the DTO types in src/domain/lender-dto.ts
 * (checked below at compile time) and feeding the OpenAPI description at /api/docs.
 */
import { z } from "zod";
import type {
  LenderProfileResponse,
  LenderSearchResponse,
  PublicLender,
  PublicLoanProduct,
} from "@/domain/lender-dto";
import { LOAN_TYPES } from "@/domain/loan-types";
import type { MatchScore } from "@/domain/match-score";

const num = z.number().nullable();
const str = z.string().nullable();

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
    averageFundingTime: num.describe("Days"),
    minimumLoanAmount: num,
    maximumLoanAmount: num,
    reviewScore: num,
    totalReviews: num,
    googleReviewsUrl: str,
    acceptingLeads: z.boolean(),
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
  .meta({ id: "MatchScore" });

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

export const lenderSlugParams = z.object({ slug: z.string().min(1).max(200) });

// Compile-time proof that the schemas and the domain's DTO types say the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof publicLenderSchema>, PublicLender>,
  Same<z.infer<typeof publicLoanProductSchema>, PublicLoanProduct>,
  Same<z.infer<typeof matchScoreSchema>, MatchScore>,
  Same<z.infer<typeof lenderSearchResponseSchema>, LenderSearchResponse>,
  Same<z.infer<typeof lenderProfileResponseSchema>, LenderProfileResponse>,
] = [true, true, true, true, true];
void sameShapes;
