/**
 * Issue 27 item 2: ratings and track record are not the lender's to set. A lender's self-edit
 * cannot change its review figures or slug; a new company name waits for an admin; names and
 * slugs stay unique on every path; a confirmed figure changed by the lender is confirmed no
 * more; the page's JSON-LD and the dashboard's first-lender choice use only admin-set figures.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import { insertLender, insertLoanProduct } from "../../db/factories";
import { adminAudit, lenderHistory, lenders, loanProducts } from "../../db/schema";
import { adminClient, send } from "../../test/admin-api";
import { workspaceApi } from "../../test/lender-workspace-api";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeWebBuild() });
  ({ client: admin } = await adminClient(ctx, "trust.admin@example.com"));
});
afterAll(() => ctx.close());

const { lenderAccount, put, formOf } = workspaceApi(() => ctx);
const stored = async (id: string) => {
  const [row] = await ctx.db.select().from(lenders).where(eq(lenders.id, id));
  if (!row) throw new Error(`No lender ${id}`);
  return row;
};
const publicProfile = async (slug: string) =>
  (await ctx.client().get(`/api/lenders/${slug}`)).json().lender;
const decide = (id: string, decision: "approve" | "reject") =>
  send(admin, "POST", `${ADMIN_API.lenders}/${id}/pending-name`, { decision });

/** A lender account whose record has the given admin-set figures. */
async function lenderWith(email: string, columns: Partial<typeof lenders.$inferInsert> = {}) {
  const me = await lenderAccount(email);
  const lender = me.lender ?? (undefined as never);
  await ctx.db.update(lenders).set(columns).where(eq(lenders.id, lender.id));
  return { ...me, lender: await stored(lender.id) };
}

