/**
 * Sign-in and sign-up form schemas (spec 5 'Authentication', 'Lender form' → 'Lender signup';
 * spec 2 'Lender sign-up and login').
 */
import { z } from "zod";
import { requiredTextMax } from "../reference/form-fields";
import { COMPANY_NAME_MAX_LENGTH } from "../reference/limits";
import { optionalUrlSchema } from "../reference/url";
import { emailSchema } from "./email";
import { newPasswordSchema, PASSWORD_MESSAGES } from "./password";

export const COMPANY_NAME_REQUIRED = "Company name is required";

/** Magic link: a non-empty trimmed, valid email. */
export const magicLinkSchema = z.object({ email: emailSchema });

/** Password sign-in: email and password both non-empty (no length rule on sign-in). */
export const passwordSignInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required),
});

/** Borrower password sign-up: email and a password of at least 6 characters. */
export const passwordSignUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});

/**
 * Lender sign-up: company name (at most 120 characters), email and password required; website
 * optional, an http(s) address of at most 2048 characters.
 */
export const lenderSignupSchema = z.object({
  companyName: requiredTextMax(COMPANY_NAME_REQUIRED, COMPANY_NAME_MAX_LENGTH),
  email: emailSchema,
  password: newPasswordSchema,
  website: optionalUrlSchema,
});

export type LenderSignupInput = z.input<typeof lenderSignupSchema>;
export type LenderSignup = z.output<typeof lenderSignupSchema>;

/** Password reset completion: a new password with its confirmation. */
export const resetPasswordSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "New password and confirmation don't match.",
    path: ["confirmPassword"],
  });
