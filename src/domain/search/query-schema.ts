/**
 * The listing page / search API query string as a Zod schema: the contract's definition of the
 * search parameters (GET /api/lenders validates with it, its OpenAPI is generated from it). The
 * listing page reads its URL with search-query-reader.ts instead (no Zod in its first
 * download); search-query-reader.test.ts proves the two agree on every field.
 */
import { z } from "zod";
import { parseUsdAmount } from "../loan-requests/loan-amount";
import { CREDIT_SCORE_MAX } from "../reference/limits";
import { DEFAULT_LOAN_TYPE, LOAN_TYPES } from "../reference/loan-types";
import { normalizePropertyType } from "../reference/property-types";
import { isStateCode } from "../reference/us-states";
import {
  DEFAULT_SORT,
  parseFundingTimeRange,
  SEARCH_QUERY_MESSAGES,
  SEARCH_TEXT_MAX_LENGTH,
  SORT_VALUES,
  VERIFIED_VALUES,
} from "./search-filters";

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/**
 * The listing page / search API query string (all values arrive as strings; blank values are
 * treated as absent). Outputs typed filters: location upper-cased, loanAmount parsed from
 * '$250,000' or '250000', collateralType normalised to the canonical property type.
 */
export const searchQuerySchema = z.object({
  loanType: optionalQuery(z.enum(LOAN_TYPES, { error: SEARCH_QUERY_MESSAGES.loanType })).transform(
    (v) => v ?? DEFAULT_LOAN_TYPE,
  ),
  location: optionalQuery(
    z
      .string()
      .max(SEARCH_TEXT_MAX_LENGTH, SEARCH_QUERY_MESSAGES.location)
      .transform((v) => v.trim().toUpperCase())
      .refine(isStateCode, SEARCH_QUERY_MESSAGES.location),
  ),
  loanAmount: optionalQuery(
    z.union([z.string().max(SEARCH_TEXT_MAX_LENGTH), z.number()]).transform((v, ctx) => {
      const amount = parseUsdAmount(v);
      if (amount === null || amount <= 0) {
        ctx.addIssue({ code: "custom", message: SEARCH_QUERY_MESSAGES.loanAmount });
        return z.NEVER;
      }
      return amount;
    }),
  ),
  creditScore: optionalQuery(
    z.coerce
      .number({ error: SEARCH_QUERY_MESSAGES.creditScore })
      .int(SEARCH_QUERY_MESSAGES.creditScore)
      .min(0, SEARCH_QUERY_MESSAGES.creditScore)
      .max(CREDIT_SCORE_MAX, SEARCH_QUERY_MESSAGES.creditScore),
  ),
  collateralType: optionalQuery(
    z
      .string()
      .max(SEARCH_TEXT_MAX_LENGTH, SEARCH_QUERY_MESSAGES.collateralType)
      .transform((v, ctx) => {
        const type = normalizePropertyType(v);
        if (!type) {
          ctx.addIssue({ code: "custom", message: SEARCH_QUERY_MESSAGES.collateralType });
          return z.NEVER;
        }
        return type;
      }),
  ),
  fundingTime: optionalQuery(
    z
      .string()
      .max(SEARCH_TEXT_MAX_LENGTH, SEARCH_QUERY_MESSAGES.fundingTime)
      .refine((v) => parseFundingTimeRange(v) !== null, SEARCH_QUERY_MESSAGES.fundingTime)
      .transform((v) => v.replace(/\s/g, "")),
  ),
  /** Issue 35: 'Verified only' (a checkbox's value, '1'); absent: every lender. */
  verified: optionalQuery(
    z
      .enum(VERIFIED_VALUES, { error: SEARCH_QUERY_MESSAGES.verified })
      .transform(() => true as const),
  ),
  sortBy: optionalQuery(z.enum(SORT_VALUES, { error: SEARCH_QUERY_MESSAGES.sortBy })).transform(
    (v) => v ?? DEFAULT_SORT,
  ),
  page: optionalQuery(
    z.coerce
      .number({ error: SEARCH_QUERY_MESSAGES.page })
      .int(SEARCH_QUERY_MESSAGES.page)
      .min(1, SEARCH_QUERY_MESSAGES.page),
  ).transform((v) => v ?? 1),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;