describe("a lender's self-edit", () => {
  test("cannot change its review score, review count, review URL or slug", async () => {
    const me = await lenderWith("trust.rating@example.com", {
      reviewScore: 3.1,
      totalReviews: 14,
      googleReviewsUrl: "https://g.example.com/real",
    });
    const response = await put(me.client, me.lender.id, {
      ...(await formOf(me.lender.id, me.lender)),
      reviewScore: "5",
      totalReviews: "2000000000",
      googleReviewsUrl: "https://fake.example.com/reviews",
      slug: "someone-else",
      description: "Changed along with the rating.",
      productsChanged: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lender).toMatchObject({
      reviewScore: 3.1,
      totalReviews: 14,
      googleReviewsUrl: "https://g.example.com/real",
      slug: me.lender.slug,
      description: "Changed along with the rating.",
    });
    expect(await stored(me.lender.id)).toMatchObject({
      reviewScore: 3.1,
      totalReviews: 14,
      googleReviewsUrl: "https://g.example.com/real",
      slug: me.lender.slug,
    });
    const fields = (
      await ctx.db.select().from(lenderHistory).where(eq(lenderHistory.lenderId, me.lender.id))
    ).map((row) => row.fieldName);
    expect(fields).toContain("description");
    expect(fields).not.toContain("review_score");
    expect(fields).not.toContain("total_reviews");
    expect(fields).not.toContain("google_reviews_url");
    expect(fields).not.toContain("slug");
  });

  test("a confirmed figure changed by the lender is no longer confirmed; an unchanged one stays", async () => {
    const me = await lenderWith("trust.confirmed@example.com", {
      yearsInBusiness: 8,
      totalLoansFunded: 450,
    });
    for (const field of ["years_in_business_confirmed", "total_loans_funded_confirmed"]) {
      const confirmed = await send(admin, "PATCH", `${ADMIN_API.lenders}/${me.lender.id}/field`, {
        field,
        value: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    expect(await publicProfile(me.lender.slug)).toMatchObject({
      yearsInBusinessConfirmed: true,
      totalLoansFundedConfirmed: true,
    });

    const form = await formOf(me.lender.id, await stored(me.lender.id));
    const same = await put(me.client, me.lender.id, { ...form, productsChanged: false });
    expect(same.statusCode, same.body).toBe(200);
    expect(await stored(me.lender.id)).toMatchObject({
      yearsInBusinessConfirmed: true,
      totalLoansFundedConfirmed: true,
    });

    const changed = await put(me.client, me.lender.id, {
      ...form,
      yearsInBusiness: "30",
      productsChanged: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stored(me.lender.id)).toMatchObject({
      yearsInBusiness: 30,
      yearsInBusinessConfirmed: false,
      totalLoansFunded: 450,
      totalLoansFundedConfirmed: true,
    });
    expect(await publicProfile(me.lender.slug)).toMatchObject({
      yearsInBusiness: 30,
      yearsInBusinessConfirmed: false,
      totalLoansFundedConfirmed: true,
    });
    const [history] = await ctx.db
      .select()
      .from(lenderHistory)
      .where(
        and(
          eq(lenderHistory.lenderId, me.lender.id),
          eq(lenderHistory.fieldName, "years_in_business_confirmed"),
          eq(lenderHistory.changedBy, me.userId),
        ),
      );
    expect(history).toMatchObject({ oldValue: "true", newValue: "false" });
  });
});

describe("a company-name change by a lender", () => {
  test("waits for an admin: the old name stays public until approval, which is audited", async () => {
    const me = await lenderWith("trust.rename@example.com", { companyName: "Old Oak Lending" });
    const form = await formOf(me.lender.id, me.lender);
    const response = await put(me.client, me.lender.id, {
      ...form,
      companyName: "  New Oak Capital ",
      productsChanged: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lender).toMatchObject({
      companyName: "Old Oak Lending",
      pendingCompanyName: "New Oak Capital",
      slug: me.lender.slug,
    });
    expect((await publicProfile(me.lender.slug)).companyName).toBe("Old Oak Lending");
    const [requested] = await ctx.db
      .select()
      .from(lenderHistory)
      .where(
        and(
          eq(lenderHistory.lenderId, me.lender.id),
          eq(lenderHistory.fieldName, "pending_company_name"),
        ),
      );
    expect(requested).toMatchObject({ newValue: "New Oak Capital", changedBy: me.userId });

    // Saving the form again (which carries the asked-for name) keeps the request waiting.
    const again = await put(me.client, me.lender.id, {
      ...(await formOf(me.lender.id, { ...me.lender, companyName: "New Oak Capital" })),
      productsChanged: false,
    });
    expect(again.json().lender.pendingCompanyName).toBe("New Oak Capital");

    const listed = (await admin.get(`${ADMIN_API.lenders}?q=old%20oak`)).json();
    expect(listed.items[0]).toMatchObject({ pendingCompanyName: "New Oak Capital" });

    const approved = await decide(me.lender.id, "approve");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().lender).toMatchObject({
      companyName: "New Oak Capital",
      pendingCompanyName: null,
      slug: me.lender.slug,
    });
    expect((await publicProfile(me.lender.slug)).companyName).toBe("New Oak Capital");
    const audit = await ctx.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, me.lender.id));
    // The lender's own saves are audited too (issue 28); the admin's decision once.
    expect(
      audit
        .filter((row) => row.action !== "lender.self_update")
        .map((row) => [row.action, row.details]),
    ).toEqual([
      ["lender.name_approve", { oldName: "Old Oak Lending", requestedName: "New Oak Capital" }],
    ]);
    // Nothing waits any more.
    expect((await decide(me.lender.id, "approve")).json().error.code).toBe("conflict");
  });

  test("rejected: the name stays, the request is gone, the rejection is audited", async () => {
    const me = await lenderWith("trust.reject@example.com", { companyName: "Birch Lending" });
    await put(me.client, me.lender.id, {
      ...(await formOf(me.lender.id, me.lender)),
      companyName: "Birch Lending Best Rated",
      productsChanged: false,
    });
    const rejected = await decide(me.lender.id, "reject");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await stored(me.lender.id)).toMatchObject({
      companyName: "Birch Lending",
      pendingCompanyName: null,
    });
    const audit = await ctx.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, me.lender.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "lender.name_reject",
      "lender.self_update",
    ]);
  });
});

