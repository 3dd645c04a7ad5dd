/**
 * The lender create/edit form (spec 2 'Lender create/edit form', spec 3 'Lender' and
 * 'Loan product', spec 4 'Lender form', spec 5 'Lender form'). Used by the lender's own edit
 * tab and by admins; the schema turns raw form values into clean values, and
 * lender-form-submit.ts turns those into database writes.
 *
 * Numbers become a float or null (empty, unparseable or zero → null); texts are trimmed and
 * empty → null. The review score must lie between 0 and 5 (our guard: the match score and
 * stars assume it). Every URL field follows the one URL rule (url.ts); source URLs also take
 * 'Lender provided'.
 */
import { z } from "zod";
import { validateEmail } from "../accounts/email";
import { isExperienceYears } from "../accounts/experience";
import {
  optionalNumber,
  optionalText,
  optionalTextMax,
  requiredText,
  stringList,
} from "../reference/form-fields";
import { COMPANY_NAME_MAX_LENGTH, CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from "../reference/limits";
import { LOAN_TYPES, type LoanType } from "../reference/loan-types";
import { COLLATERAL_TYPES } from "../reference/property-types";
import { optionalSourceUrlSchema, optionalUrlSchema } from "../reference/url";
import {
  DEFAULT_LENDER_TIME_ZONE,
  TIME_ZONE_MESSAGE,
  US_TIME_ZONE_IDS,
} from "../reference/us-time-zones";
import { isLendingCriterion, type LendingCriterion } from "./lending-criteria";
import { SLUG_FORMAT_MESSAGE, SLUG_PATTERN } from "./slug";

export const LENDER_FORM_MESSAGES = {
  companyName: "Company name is required",
  reviewScore: "Review score must be between 0 and 5",
  wholeNumber: "Enter a whole number",
  notNegative: "Enter a number of 0 or more",
  tooLarge: "This number is too large",
  creditScore: `Credit score must be between ${CREDIT_SCORE_MIN}-${CREDIT_SCORE_MAX}`,
  collateral: "Choose collateral types from the list",
  date: "Enter a date as yyyy-mm-dd",
  experience: "Choose an experience level from the list",
  hardLimits: "Choose hard limits from the lending criteria",
} as const;

/** Longest text the form accepts: short fields, and the long ones (description, requirements). */
export const LENDER_TEXT_MAX = 500;
export const LENDER_LONG_TEXT_MAX = 5000;

const shortText = optionalTextMax(LENDER_TEXT_MAX);
const longText = optionalTextMax(LENDER_LONG_TEXT_MAX);

/**
 * A number input within what its column holds: not negative, at most `max`, whole when
 * `whole`. (The database would refuse the rest with an error, not a field message.)
 */
function boundedNumber(max: number, whole = false) {
  return optionalNumber.superRefine((value, ctx) => {
    if (value === null) return;
    if (value < 0) ctx.addIssue({ code: "custom", message: LENDER_FORM_MESSAGES.notNegative });
    else if (value > max) ctx.addIssue({ code: "custom", message: LENDER_FORM_MESSAGES.tooLarge });
    else if (whole && !Number.isInteger(value)) {
      ctx.addIssue({ code: "custom", message: LENDER_FORM_MESSAGES.wholeNumber });
    }
  });
}

/** Dollar amounts (numeric(14,2)), percentages (numeric(7,3)), counts (integer). */
const amount = boundedNumber(999_999_999_999);
const percentage = boundedNumber(9_999);
const count = boundedNumber(2_000_000_000, true);

const creditScore = optionalNumber.refine(
  (v) => v === null || (Number.isInteger(v) && v >= CREDIT_SCORE_MIN && v <= CREDIT_SCORE_MAX),
  LENDER_FORM_MESSAGES.creditScore,
);

const collateralList = stringList.refine(
  (list) => list.every((item) => (COLLATERAL_TYPES as readonly string[]).includes(item)),
  LENDER_FORM_MESSAGES.collateral,
);

/** The borrower's least experience the product takes: blank → null (no minimum). */
const minimumExperience = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return null;
    if (!isExperienceYears(value)) {
      ctx.addIssue({ code: "custom", message: LENDER_FORM_MESSAGES.experience });
      return z.NEVER;
    }
    return value;
  });

