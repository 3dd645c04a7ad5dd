/**
 * Reusable zod field schemas for the forms (spec 3 'Numeric fields are sent as numbers, or
 * null when empty or zero. Text fields are null when empty.', spec 5 names max 50).
 */
import { z } from "zod";
import { NAME_MAX_LENGTH } from "./limits";
import { isLoanType } from "./loan-types";
import { normalizePropertyType } from "./property-types";
import { isStateCode, stateCodeOfName } from "./us-states";

/** The field message for a text longer than `max` characters. */
export function tooLongMessage(max: number): string {
  return `Must be ${max} characters or less`;
}

export const NAME_TOO_LONG_MESSAGE = tooLongMessage(NAME_MAX_LENGTH);

/** Trimmed text; blank, null and undefined become null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => {
    const trimmed = v?.trim() ?? "";
    return trimmed === "" ? null : trimmed;
  });

/** Trimmed text that must be non-blank, with the given message. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((v, ctx) => {
      const trimmed = v?.trim() ?? "";
      if (trimmed === "") {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return trimmed;
    });
}

/** Optional trimmed text of at most `max` characters; blank → null. */
export function optionalTextMax(max: number) {
  return optionalText.refine((v) => v === null || v.length <= max, tooLongMessage(max));
}

/** Required trimmed text of at most `max` characters. */
export function requiredTextMax(message: string, max: number) {
  return requiredText(message).refine((v) => v.length <= max, tooLongMessage(max));
}

/** A required name of at most 50 characters (after trimming). */
export function requiredName(message: string) {
  return requiredText(message).refine((v) => v.length <= NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE);
}

/** An optional name of at most 50 characters; blank → null. */
export const optionalName = optionalText.refine(
  (v) => v === null || v.length <= NAME_MAX_LENGTH,
  NAME_TOO_LONG_MESSAGE,
);

/**
 * A number input: a number, or text parsed as a float after removing '$', ',' and '%';
 * empty, unparseable and zero become null (spec 3 and 5 'Number inputs parse to a float or
 * null').
 */
export function parseFormNumber(value: unknown): number | null {
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string") n = Number.parseFloat(value.replace(/[$,%\s]/g, ""));
  else return null;
  return Number.isFinite(n) && n !== 0 ? n : null;
}

export const optionalNumber = z.unknown().optional().transform(parseFormNumber);

/** Longest item and most items of a list field (states, asset types; not in the spec). */
export const LIST_ITEM_MAX_LENGTH = 200;
export const LIST_MAX_ITEMS = 100;

/**
 * A list of strings, trimmed, without blanks and duplicates; null/undefined → []. At most
 * LIST_MAX_ITEMS items of LIST_ITEM_MAX_LENGTH characters (50 states, a dozen asset types).
 */
export const stringList = z
  .array(z.string().max(LIST_ITEM_MAX_LENGTH, tooLongMessage(LIST_ITEM_MAX_LENGTH)))
  .max(LIST_MAX_ITEMS, `Choose at most ${LIST_MAX_ITEMS}`)
  .nullish()
  .transform((list) => [...new Set((list ?? []).map((s) => s.trim()).filter((s) => s !== ""))]);

/** A required loan type, with the given message when missing or unknown. */
export function loanTypeField(message: string) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (!isLoanType(v)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return v;
    });
}

/** A required property type in any wording, output canonical. */
export function propertyTypeField(message: string) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const type = typeof v === "string" ? normalizePropertyType(v) : undefined;
      if (!type) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return type;
    });
}

/** A required US state as code or name, output as the two-letter code. */
export function stateField(message: string) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const text = typeof v === "string" ? v.trim() : "";
      const code = isStateCode(text.toUpperCase()) ? text.toUpperCase() : stateCodeOfName(text);
      if (!code) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return code;
    });
}
