/**
 * Profile form schemas (spec 2 'My Profile' and 'Home' → 'Complete Your Profile', spec 5).
 * Profile edit saves only full_name, phone, experience_years and a numeric credit_score;
 * anything else sent (such as email, which is read-only) is dropped. The full name can be
 * changed but not blanked: it was given when the profile was completed.
 */
import { z } from "zod";
import { optionalTextMax, requiredName } from "../reference/form-fields";
import { COMPANY_NAME_MAX_LENGTH } from "../reference/limits";
import { creditScoreSchema } from "./credit-score";
import { EXPERIENCE_VALUES } from "./experience";
import { optionalPhoneSchema } from "./phone";

export const PROFILE_MESSAGES = {
  fullNameRequired: "Full name is required",
  userTypeRequired: "Please choose Borrower or Lender",
  experience: "Please choose an experience option",
} as const;

const optionalExperience = z
  .preprocess(
    (v) => (v === "" ? null : v),
    z.enum(EXPERIENCE_VALUES, { error: PROFILE_MESSAGES.experience }).nullish(),
  )
  .transform((v) => v ?? null);

export const profileEditSchema = z.object({
  fullName: requiredName(PROFILE_MESSAGES.fullNameRequired),
  phone: optionalPhoneSchema,
  experienceYears: optionalExperience,
  creditScore: creditScoreSchema,
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEdit = z.output<typeof profileEditSchema>;

/**
 * 'Complete Your Profile' on home: full name and role are required (the onboarding gate);
 * the company name is kept only for lenders. Choosing Lender makes the account a lender whose
 * approval is pending (the server sets approval_status).
 */
export const completeProfileSchema = z
  .object({
    fullName: requiredName(PROFILE_MESSAGES.fullNameRequired),
    phone: optionalPhoneSchema,
    creditScore: creditScoreSchema,
    userType: z.enum(["borrower", "lender"], { error: PROFILE_MESSAGES.userTypeRequired }),
    companyName: optionalTextMax(COMPANY_NAME_MAX_LENGTH),
  })
  .transform((v) => ({ ...v, companyName: v.userType === "lender" ? v.companyName : null }));

export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfile = z.output<typeof completeProfileSchema>;

/** Admin approval of a lender sign-up (spec 5 'Admin approval'). */
export const APPROVAL_MESSAGES = { lenderRequired: "Please choose a lender to link" } as const;

export const lenderApprovalSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("existing"),
    lenderId: z
      .string({ error: APPROVAL_MESSAGES.lenderRequired })
      .trim()
      .min(1, APPROVAL_MESSAGES.lenderRequired),
  }),
  z.object({ mode: z.literal("new"), companyName: optionalTextMax(COMPANY_NAME_MAX_LENGTH) }),
]);
