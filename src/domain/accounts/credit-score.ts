/** Credit score input rules and messages (spec 5 'Credit score', spec 9 limits). */
import { z } from "zod";
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from "../reference/limits";

export const CREDIT_SCORE_MESSAGES = {
  notNumber: "Credit score must be a number",
  range: `Credit score must be between ${CREDIT_SCORE_MIN}-${CREDIT_SCORE_MAX}`,
} as const;

export const CREDIT_SCORE_PLACEHOLDER = `Enter your credit score (${CREDIT_SCORE_MIN}-${CREDIT_SCORE_MAX})`;

function isBlank(input: string | number | null | undefined): boolean {
  return (
    input === null || input === undefined || (typeof input === "string" && input.trim() === "")
  );
}

/**
 * The score as an integer when the input is digits only (or an integer number), else null.
 * A score is sent only when it parses like this (spec 5); '720.5', '7a0' and '' give null.
 */
export function parseCreditScore(input: string | number | null | undefined): number | null {
  if (typeof input === "number") return Number.isInteger(input) ? input : null;
  const text = (input ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The first failed rule's message, or null. The score is optional: empty input is valid. */
export function validateCreditScore(input: string | number | null | undefined): string | null {
  if (isBlank(input)) return null;
  const score = parseCreditScore(input);
  if (score === null) return CREDIT_SCORE_MESSAGES.notNumber;
  if (score < CREDIT_SCORE_MIN || score > CREDIT_SCORE_MAX) return CREDIT_SCORE_MESSAGES.range;
  return null;
}

/** Keep only digits as the user types, at most 3 (the submit form's max length). */
export function sanitizeCreditScoreInput(input: string): string {
  return input.replace(/\D/g, "").slice(0, 3);
}

/** Optional credit score: empty → null, otherwise an integer 300-850. */
export const creditScoreSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value, ctx) => {
    const message = validateCreditScore(value);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parseCreditScore(value);
  });
