/**
 * A search answer's text joined from kept card texts equals the schema's encode stringified,
 * byte for byte: for every loan type and sort, pages and filters, on first use and from the
 * kept texts, and a card whose lender changed is not served its old text.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lenderSearchQuerySchema, lenderSearchResponseSchema } from "@/domain/contract/lenders";
import type { LenderSearchResponse } from "@/domain/lenders/lender-dto";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { PROPERTY_TYPES } from "@/domain/reference/property-types";
import { SORT_VALUES } from "@/domain/search/search-filters";
import { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { DatabaseHandle } from "../../db/client";
import { seedSyntheticLenders } from "../../db/seed/synthetic-lenders";
import { openTestDatabase } from "../../test/test-database";
import { findLenders } from "./find-lenders";
import { searchAnswerJson } from "./search-answer-json";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedSyntheticLenders({ db: handle.db, count: 120, seed: 9 });
});
afterAll(() => handle.close());

const viewer = async () => null;
const reference = (response: LenderSearchResponse) =>
  JSON.stringify(lenderSearchResponseSchema.encode(response));

describe("searchAnswerJson", () => {
  test("equals the schema's encode stringified, first and from kept texts", async () => {
    const cache = new CatalogueCache(handle.db);
    const queries = LOAN_TYPES.flatMap((loanType) =>
      SORT_VALUES.flatMap((sortBy) => [
        { loanType, sortBy },
        { loanType, sortBy, page: "2" },
        { loanType, sortBy, location: "TX", loanAmount: "250000", creditScore: "700" },
        {
          loanType,
          sortBy,
          collateralType: PROPERTY_TYPES[0]?.value,
          fundingTime: "0-14",
          verified: "1",
        },
      ]),
    ).map((query) => lenderSearchQuerySchema.parse(query));
    let items = 0;
    for (let round = 0; round < 2; round++) {
      for (const query of queries) {
        const { response } = await findLenders({ catalogue: cache, query, viewer });
        items += response.items.length;
        expect(searchAnswerJson(response)).toBe(reference(response));
      }
    }
    // The test reads cards, not only empty pages.
    expect(items).toBeGreaterThan(1000);
  });

  test("a card whose lender is another object is not served the kept text", async () => {
    const cache = new CatalogueCache(handle.db);
    const query = lenderSearchQuerySchema.parse({ loanType: "bridge" });
    const { response } = await findLenders({ catalogue: cache, query, viewer });
    searchAnswerJson(response);
    const [first, ...rest] = response.items;
    if (!first) throw new Error("no bridge lenders");
    const renamed: LenderSearchResponse = {
      ...response,
      items: [{ ...first, lender: { ...first.lender, companyName: "Renamed Lending" } }, ...rest],
    };
    const text = searchAnswerJson(renamed);
    expect(text).toBe(reference(renamed));
    expect(text).toContain("Renamed Lending");
  });

  test("an answer the schema rejects is rejected", async () => {
    const cache = new CatalogueCache(handle.db);
    const query = lenderSearchQuerySchema.parse({ loanType: "land" });
    const { response } = await findLenders({ catalogue: cache, query, viewer });
    expect(() => searchAnswerJson({ ...response, page: 1.5 })).toThrow();
    const [first] = response.items;
    if (!first) throw new Error("no land lenders");
    const badMatch = { ...first, match: { ...first.match, score: "high" as unknown as number } };
    expect(() => searchAnswerJson({ ...response, items: [badMatch] })).toThrow();
  });
});
