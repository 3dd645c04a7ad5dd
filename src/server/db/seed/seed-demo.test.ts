import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { lenderStateText, parseLenderStates, UNKNOWN_STATE } from "@/domain/reference/us-states";
import { createTestContext, type TestContext } from "../../test/test-app";
import { createTestAuth } from "../../test/test-auth";
import { daysBefore, isoDate } from "../factories";
import {
  adminAudit,
  lenderReviews,
  lenders,
  loanOffers,
  loanProducts,
  submissionPipelines,
  users,
} from "../schema";
import { isDatabaseEmpty, seedDemoData } from "./seed-demo";

const NOW = new Date("2025-07-15T12:00:00Z");
let ctx: TestContext;
let allLenders: (typeof lenders.$inferSelect)[];
let allProducts: (typeof loanProducts.$inferSelect)[];
let result: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await isDatabaseEmpty(ctx.db)).toBe(true);
  result = await seedDemoData({
    db: ctx.db,
    auth: createTestAuth(ctx.db),
    withAccounts: true,
    now: NOW,
  });
  allLenders = await ctx.db.select().from(lenders);
  allProducts = await ctx.db.select().from(loanProducts);
});
afterAll(() => ctx.close());

describe("demo catalogue", () => {
  test("reports what it wrote, and the database is no longer empty", async () => {
    expect(result).toEqual({
      lenders: allLenders.length,
      products: allProducts.length,
      accounts: 7,
    });
    expect(await isDatabaseEmpty(ctx.db)).toBe(false);
  });

  test("at least 60 invented lenders over at least 30 states, all six product types", () => {
    expect(allLenders.length).toBeGreaterThanOrEqual(60);
    const states = new Set(allLenders.flatMap((lender) => parseLenderStates(lender.state)));
    expect(states.size).toBeGreaterThanOrEqual(30);
    // Regional lenders alone (national ones aside) still cover at least 30 states.
    const regional = allLenders.filter((lender) => parseLenderStates(lender.state).length < 10);
    expect(new Set(regional.flatMap((l) => parseLenderStates(l.state))).size).toBeGreaterThan(30);
    expect(new Set(allProducts.map((product) => product.productType))).toEqual(new Set(LOAN_TYPES));
    expect(allLenders.some((lender) => parseLenderStates(lender.state).length >= 40)).toBe(true);
  });

  test("slugs are unique and well-formed; contacts use example.com", () => {
    const slugs = allLenders.map((lender) => lender.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(allLenders.map((l) => l.companyName)).size).toBe(allLenders.length);
    for (const lender of allLenders) {
      expect(lender.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (lender.website) expect(lender.website).toMatch(/^https:\/\/[a-z0-9]+\.example\.com$/);
      if (lender.email) expect(lender.email).toMatch(/@([a-z0-9]+\.)?example\.com$/);
    }
  });

  test("inactive, not-accepting, 'Unknown'-state, stateless and sparse lenders exist", () => {
    expect(allLenders.filter((l) => !l.isActive).length).toBeGreaterThanOrEqual(2);
    expect(allLenders.filter((l) => !l.acceptingLeads).length).toBeGreaterThanOrEqual(2);
    expect(
      allLenders.filter((l) => lenderStateText(l.state) === UNKNOWN_STATE).length,
    ).toBeGreaterThanOrEqual(3);
    expect(allLenders.some((l) => l.state === null)).toBe(true);
    expect(allLenders.filter((l) => l.description === null).length).toBeGreaterThanOrEqual(3);
    expect(allLenders.some((l) => l.reviewScore === null)).toBe(true);
    expect(allLenders.some((l) => l.averageFundingTime === null)).toBe(true);
  });

  test("issue 27's states: confirmed and 'reported by the lender' track records, a pending name", () => {
    const withYears = allLenders.filter((l) => l.yearsInBusiness !== null);
    expect(withYears.some((l) => l.yearsInBusinessConfirmed)).toBe(true);
    expect(withYears.some((l) => !l.yearsInBusinessConfirmed)).toBe(true);
    expect(
      allLenders.filter((l) => l.pendingCompanyName !== null).map((l) => l.companyName),
    ).toEqual(["Bluewater Bridge Lending"]);
    const names = new Set(allLenders.map((l) => l.companyName.trim().toLowerCase()));
    expect(names.size).toBe(allLenders.length);
  });

  test("figures are realistic and varied", () => {
    for (const lender of allLenders) {
      if (lender.reviewScore !== null) expect(lender.reviewScore).toBeGreaterThanOrEqual(3.2);
      if (lender.reviewScore !== null) expect(lender.reviewScore).toBeLessThanOrEqual(5);
      if (lender.averageFundingTime !== null) {
        expect(lender.averageFundingTime).toBeGreaterThanOrEqual(5);
        expect(lender.averageFundingTime).toBeLessThanOrEqual(45);
      }
      if (lender.description) expect(lender.description.split(/\.\s/).length).toBeLessThan(5);
    }
    for (const product of allProducts) {
      if (product.minimumFico !== null) expect(product.minimumFico).toBeGreaterThanOrEqual(580);
      if (product.minimumFico !== null) expect(product.minimumFico).toBeLessThanOrEqual(720);
      expect(product.lowestRate).toBeGreaterThanOrEqual(6.5);
      expect(product.highestRate ?? 0).toBeLessThanOrEqual(14);
    }
    const rental = allProducts.filter((p) => p.productType === "rental_property");
    for (const p of rental) expect(p.highestRate ?? p.lowestRate ?? 0).toBeLessThanOrEqual(9);
    expect(new Set(allProducts.map((p) => p.lowestRate)).size).toBeGreaterThan(10);
    expect(new Set(allProducts.map((p) => p.originationFee)).size).toBeGreaterThan(4);
    expect(allProducts.some((p) => p.collateralTypes?.includes("Unknown"))).toBe(true);
    expect(allProducts.some((p) => p.collateralTypes?.length === 0)).toBe(true);
    expect(allProducts.some((p) => p.collateralTypes === null)).toBe(true);
  });

  test("product data is fresh, 31-60 days old and older than 60 days", () => {
    const fresh = isoDate(daysBefore(NOW, 30));
    const partial = isoDate(daysBefore(NOW, 60));
    const dates = allProducts.map((p) => p.lastUpdated).filter((d): d is string => d !== null);
    expect(dates.filter((d) => d >= fresh).length).toBeGreaterThan(10);
    expect(dates.filter((d) => d < fresh && d >= partial).length).toBeGreaterThan(10);
    expect(dates.filter((d) => d < partial).length).toBeGreaterThan(10);
    expect(dates.every((d) => d <= isoDate(NOW))).toBe(true);
  });

  test("the same date gives the same catalogue", async () => {
    const { buildDemoCatalogue } = await import("./catalogue");
    const strip = (rows: ReturnType<typeof buildDemoCatalogue>) =>
      rows.map((row) => ({ ...row.lender, products: row.products("x") }));
    expect(strip(buildDemoCatalogue(NOW))).toEqual(strip(buildDemoCatalogue(NOW)));
  });

  test("the approved lender's company is linked to its account", async () => {
    const [cedar] = await ctx.db
      .select()
      .from(lenders)
      .where(eq(lenders.slug, "cedar-ridge-capital"));
    expect(cedar?.userId).toBeTruthy();
    expect(cedar?.email).toBe("lender@example.com");
    const linked = await ctx.db.select().from(lenders).where(isNotNull(lenders.userId));
    // And the second approved demo lender (issue 15's competing offers) to its own.
    expect(linked.map((lender) => lender.slug).sort()).toEqual([
      "cedar-ridge-capital",
      "stonefield-national-lending",
    ]);
  });

  test("issue 32: a complete term sheet and a re-trade waiting for the borrower", async () => {
    const offers = await ctx.db.select().from(loanOffers).orderBy(loanOffers.createdAt);
    const full = offers.find((o) => o.rehabHoldback > 0);
    expect(full).toMatchObject({ processingFee: 750, underwritingFee: 995, drawCount: 4 });
    expect(full?.minimumInterestMonths).toBeGreaterThan(0);
    const retrade = offers.find((o) => o.retrade);
    const before = offers.find((o) => o.id === retrade?.supersedesId);
    expect(retrade?.state).toBe("sent");
    expect(before?.state).toBe("superseded");
    expect(before?.acceptedAt).not.toBeNull();
  });

  test("issue 31: the demo lender's requests sit at several pipeline stages, with notes", async () => {
    const rows = await ctx.db
      .select({ stage: submissionPipelines.stage, notes: submissionPipelines.notes })
      .from(submissionPipelines)
      .innerJoin(lenders, eq(lenders.id, submissionPipelines.lenderId));
    expect(new Set(rows.map((row) => row.stage)).size).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => row.notes)).toBe(true);
  });

  test("the audit log has the admin's decisions and the lender's own edit, after each account existed", async () => {
    const entries = await ctx.db.select().from(adminAudit).orderBy(adminAudit.at);
    expect(entries.map((e) => [e.action, e.targetLabel, e.actorEmail])).toEqual([
      ["user.approve", "lender@example.com", "admin@example.com"],
      ["user.approve", "second.lender@example.com", "admin@example.com"],
      ["user.reject", "rejected.lender@example.com", "admin@example.com"],
      ["lender.self_update", "Cedar Ridge Capital", "lender@example.com"],
    ]);
    for (const entry of entries) {
      expect(entry.actorName).toBeTruthy();
      expect(entry.at.getTime()).toBeLessThan(NOW.getTime());
      if (entry.targetType === "user") {
        const [target] = await ctx.db.select().from(users).where(eq(users.id, entry.targetId));
        expect(target?.email).toBe(entry.targetLabel);
        expect(entry.at.getTime()).toBeGreaterThan(target?.createdAt.getTime() ?? Infinity);
      }
    }
    // The lender's edit ends at the description the catalogue has now.
    const [cedar] = await ctx.db
      .select()
      .from(lenders)
      .where(eq(lenders.slug, "cedar-ridge-capital"));
    const edit = entries.at(-1)?.details as { changes: { newValue: unknown }[] };
    expect(edit.changes[0]?.newValue).toBe(cedar?.description);
  });
});

describe("demo reviews (issue 35)", () => {
  test("published reviews with replies on demo lenders, counters to match, one pending", async () => {
    const rows = await ctx.db.select().from(lenderReviews);
    const published = rows.filter((r) => r.status === "published");
    expect(published.length).toBe(3);
    expect(published.filter((r) => r.reply !== null).length).toBe(2);
    expect(rows.filter((r) => r.status === "pending").length).toBe(1);
    const [cedar] = await ctx.db
      .select()
      .from(lenders)
      .where(eq(lenders.slug, "cedar-ridge-capital"));
    // Maya's 5 and Daniel's 4.
    expect(cedar).toMatchObject({ verifiedReviewCount: 2, verifiedReviewSum: 9 });
    for (const review of published) {
      expect(review.publishedAt?.getTime()).toBeLessThan(NOW.getTime());
    }
  });
});
