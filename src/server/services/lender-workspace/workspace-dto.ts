/** The lender's own record and products as the workspace contract sends them. */
import type { WorkspaceLender, WorkspaceProduct } from "@/domain/contract/lender-workspace";
import { toStoredHardLimits } from "@/domain/lenders/lending-criteria";
import { publicVerificationOf } from "@/domain/lenders/verification/public-verification";
import { lenderStateText } from "@/domain/reference/us-states";
import { lenderTimeZone } from "@/domain/reference/us-time-zones";
import { verifiedScore } from "@/domain/reviews/review-rules";
import type { lenders, loanProducts } from "../../db/schema";

type LenderRow = typeof lenders.$inferSelect;
type ProductRow = typeof loanProducts.$inferSelect;

export function toWorkspaceLender(row: LenderRow): WorkspaceLender {
  return {
    id: row.id,
    slug: row.slug,
    companyName: row.companyName,
    description: row.description,
    website: row.website,
    state: lenderStateText(row.state),
    stateList: row.state,
    yearsInBusiness: row.yearsInBusiness,
    totalLoansFunded: row.totalLoansFunded,
    yearsInBusinessConfirmed: row.yearsInBusinessConfirmed,
    totalLoansFundedConfirmed: row.totalLoansFundedConfirmed,
    averageFundingTime: row.averageFundingTime,
    minimumLoanAmount: row.minimumLoanAmount,
    maximumLoanAmount: row.maximumLoanAmount,
    reviewScore: row.reviewScore,
    totalReviews: row.totalReviews,
    googleReviewsUrl: row.googleReviewsUrl,
    verifiedReviewCount: row.verifiedReviewCount,
    verifiedReviewScore: verifiedScore(row.verifiedReviewCount, row.verifiedReviewSum),
    acceptingLeads: row.acceptingLeads,
    verification: publicVerificationOf(row),
    email: row.email,
    phone: row.phone,
    address: row.address,
    zipCode: row.zipCode,
    licenseNumber: row.licenseNumber,
    statesSourceUrl: row.statesSourceUrl,
    isActive: row.isActive,
    timeZone: lenderTimeZone(row.timeZone),
    pendingCompanyName: row.pendingCompanyName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toWorkspaceProduct(row: ProductRow): WorkspaceProduct {
  return {
    id: row.id,
    productType: row.productType,
    isActive: row.isActive,
    collateralTypes: row.collateralTypes,
    assetTypes: row.assetTypes,
    ltvPurchasePriceMax: row.ltvPurchasePriceMax,
    maxLtv: row.maxLtv,
    maxLtc: row.maxLtc,
    maxLtarv: row.maxLtarv,
    maxRehabPercentage: row.maxRehabPercentage,
    maximumArv: row.maximumArv,
    minimumArv: row.minimumArv,
    termMinMonths: row.termMinMonths,
    termMaxMonths: row.termMaxMonths,
    loanAmountMin: row.loanAmountMin,
    loanAmountMax: row.loanAmountMax,
    minimumFico: row.minimumFico,
    minimumExperience: row.minimumExperience,
    hardLimits: toStoredHardLimits(row.hardLimits),
    lowestRate: row.lowestRate,
    highestRate: row.highestRate,
    processingFee: row.processingFee,
    underwritingFee: row.underwritingFee,
    originationFee: row.originationFee,
    loanDurations: row.loanDurations,
    prepaymentPenalty: row.prepaymentPenalty,
    fundingTimeline: row.fundingTimeline,
    requirements: row.requirements,
    otherBorrowerRequirements: row.otherBorrowerRequirements,
    sourceUrl: row.sourceUrl,
    lastUpdated: row.lastUpdated,
  };
}
