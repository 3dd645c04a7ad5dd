/**
 * The lender create/edit form (spec 2 'Lender create/edit form', spec 3 'Lender' and
 * 'Loan product', spec 4 'Lender form', spec 5 'Lender form'). Used by the lender's own edit
 * tab and by admins; the schema turns raw form values into clean values, and
 * lender-form-submit.ts turns those into database writes.
 *
 * Numbers become a float or null (empty, unparseable or zero → null); texts are trimmed and
 * empty → null. The review score must lie between 0 and 5 (our guard: the match score and
 * stars assume it).
 */
import { z } from "zod";
import { validateEmail } from "./email";
import { optionalNumber, optionalText, requiredText, stringList } from "./form-fields";
import { LOAN_TYPES, type LoanType } from "./loan-types";

export const LENDER_FORM_MESSAGES = {
  companyName: "Company name is required",
  reviewScore: "Review score must be between 0 and 5",
} as const;

/** Optional email: blank → null; otherwise the email rules apply. */
const optionalEmail = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? "";
    if (trimmed === "") return null;
    const message = validateEmail(trimmed);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return trimmed;
  });

export const loanProductFormSchema = z.object({
  enabled: z.boolean().default(false),
  loanAmountMin: optionalNumber,
  loanAmountMax: optionalNumber,
  lowestRate: optionalNumber,
  highestRate: optionalNumber,
  termMinMonths: optionalNumber,
  termMaxMonths: optionalNumber,
  ltvPurchasePriceMax: optionalNumber,
  maxLtv: optionalNumber,
  maxLtc: optionalNumber,
  maxRehabPercentage: optionalNumber,
  maxLtarv: optionalNumber,
  minimumFico: optionalNumber,
  minimumArv: optionalNumber,
  maximumArv: optionalNumber,
  fundingTimeline: optionalText,
  loanDurations: optionalText,
  processingFee: optionalText,
  underwritingFee: optionalText,
  originationFee: optionalText,
  prepaymentPenalty: optionalText,
  requirements: optionalText,
  otherBorrowerRequirements: optionalText,
  collateralTypes: stringList,
  assetTypes: stringList,
  sourceUrl: optionalText,
  /** 'yyyy-MM-dd'; set to today for every enabled product on submit. */
  lastUpdated: optionalText,
});

export type LoanProductFormInput = z.input<typeof loanProductFormSchema>;
export type LoanProductFormValues = z.output<typeof loanProductFormSchema>;

const productsSchema = z
  .partialRecord(z.enum(LOAN_TYPES), loanProductFormSchema)
  .default({})
  .transform((products) => products as Partial<Record<LoanType, LoanProductFormValues>>);

export const lenderFormSchema = z.object({
  companyName: requiredText(LENDER_FORM_MESSAGES.companyName),
  slug: optionalText,
  email: optionalEmail,
  phone: optionalText,
  website: optionalText,
  description: optionalText,
  address: optionalText,
  zipCode: optionalText,
  licenseNumber: optionalText,
  yearsInBusiness: optionalNumber,
  totalLoansFunded: optionalNumber,
  averageFundingTime: optionalNumber,
  minimumLoanAmount: optionalNumber,
  maximumLoanAmount: optionalNumber,
  reviewScore: optionalNumber.refine(
    (v) => v === null || (v >= 0 && v <= 5),
    LENDER_FORM_MESSAGES.reviewScore,
  ),
  totalReviews: optionalNumber,
  googleReviewsUrl: optionalText,
  statesSourceUrl: optionalText,
  isActive: z.boolean().default(true),
  acceptingLeads: z.boolean().default(true),
  /** Selected state names or codes. */
  states: stringList,
  preferNotToShare: z.boolean().default(false),
  products: productsSchema,
});

export type LenderFormInput = z.input<typeof lenderFormSchema>;
export type LenderFormValues = z.output<typeof lenderFormSchema>;
