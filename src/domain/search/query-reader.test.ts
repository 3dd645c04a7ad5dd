/**
 * The listing's Zod-free reader must agree with the contract's searchQuerySchema on every
 * input: same values, same invalid parameters. fast-check mixes real values, their boundaries
 * (length 100/101, 0/850/851, page 1 and the safe-integer limit, Number coercions such as
 * '0x10', ' 5 ', '5.0', '1e3', 'Infinity') and arbitrary text, padded and re-cased.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LOAN_TYPES } from "../reference/loan-types";
import { PROPERTY_TYPES } from "../reference/property-types";
import { US_STATES } from "../reference/us-states";
import {
  readSearchParam,
  readSearchQuery,
  SEARCH_QUERY_KEYS,
  type SearchQueryKey,
} from "./query-reader";
import { searchQuerySchema } from "./query-schema";
import { SEARCH_TEXT_MAX_LENGTH, SORT_VALUES } from "./search-filters";

const numberTexts = fc.oneof(
  fc.constantFrom(
    "0",
    "-0",
    "1",
    "-1",
    "599",
    "600",
    "850",
    "851",
    "849.5",
    "5.0",
    "0x10",
    "0b11",
    "1e3",
    "1e21",
    "1e300",
    "Infinity",
    "-Infinity",
    "NaN",
    "9007199254740991",
    "9007199254740992",
    "9007199254740993",
    "$250,000",
    "250,000",
    ".5",
    "5.",
    "-250000",
    "1_000",
  ),
  fc.integer({ min: -1000, max: 2000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }).map(String),
);

const realValues = fc.constantFrom(
  ...LOAN_TYPES,
  ...SORT_VALUES,
  ...US_STATES.map((s) => s.code),
  ...PROPERTY_TYPES.flatMap((p) => [p.value, p.label, p.searchLabel]),
  "0-14",
  "7 - 30",
  "30-7",
  "0-0",
  "1.5-2",
  "a-b",
  "ZZ",
  "Castle",
);

/**
 * Valid values padded to around the schema's length limit (SEARCH_TEXT_MAX_LENGTH): spaces
 * for words, leading zeros for numbers, so only the length decides.
 */
const longTexts = fc
  .tuple(
    fc.integer({ min: SEARCH_TEXT_MAX_LENGTH - 2, max: SEARCH_TEXT_MAX_LENGTH + 2 }),
    fc.constantFrom(" tx", " Condo", " 0-14", "0250000", "$0250,000", "0700", "03"),
  )
  .map(([length, value]) => value[0]?.repeat(Math.max(0, length - value.length)) + value);

/** A text as it may arrive in a URL: padded with spaces or tabs, re-cased, or blank. */
const paramText = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: realValues },
      { weight: 3, arbitrary: numberTexts },
      { weight: 1, arbitrary: longTexts },
      { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
      { weight: 1, arbitrary: fc.constantFrom("", " ", "\t", "\n ") },
    ),
    fc.constantFrom("", " ", "\t"),
    fc.constantFrom("", " ", "\n"),
    fc.constantFrom("as-is", "upper", "lower"),
  )
  .map(([text, before, after, casing]) => {
    const cased =
      casing === "upper" ? text.toUpperCase() : casing === "lower" ? text.toLowerCase() : text;
    return `${before}${cased}${after}`;
  });

const shape = searchQuerySchema.shape as Record<
  SearchQueryKey,
  { safeParse(value: unknown): { success: boolean; data?: unknown } }
>;

describe("readSearchParam agrees with searchQuerySchema", () => {
  test.each(SEARCH_QUERY_KEYS)("%s: same verdict and same value", (key) => {
    fc.assert(
      fc.property(paramText, (text) => {
        const schema = shape[key].safeParse(text);
        const reading = readSearchParam(key, text);
        expect(reading.ok).toBe(schema.success);
        if (reading.ok && text.trim() !== "") expect(reading.value).toEqual(schema.data);
      }),
      { numRuns: 2000 },
    );
  });

  test("its arbitraries reach both verdicts for every field (the test cannot pass vacuously)", () => {
    for (const key of SEARCH_QUERY_KEYS) {
      const samples = fc.sample(paramText, { numRuns: 3000, seed: 42 });
      const verdicts = new Set(
        samples.filter((t) => t.trim() !== "").map((t) => readSearchParam(key, t).ok),
      );
      expect(verdicts, key).toEqual(new Set([true, false]));
    }
  });
});

describe("readSearchQuery", () => {
  const rawQuery = fc.record(
    Object.fromEntries(SEARCH_QUERY_KEYS.map((k) => [k, paramText])) as Record<
      SearchQueryKey,
      fc.Arbitrary<string>
    >,
    { requiredKeys: [] },
  );

  test("is the schema's output once the parameters the schema rejects are left out", () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const { query, invalid } = readSearchQuery(raw);
        const rejected = SEARCH_QUERY_KEYS.filter(
          (k) => raw[k] !== undefined && !shape[k].safeParse(raw[k]).success,
        );
        expect(invalid).toEqual(rejected);
        const kept = Object.fromEntries(
          Object.entries(raw).filter(([k]) => !rejected.includes(k as SearchQueryKey)),
        );
        expect(query).toEqual(searchQuerySchema.parse(kept));
        expect(searchQuerySchema.safeParse(raw).success).toBe(rejected.length === 0);
      }),
      { numRuns: 1000 },
    );
  });

  test("gives the schema's defaults for an empty query", () => {
    expect(readSearchQuery({})).toEqual({ query: searchQuerySchema.parse({}), invalid: [] });
  });
});