/** The criteria the lender makes hard limits (issue 31, lending-criteria.ts). */
const hardLimitList = stringList
  .refine((list) => list.every(isLendingCriterion), LENDER_FORM_MESSAGES.hardLimits)
  .transform((list) => list as LendingCriterion[]);

const dateOnly = optionalText.refine(
  (v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v),
  LENDER_FORM_MESSAGES.date,
);

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
  loanAmountMin: amount,
  loanAmountMax: amount,
  lowestRate: percentage,
  highestRate: percentage,
  termMinMonths: count,
  termMaxMonths: count,
  ltvPurchasePriceMax: percentage,
  maxLtv: percentage,
  maxLtc: percentage,
  maxRehabPercentage: percentage,
  maxLtarv: percentage,
  minimumFico: creditScore,
  minimumExperience,
  hardLimits: hardLimitList,
  minimumArv: amount,
  maximumArv: amount,
  fundingTimeline: shortText,
  loanDurations: shortText,
  processingFee: shortText,
  underwritingFee: shortText,
  originationFee: shortText,
  prepaymentPenalty: shortText,
  requirements: longText,
  otherBorrowerRequirements: longText,
  collateralTypes: collateralList,
  assetTypes: stringList,
  sourceUrl: optionalSourceUrlSchema,
  /** 'yyyy-MM-dd'; set to today for every enabled product on submit. */
  lastUpdated: dateOnly,
});

export type LoanProductFormInput = z.input<typeof loanProductFormSchema>;
export type LoanProductFormValues = z.output<typeof loanProductFormSchema>;

const productsSchema = z
  .partialRecord(z.enum(LOAN_TYPES), loanProductFormSchema)
  .default({})
  .transform((products) => products as Partial<Record<LoanType, LoanProductFormValues>>);

export const lenderFormSchema = z.object({
  companyName: requiredText(LENDER_FORM_MESSAGES.companyName).refine(
    (v) => v.length <= COMPANY_NAME_MAX_LENGTH,
    `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
  ),
  slug: optionalTextMax(200).refine((v) => v === null || SLUG_PATTERN.test(v), SLUG_FORMAT_MESSAGE),
  email: optionalEmail,
  phone: shortText,
  website: optionalUrlSchema,
  description: longText,
  address: shortText,
  zipCode: shortText,
  licenseNumber: shortText,
  yearsInBusiness: count,
  totalLoansFunded: count,
  averageFundingTime: boundedNumber(99_999),
  minimumLoanAmount: amount,
  maximumLoanAmount: amount,
  reviewScore: optionalNumber.refine(
    (v) => v === null || (v >= 0 && v <= 5),
    LENDER_FORM_MESSAGES.reviewScore,
  ),
  totalReviews: count,
  googleReviewsUrl: optionalUrlSchema,
  statesSourceUrl: optionalSourceUrlSchema,
  isActive: z.boolean().default(true),
  acceptingLeads: z.boolean().default(true),
  /** The lender's clock for business time (issue 35); blank or absent → Eastern. */
  timeZone: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || DEFAULT_LENDER_TIME_ZONE)
    .pipe(z.enum(US_TIME_ZONE_IDS, { message: TIME_ZONE_MESSAGE })),
  /** Selected state names or codes. */
  states: stringList,
  preferNotToShare: z.boolean().default(false),
  products: productsSchema,
});

export type LenderFormInput = z.input<typeof lenderFormSchema>;
export type LenderFormValues = z.output<typeof lenderFormSchema>;
