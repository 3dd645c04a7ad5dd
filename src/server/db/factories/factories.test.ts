import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { lenderStateText } from "@/domain/reference/us-states";
import { createTestContext, type TestContext } from "../../test/test-app";
import { createTestAuth } from "../../test/test-auth";
import { accounts, profiles } from "../schema";
import { insertInquiryWithSubmissions } from "./inquiry-factory";
import { buildLender, insertLender, insertLenderWithProducts } from "./lender-factory";
import { buildLoanProduct } from "./loan-product-factory";
import { createRandom } from "./random";
import { createUserWithPassword } from "./user-factory";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("lender and product factories", () => {
  test("default lenders are valid and unique; overrides win", async () => {
    const a = await insertLender(ctx.db);
    const b = await insertLender(ctx.db, { companyName: "Granite Test Funding", state: "Ohio" });
    expect(a.slug).not.toBe(b.slug);
    // The stored list, in the text form the override was given in.
    expect({ ...b, state: lenderStateText(b.state) }).toMatchObject({
      slug: "granite-test-funding",
      email: "info@granitetestfunding.example.com",
      website: "https://granitetestfunding.example.com",
      state: "Ohio",
      isActive: true,
      acceptingLeads: true,
    });
  });

  test("a lender with products of every type inserts, with typical values per type", async () => {
    const { lender, products } = await insertLenderWithProducts(ctx.db, {}, [
      ...LOAN_TYPES.filter((type) => type !== "land"),
      { type: "land", overrides: { minimumFico: 700, collateralTypes: ["Land"] } },
    ]);
    expect(products.map((product) => product.productType).sort()).toEqual([...LOAN_TYPES].sort());
    for (const product of products) {
      expect(product.lenderId).toBe(lender.id);
      expect(product.lowestRate).toBeLessThanOrEqual(product.highestRate ?? 100);
    }
    const land = products.find((product) => product.productType === "land");
    expect(land).toMatchObject({ minimumFico: 700, collateralTypes: ["Land"] });
    const rental = products.find((product) => product.productType === "rental_property");
    expect(rental?.lowestRate).toBeGreaterThanOrEqual(6.5);
    expect(rental?.highestRate).toBeLessThanOrEqual(9);
  });

  test("with a seeded rng, products vary but the same seed gives the same product", () => {
    const one = buildLoanProduct("x", "fix_and_flip", {}, { rng: createRandom(5) });
    const again = buildLoanProduct("x", "fix_and_flip", {}, { rng: createRandom(5) });
    expect(again).toEqual(one);
    const rates = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        buildLoanProduct("x", "fix_and_flip", {}, { rng: createRandom(seed) }),
      ).map((product) => product.lowestRate),
    );
    expect(rates.size).toBeGreaterThan(3);
    expect(buildLender({ companyName: "Z" }).slug).toBe("z");
  });
});

describe("inquiry factories", () => {
  test("an anonymous inquiry gets an email; submissions carry their statuses", async () => {
    const first = await insertLender(ctx.db);
    const second = await insertLender(ctx.db);
    const { inquiry, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { loanAmount: 400_000, loanPurpose: "bridge_loan" },
      [{ lenderId: first.id, status: "funded" }, { lenderId: second.id }],
    );
    expect(inquiry.borrowerId).toBeNull();
    expect(inquiry.userEmail).toMatch(/@example\.com$/);
    expect(submissions.map((submission) => submission.status)).toEqual(["funded", "no_reply"]);
  });
});

describe("createUserWithPassword", () => {
  test("makes a verified user with a profile who signs in through the app", async () => {
    const auth = createTestAuth(ctx.db);
    const { user, profile } = await createUserWithPassword({
      db: ctx.db,
      auth,
      email: "Factory.Lender@Example.com",
      password: "factory-pass",
      profile: { userType: "lender", companyName: "Factory Capital", fullName: "Fay Tory" },
    });
    expect(user).toMatchObject({ email: "factory.lender@example.com", emailVerified: true });
    expect(profile).toMatchObject({ userType: "lender", approvalStatus: "pending" });
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: user.id });

    const client = ctx.client();
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: "factory.lender@example.com",
      password: "factory-pass",
    });
    expect(signIn.statusCode).toBe(200);
    const me = await client.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({ userType: "lender", companyName: "Factory Capital" });

    const wrong = await ctx.client().post("/api/auth/sign-in/email", {
      email: "factory.lender@example.com",
      password: "not-it",
    });
    expect(wrong.statusCode).toBe(401);
    const [stored] = await ctx.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(stored?.fullName).toBe("Fay Tory");
  });
});
