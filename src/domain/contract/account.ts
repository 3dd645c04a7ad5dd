/**
 * Contract of the account routes (/api/me and friends): the zod schemas of every body and
 * response. Server routes use them as their schema; the web takes its types with z.infer.
 */
import { z } from "zod";
import { lenderSignupSchema } from "../accounts/auth-schemas";
import { EXPERIENCE_VALUES } from "../accounts/experience";
import { newPasswordSchema, PASSWORD_MESSAGES } from "../accounts/password";
import { completeProfileSchema, profileEditSchema } from "../accounts/profile-schemas";
import { PASSWORD_MAX_LENGTH } from "../reference/limits";
import { APPROVAL_STATUSES, USER_TYPES } from "../reference/statuses";

export const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string().nullable(),
    phone: z.string().nullable(),
    companyName: z.string().nullable(),
    creditScore: z.number().int().nullable(),
    userType: z.enum(USER_TYPES),
    approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
    experienceYears: z.enum(EXPERIENCE_VALUES).nullable(),
    createdAt: z.string(),
    /**
     * When 'Complete Your Profile' was done (ISO), null until then: home shows that form
     * while it is null, and completing again answers 409.
     */
    completedAt: z.string().nullable(),
  })
  .meta({ id: "Profile" });

export type ProfileDto = z.infer<typeof profileSchema>;

export const meUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  /** Issue 33: the account's sign-in asks for an authenticator's code (two-factor sign-in). */
  twoFactorEnabled: z.boolean(),
});

/** GET /api/me for a signed-in user (a visitor gets `null`: see meAnswerSchema). */
export const meResponseSchema = z
  .object({
    user: meUserSchema,
    profile: profileSchema,
    /** Whether the user can sign in with a password (else magic link only: may add one). */
    hasPassword: z.boolean(),
    /**
     * Anonymous loan requests (same verified email) attached to the account when this session
     * began and not yet acknowledged: the web shows 'Previous Submissions Found' once, then
     * calls POST /api/me/linked-inquiries/ack (spec 4 'Inquiry linking').
     */
    linkedInquiries: z.number().int().min(0),
  })
  .meta({ id: "Me" });

export type Me = z.infer<typeof meResponseSchema>;

/**
 * GET /api/me answers 200 with the signed-in user, or with `null` for a visitor: being signed
 * out is an answer, not an error (no console 401 on every page).
 */
export const meAnswerSchema = meResponseSchema.nullable();

export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** POST /api/me/linked-inquiries/ack: the notice was shown; answers 204 with no body. */
export const linkedInquiriesAckResponseSchema = z.null().describe("No content");

/**
 * PATCH /api/me/profile body: each field of the domain's profile edit, absent = unchanged. The
 * full name, when sent, must not be blank (blanking it used to re-open 'Complete Your Profile').
 */
export const profilePatchBodySchema = z.object({
  fullName: profileEditSchema.shape.fullName.optional(),
  phone: profileEditSchema.shape.phone.optional(),
  experienceYears: profileEditSchema.shape.experienceYears.optional(),
  creditScore: profileEditSchema.shape.creditScore.optional(),
});

export type ProfilePatchBody = z.input<typeof profilePatchBodySchema>;

/** POST /api/me/complete-profile body (the onboarding form's schema). */
export const completeProfileBodySchema = completeProfileSchema;

export type CompleteProfileBody = z.input<typeof completeProfileBodySchema>;

/** PATCH /api/me/profile and POST /api/me/complete-profile answer the saved profile. */
export const profileResponseSchema = z.object({ profile: profileSchema });

export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * POST /api/me/password body: the current password is required when the account has one;
 * a magic-link-only account leaves it out to add a first password.
 */
export const passwordChangeBodySchema = z.object({
  // No stored password is longer: a longer one is refused before it is hashed.
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong).nullish(),
  newPassword: newPasswordSchema,
});

export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** POST /api/me/password: `added` is true when a first password was added, false when changed. */
export const passwordChangeResponseSchema = z.object({ added: z.boolean() });

export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/** POST /api/lender-signup body (the lender sign-up form's schema). */
export const lenderSignupBodySchema = lenderSignupSchema;

export type LenderSignupBody = z.input<typeof lenderSignupBodySchema>;

/** POST /api/lender-signup → 201: the address the verification mail went to. */
export const lenderSignupResponseSchema = z.object({ email: z.string() });

export type LenderSignupResponse = z.infer<typeof lenderSignupResponseSchema>;

/**
 * The account forms posted without JavaScript (POST /auth/form/*, form-encoded): every field a
 * string, all optional, so that whatever a visitor typed is answered by the form's page (the
 * endpoint checks the form's own schema and redirects back with the failure's code) rather
 * than by a JSON error. A field longer than any form keeps is refused outright.
 */
const formField = z.string().max(4096).optional();

export const authFormBodySchema = z.object({
  email: formField,
  password: formField,
  companyName: formField,
  website: formField,
  /** The sign-in form's page: "auth" or "lender-login". */
  from: formField,
  /** /auth's `next` (issue 31): where a sign-in or the mailed link returns; safeNextPath'd. */
  next: formField,
});

export type AuthFormBody = z.input<typeof authFormBodySchema>;
