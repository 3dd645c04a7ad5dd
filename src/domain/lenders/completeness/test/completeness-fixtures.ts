/** Test fixtures: a lender and a product that score 100% on profile completeness. */
import type { CompletenessLender, CompletenessProduct } from "../profile-completeness";

export function fullLender(overrides: Partial<CompletenessLender> = {}): CompletenessLender {
  return {
    companyName: "Acme Capital",
    description: "We fund investors nationwide.",
    website: "https://acme.example",
    phone: "(555) 123-4567",
    licenseNumber: "NMLS 1",
    ...overrides,
  };
}

export function fullProduct(overrides: Partial<CompletenessProduct> = {}): CompletenessProduct {
  return {
    productType: "fix_and_flip",
    isActive: true,
    lowestRate: 9,
    highestRate: 12,
    loanAmountMin: 50_000,
    loanAmountMax: 2_000_000,
    collateralTypes: ["Condo"],
    lastUpdated: "2025-07-01",
    fundingTimeline: "7-10 days",
    processingFee: "$995",
    underwritingFee: null,
    originationFee: null,
    termMinMonths: 6,
    termMaxMonths: 18,
    loanDurations: null,
    minimumFico: 640,
    assetTypes: ["Residential"],
    otherBorrowerRequirements: "Entity borrowers only",
    ...overrides,
  };
}
