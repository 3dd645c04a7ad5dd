/** Email validation with the exact messages of spec 5 'Email' and the limits of spec 9. */
import { z } from "zod";
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH } from "../reference/limits";

export const EMAIL_MESSAGES = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  tooLong: "Email address is too long",
  localPartTooLong: "Email address is invalid",
} as const;

const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/**
 * The first failed rule's message for an email, or null when valid. The value is trimmed.
 * Order: required, over 254 characters, pattern (no consecutive dots, no leading or trailing
 * dot, no dot next to the @), local part over 64 characters.
 */
export function validateEmail(value: string | null | undefined): string | null {
  const email = (value ?? "").trim();
  if (email === "") return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  const wellFormed =
    EMAIL_PATTERN.test(email) &&
    !email.includes("..") &&
    !email.startsWith(".") &&
    !email.endsWith(".") &&
    !email.includes(".@") &&
    !email.includes("@.");
  if (!wellFormed) return EMAIL_MESSAGES.invalid;
  const localPart = email.slice(0, email.lastIndexOf("@"));
  if (localPart.length > EMAIL_LOCAL_PART_MAX_LENGTH) return EMAIL_MESSAGES.localPartTooLong;
  return null;
}

export function isValidEmail(value: string | null | undefined): boolean {
  return validateEmail(value) === null;
}

/** A required email; outputs the trimmed address. Null/undefined give 'Email is required'. */
export const emailSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const message = validateEmail(value);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return (value ?? "").trim();
  });
