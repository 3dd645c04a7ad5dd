/**
 * Issue 27 item 7: every URL field takes only an http(s) address with a real host, through the
 * one URL rule (src/domain/reference/url.ts): the lender's own edit, the admin's create and update, and
 * the admin's single-field edits of a lender and of a loan product. Before, `javascript:` and
 * 'not a url' were stored and published.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import { URL_MESSAGES } from "@/domain/reference/url";
import { insertLender, insertLenderWithProducts } from "../../db/factories";
import { lenders, loanProducts } from "../../db/schema";
import { adminClient, send } from "../../test/admin-api";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "urls.admin@example.com"));
});
afterAll(() => ctx.close());

const { lenderAccount, put, formOf } = workspaceApi(() => ctx);

const BAD = [
  "javascript:alert(document.cookie)",
  "not a url",
  "http://localhost:3000/admin",
  "http://127.0.0.1/",
  "https://intranet/",
  "data:text/html,<b>hi</b>",
] as const;

const lenderRow = async (id: string) =>
  (await ctx.db.select().from(lenders).where(eq(lenders.id, id)))[0];

describe("the lender's own edit", () => {
  test.each(BAD)(
    "website and review URL %j are refused with field messages, nothing stored",
    async (bad) => {
      const me = await lenderAccount(`urls.lender.${BAD.indexOf(bad)}@example.com`);
      const lender = me.lender ?? (undefined as never);
      const form = await formOf(lender.id, lender);
      const response = await put(me.client, lender.id, {
        ...form,
        website: bad,
        googleReviewsUrl: bad,
        productsChanged: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toMatchObject({
        website: URL_MESSAGES.invalid,
        googleReviewsUrl: URL_MESSAGES.invalid,
      });
      const stored = await lenderRow(lender.id);
      expect(stored?.website).toBe(lender.website);
      expect(stored?.googleReviewsUrl).toBe(lender.googleReviewsUrl);
    },
  );

  test("a bare domain is stored as https; a public IP address is a real host", async () => {
    const me = await lenderAccount("urls.lender.ok@example.com");
    const lender = me.lender ?? (undefined as never);
    const response = await put(me.client, lender.id, {
      ...(await formOf(lender.id, lender)),
      website: "acme-lending.com",
      productsChanged: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await lenderRow(lender.id))?.website).toBe("https://acme-lending.com");
    const again = await put(me.client, lender.id, {
      ...(await formOf(lender.id, (await lenderRow(lender.id)) ?? lender)),
      website: "http://93.184.216.34/lending",
      // The review URL is the admin's to set (item 2): a lender's valid one is ignored.
      googleReviewsUrl: "http://93.184.216.34/reviews",
      productsChanged: false,
    });
    expect(again.statusCode, again.body).toBe(200);
    const stored = await lenderRow(lender.id);
    expect(stored?.website).toBe("http://93.184.216.34/lending");
    expect(stored?.googleReviewsUrl).toBe(lender.googleReviewsUrl);
  });
});

describe("the admin's create and update", () => {
  test("create: every URL field refuses a bad address, products' source URL included", async () => {
    const response = await send(admin, "POST", ADMIN_API.lenders, {
      ...lenderFormDefaults(null, []),
      companyName: "Bad Links Capital",
      website: "javascript:alert(1)",
      googleReviewsUrl: "not a url",
      statesSourceUrl: "http://localhost/states",
      products: { bridge: { enabled: true, sourceUrl: "javascript:alert(2)" } },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(fields).toMatchObject({
      website: URL_MESSAGES.invalid,
      googleReviewsUrl: URL_MESSAGES.invalid,
      statesSourceUrl: URL_MESSAGES.source,
    });
    expect(
      Object.entries(fields).find(
        ([key]) => key.endsWith("sourceUrl") && key.includes("bridge"),
      )?.[1],
    ).toBe(URL_MESSAGES.source);
    const rows = await ctx.db
      .select()
      .from(lenders)
      .where(eq(lenders.companyName, "Bad Links Capital"));
    expect(rows).toEqual([]);
  });

  test("update: 'Lender provided' stays a valid source; a bad website is refused", async () => {
    const { lender } = await insertLenderWithProducts(ctx.db, {
      companyName: "Provided Sources Co",
      statesSourceUrl: "Lender provided",
    });
    const detail = (await admin.get(ADMIN_API.lender(lender.id))).json();
    const form = lenderFormDefaults(detail.lender, detail.products);
    const kept = await send(admin, "PUT", ADMIN_API.lender(lender.id), {
      ...form,
      phone: "(512) 555-0100",
      productsChanged: false,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().lender.statesSourceUrl).toBe("Lender provided");
    const bad = await send(admin, "PUT", ADMIN_API.lender(lender.id), {
      ...form,
      website: "https://",
      productsChanged: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.website).toBe(URL_MESSAGES.invalid);
  });
});

describe("the admin's single-field edits", () => {
  test.each([
    ["website", URL_MESSAGES.invalid],
    ["google_reviews_url", URL_MESSAGES.invalid],
    ["states_source_url", URL_MESSAGES.source],
  ])("lender field %s refuses every bad address", async (field, message) => {
    const lender = await insertLender(ctx.db);
    for (const bad of BAD) {
      const response = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
        field,
        value: bad,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.fields, bad).toEqual({ value: message });
    }
    const stored = await lenderRow(lender.id);
    expect(stored?.website).toBe(lender.website);
    const good = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
      field,
      value: "https://www.example.org/reviews",
    });
    expect(good.statusCode, good.body).toBe(200);
  });

  test("a product's source URL refuses a bad address and takes 'Lender provided'", async () => {
    const { lender, products } = await insertLenderWithProducts(ctx.db, {}, ["bridge"]);
    const product = products[0] ?? (undefined as never);
    const url = ADMIN_API.productField(lender.id, product.id);
    for (const bad of BAD) {
      const response = await send(admin, "PATCH", url, { field: "source_url", value: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.fields, bad).toEqual({ value: URL_MESSAGES.source });
    }
    const provided = await send(admin, "PATCH", url, {
      field: "source_url",
      value: product.sourceUrl === "Lender provided" ? "https://example.com/p" : "Lender provided",
    });
    expect(provided.statusCode, provided.body).toBe(200);
    const [row] = await ctx.db.select().from(loanProducts).where(eq(loanProducts.id, product.id));
    expect(row?.sourceUrl).not.toMatch(/javascript|localhost|not a url/);
  });
});
