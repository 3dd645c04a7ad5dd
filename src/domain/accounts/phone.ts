/** Phone validation and display format (spec 5 'Phone', spec 9 limits). */
import { z } from "zod";
import { PHONE_DIGITS } from "../reference/limits";

export const PHONE_MESSAGES = {
  required: "Phone number is required",
  digits: "Phone number must be 10 digits",
  areaCode: "Invalid area code",
  fake: "Please enter a valid phone number",
} as const;

export function phoneDigits(value: string | null | undefined): string {
  return (value ?? "").replace(/\D/g, "");
}

/**
 * The first failed rule's message, or null when valid. Empty input is valid unless required.
 *
 * Ambiguity: the spec lists the area-code rule before the fake-number rule, but 1234567890
 * and 0987654321 start with 1 and 0, so in that order their rule could never fire. We check
 * the fake numbers first so each message can appear; every number is rejected either way.
 */
export function validatePhone(
  value: string | null | undefined,
  options: { required?: boolean } = {},
): string | null {
  const digits = phoneDigits(value);
  if (digits === "") return options.required ? PHONE_MESSAGES.required : null;
  if (digits.length !== PHONE_DIGITS) return PHONE_MESSAGES.digits;
  if (/^(\d)\1+$/.test(digits) || digits === "1234567890" || digits === "0987654321") {
    return PHONE_MESSAGES.fake;
  }
  if (digits.startsWith("0") || digits.startsWith("1")) return PHONE_MESSAGES.areaCode;
  return null;
}

/**
 * Reformat as typed to the display format '(555) 123-4567' (at most 10 digits, so at most
 * 14 characters): '555' → '555', '5551' → '(555) 1', '5551234' → '(555) 123-4'.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = phoneDigits(value).slice(0, PHONE_DIGITS);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

function phoneSchemaOf(required: boolean) {
  return z
    .string()
    .nullish()
    .transform((value, ctx) => {
      const message = validatePhone(value, { required });
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return phoneDigits(value) === "" ? null : formatPhone(value);
    });
}

/** Optional phone: empty → null, otherwise the display format '(555) 123-4567'. */
export const optionalPhoneSchema = phoneSchemaOf(false);

/** Required phone, output in the display format. */
export const requiredPhoneSchema = phoneSchemaOf(true).transform((v) => v ?? "");
