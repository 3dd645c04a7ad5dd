/**
 * Saved searches (issue 32): CRUD by their owner, someone else's answering 404 like a missing
 * one, the limit of 20 (409), validation (400 with a message per field), and who may call.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SavedSearchDto, SavedSearchList } from "@/domain/contract/saved-searches";
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
} from "@/domain/saved-searches/saved-search-rules";
import { SEARCH_QUERY_MESSAGES } from "@/domain/search/search-filters";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const texasFlips = {
  name: "Texas flips",
  frequency: "daily",
  query: { loanType: "fix_and_flip", location: "tx", loanAmount: "$250,000", sortBy: "rating" },
};

const save = (client: TestClient, payload: unknown) =>
  client.request({ method: "POST", url: "/api/saved-searches", payload: payload as object });
const list = async (client: TestClient) =>
  (await client.get("/api/saved-searches")).json() as SavedSearchList;

describe("a borrower's saved searches", () => {
  test("save keeps the listing's query as the listing reads it, list shows it", async () => {
    const dana = await ctx.signedInClient("saved.crud@example.com");
    const response = await save(dana, texasFlips);
    expect(response.statusCode, response.body).toBe(201);
    const { search } = response.json() as { search: SavedSearchDto };
    expect(search).toMatchObject({
      name: "Texas flips",
      frequency: "daily",
      paused: false,
      query: { loanType: "fix_and_flip", location: "TX", loanAmount: "250000", sortBy: "rating" },
      listingPath: "/fix-and-flip?location=TX&loanAmount=250000&sortBy=rating",
      lastAlertAt: null,
    });
    expect((await list(dana)).items.map((s) => s.id)).toEqual([search.id]);
    expect((await list(dana)).limit).toBe(SAVED_SEARCH_LIMIT);
  });

  test("rename, change frequency, pause, resume and delete", async () => {
    const dana = await ctx.signedInClient("saved.edit@example.com");
    const { search } = (await save(dana, texasFlips)).json() as { search: SavedSearchDto };
    const patch = (payload: object) =>
      dana.request({ method: "PATCH", url: `/api/saved-searches/${search.id}`, payload });
    const renamed = await patch({ name: "  Austin flips  ", frequency: "weekly" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().search).toMatchObject({ name: "Austin flips", frequency: "weekly" });
    expect((await patch({ paused: true })).json().search.paused).toBe(true);
    expect((await patch({ paused: false })).json().search.paused).toBe(false);
    const removed = await dana.request({
      method: "DELETE",
      url: `/api/saved-searches/${search.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(dana)).items).toEqual([]);
  });

  test("another borrower's search answers 404, like a missing one, and stays as it was", async () => {
    const owner = await ctx.signedInClient("saved.owner@example.com");
    const other = await ctx.signedInClient("saved.other@example.com");
    const { search } = (await save(owner, texasFlips)).json() as { search: SavedSearchDto };
    for (const method of ["PATCH", "DELETE"] as const) {
      const response = await other.request({
        method,
        url: `/api/saved-searches/${search.id}`,
        ...(method === "PATCH" ? { payload: { name: "Mine now" } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    }
    expect((await list(other)).items).toEqual([]);
    expect((await list(owner)).items[0]?.name).toBe("Texas flips");
  });

  test(`at most ${SAVED_SEARCH_LIMIT} per borrower: the next answers 409 with a clear message`, async () => {
    const dana = await ctx.signedInClient("saved.limit@example.com");
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i += 1) {
      expect((await save(dana, { ...texasFlips, name: `Search ${i}` })).statusCode).toBe(201);
    }
    const refused = await save(dana, { ...texasFlips, name: "One too many" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SAVED_SEARCH_MESSAGES.limit);
    expect((await list(dana)).items).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  test("invalid fields answer 400 with a message per field", async () => {
    const dana = await ctx.signedInClient("saved.invalid@example.com");
    const response = await save(dana, {
      name: "   ",
      frequency: "hourly",
      query: { loanType: "fix_and_flip", location: "Atlantis", creditScore: "900" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      name: SAVED_SEARCH_MESSAGES.nameRequired,
      frequency: SAVED_SEARCH_MESSAGES.frequency,
      "query.location": SEARCH_QUERY_MESSAGES.location,
      "query.creditScore": SEARCH_QUERY_MESSAGES.creditScore,
    });
    const long = await save(dana, { ...texasFlips, name: "x".repeat(81) });
    expect(long.json().error.fields).toEqual({ name: SAVED_SEARCH_MESSAGES.nameTooLong });
    expect((await list(dana)).items).toEqual([]);
  });

  test("visitors get 401, lender and admin accounts 403", async () => {
    expect((await save(ctx.client(), texasFlips)).statusCode).toBe(401);
    const lender = await ctx.signedInClient("saved.lender@example.com", { userType: "lender" });
    const refused = await save(lender, texasFlips);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SAVED_SEARCH_MESSAGES.borrowersOnly);
  });
});