describe("two lenders never share a name or slug", () => {
  const conflict = (response: { statusCode: number; json(): unknown }, code: string) => {
    expect(response.statusCode).toBe(409);
    expect((response.json() as { error: { code: string } }).error.code).toBe(code);
  };

  test("a lender asking for another lender's name (any case, spaces) gets 409", async () => {
    await insertLender(ctx.db, { companyName: "Granite Peak Funding" });
    const me = await lenderWith("trust.dupe@example.com", { companyName: "Small Dupe Lending" });
    const response = await put(me.client, me.lender.id, {
      ...(await formOf(me.lender.id, me.lender)),
      companyName: "  granite PEAK funding ",
      productsChanged: false,
    });
    conflict(response, "lender_name_taken");
    expect(response.json().error).toMatchObject({
      message: "Another lender already has this company name",
      fields: { companyName: "Another lender already has this company name" },
    });
    expect(await stored(me.lender.id)).toMatchObject({
      companyName: "Small Dupe Lending",
      pendingCompanyName: null,
    });
  });

  test("an admin cannot create, rename or re-slug a lender onto another's name or slug", async () => {
    const taken = await insertLender(ctx.db, { companyName: "Harbor Light Capital" });
    const other = await insertLender(ctx.db, { companyName: "Quiet Cove Lending" });

    const created = await send(admin, "POST", ADMIN_API.lenders, {
      ...lenderFormDefaults(null),
      companyName: "HARBOR light capital",
    });
    conflict(created, "lender_name_taken");
    const slugCreated = await send(admin, "POST", ADMIN_API.lenders, {
      ...lenderFormDefaults(null),
      companyName: "Harbor Light Two",
      slug: taken.slug,
    });
    conflict(slugCreated, "lender_slug_taken");

    const updated = await send(admin, "PUT", `${ADMIN_API.lenders}/${other.id}`, {
      ...lenderFormDefaults(other, []),
      companyName: "Harbor Light Capital ",
      productsChanged: false,
    });
    conflict(updated, "lender_name_taken");
    const field = await send(admin, "PATCH", `${ADMIN_API.lenders}/${other.id}/field`, {
      field: "company_name",
      value: "harbor light capital",
    });
    conflict(field, "lender_name_taken");
    expect(field.json().error.fields).toEqual({
      value: "Another lender already has this company name",
    });
    const slug = await send(admin, "PATCH", `${ADMIN_API.lenders}/${other.id}/field`, {
      field: "slug",
      value: taken.slug,
    });
    conflict(slug, "lender_slug_taken");
    expect(await stored(other.id)).toMatchObject({
      companyName: "Quiet Cove Lending",
      slug: other.slug,
    });
  });

  test("approving a name another lender took meanwhile is a 409", async () => {
    const me = await lenderWith("trust.race@example.com", { companyName: "Race Lending" });
    await put(me.client, me.lender.id, {
      ...(await formOf(me.lender.id, me.lender)),
      companyName: "Summit Ridge Lending",
      productsChanged: false,
    });
    await insertLender(ctx.db, { companyName: "Summit Ridge Lending" });
    conflict(await decide(me.lender.id, "approve"), "lender_name_taken");
    expect((await stored(me.lender.id)).companyName).toBe("Race Lending");
  });

  test("the database refuses a second lender with the same trimmed, lower-cased name", async () => {
    await insertLender(ctx.db, { companyName: "Index Guard Lending" });
    await expect(
      insertLender(ctx.db, { companyName: " index guard LENDING", slug: "index-guard-2" }),
    ).rejects.toThrow();
  });
});

describe("figures a lender sets itself reach no ranking or structured data", () => {
  test("the page's JSON-LD carries no aggregateRating from a lender's own review figures", async () => {
    const me = await lenderWith("trust.jsonld@example.com", {
      reviewScore: null,
      totalReviews: null,
    });
    const saved = await put(me.client, me.lender.id, {
      ...(await formOf(me.lender.id, me.lender)),
      reviewScore: "5",
      totalReviews: "2000000000",
      productsChanged: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await ctx.app.inject(`/lender/${me.lender.slug}`)).body;
    const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/);
    const data = JSON.parse(match?.[1] ?? "{}");
    expect(data.name).toBe(me.lender.companyName);
    expect(data).not.toHaveProperty("aggregateRating");
  });

  test("the dashboard's first active lender is not the one that rated itself", async () => {
    // This file's other lenders have at most the factory's 4.5; the admin-rated one has 5.
    // Both may receive a fix-and-flip request (accepting leads, an active product of the type:
    // h27-leads' eligibility), so only the ranking decides between them.
    const me = await lenderWith("trust.first@example.com", {
      companyName: "Aa Self Rated",
      acceptingLeads: true,
    });
    const [ownProduct] = await ctx.db
      .select({ id: loanProducts.id })
      .from(loanProducts)
      .where(
        and(eq(loanProducts.lenderId, me.lender.id), eq(loanProducts.productType, "fix_and_flip")),
      );
    if (!ownProduct) await insertLoanProduct(ctx.db, me.lender.id, "fix_and_flip");
    await put(me.client, me.lender.id, {
      ...(await formOf(me.lender.id, me.lender)),
      reviewScore: "5",
      totalReviews: "2000000000",
      productsChanged: false,
    });
    // Created after the self-rated lender: were its 5.0 stored, the older record would win the tie.
    const rated = await insertLender(ctx.db, {
      companyName: "Zz Admin Rated",
      reviewScore: 5,
      acceptingLeads: true,
    });
    await insertLoanProduct(ctx.db, rated.id, "fix_and_flip");
    const api = loanRequestApi(() => ctx);
    const borrower = await ctx.signedInClient("trust.borrower@example.com");
    const response = await api.create(borrower, {
      request: validRequest(),
      useFirstActiveLender: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request.submissions[0].lenderId).toBe(rated.id);
  });
});
