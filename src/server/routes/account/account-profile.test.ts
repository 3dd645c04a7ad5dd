import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createUserWithPassword } from "../../db/factories";
import { profiles, users } from "../../db/schema";
import { completeProfile as complete, patchProfile as patch } from "../../test/account-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/me", () => {
  test("says whether the user has a password", async () => {
    await createUserWithPassword({
      db: ctx.db,
      auth: ctx.auth,
      email: "me.password@example.com",
      password: "me-password",
    });
    const client = ctx.client();
    await client.post("/api/auth/sign-in/email", {
      email: "me.password@example.com",
      password: "me-password",
    });
    const me = await client.get("/api/me");
    expect(me.json()).toMatchObject({
      user: { email: "me.password@example.com" },
      profile: { email: "me.password@example.com" },
      hasPassword: true,
    });
    const magic = await ctx.signedInClient("me.magic@example.com");
    expect((await magic.get("/api/me")).json().hasPassword).toBe(false);
  });
});

describe("PATCH /api/me/profile", () => {
  test("saves the four fields, normalised, and returns the profile", async () => {
    const client = await ctx.signedInClient("edit.me@example.com");
    const response = await patch(client, {
      fullName: "  Jane Doe ",
      phone: "555 123 4567",
      experienceYears: "3-5",
      creditScore: "720",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      email: "edit.me@example.com",
      fullName: "Jane Doe",
      phone: "(555) 123-4567",
      experienceYears: "3-5",
      creditScore: 720,
      userType: "borrower",
    });

    // Absent fields stay; empty ones are cleared.
    const partial = await patch(client, { creditScore: "" });
    expect(partial.json().profile).toMatchObject({
      fullName: "Jane Doe",
      phone: "(555) 123-4567",
      creditScore: null,
    });
  });

  let invalidCount = 0;
  test.each([
    ["fullName", "x".repeat(51), "Must be 50 characters or less"],
    ["phone", "555-123", "Phone number must be 10 digits"],
    ["phone", "1234567890", "Please enter a valid phone number"],
    ["phone", "0551234567", "Invalid area code"],
    ["experienceYears", "lots", "Please choose an experience option"],
    ["creditScore", 900, "Credit score must be between 300-850"],
    ["creditScore", "7a0", "Credit score must be a number"],
  ])("%s = %j is refused with '%s'", async (field, value, message) => {
    // One email each: a second magic link for the same email would wait for the resend lock.
    const client = await ctx.signedInClient(`invalid.${++invalidCount}@example.com`);
    const response = await patch(client, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "validation_failed",
      fields: { [field]: message },
    });
  });

  test("email, role, approval and company cannot be changed here", async () => {
    const email = "cannot.escalate@example.com";
    const client = await ctx.signedInClient(email);
    const response = await patch(client, {
      fullName: "Sly",
      email: "someone.else@example.com",
      userType: "admin",
      approvalStatus: "approved",
      companyName: "Sly Capital",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      email,
      fullName: "Sly",
      userType: "borrower",
      approvalStatus: null,
      companyName: null,
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
  });

  test("signed out: 401, whatever the body", async () => {
    expect((await patch(ctx.client(), { fullName: "X" })).statusCode).toBe(401);
    expect((await patch(ctx.client(), { creditScore: 5 })).statusCode).toBe(401);
  });
});

describe("POST /api/me/complete-profile", () => {
  test("a borrower completes the profile once", async () => {
    const client = await ctx.signedInClient("new.borrower@example.com");
    const response = await complete(client, {
      fullName: "Bo Rower",
      phone: "(555) 222-3333",
      creditScore: "700",
      userType: "borrower",
      companyName: "Ignored Inc",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      fullName: "Bo Rower",
      phone: "(555) 222-3333",
      creditScore: 700,
      userType: "borrower",
      approvalStatus: null,
      companyName: null,
    });
    const again = await complete(client, {
      fullName: "Other",
      userType: "lender",
      companyName: "X",
    });
    expect(again.statusCode).toBe(409);
    expect((await client.get("/api/me")).json().profile.userType).toBe("borrower");
  });

  test("choosing Lender makes a lender pending approval, with the company", async () => {
    const client = await ctx.signedInClient("new.lender@example.com");
    const noCompany = await complete(client, { fullName: "Len Der", userType: "lender" });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.fields).toEqual({ companyName: "Company name is required" });

    const response = await complete(client, {
      fullName: "Len Der",
      userType: "lender",
      companyName: " Der Capital ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      fullName: "Len Der",
      userType: "lender",
      approvalStatus: "pending",
      companyName: "Der Capital",
    });
  });

  test("name and role are required, with the domain's messages", async () => {
    const client = await ctx.signedInClient("incomplete@example.com");
    const response = await complete(client, { fullName: " ", creditScore: "200" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      fullName: "Full name is required",
      creditScore: "Credit score must be between 300-850",
      userType: "Please choose Borrower or Lender",
    });
  });

  test("an admin stays an admin", async () => {
    const client = await ctx.signedInClient("nameless.admin@example.com", { userType: "admin" });
    const response = await complete(client, {
      fullName: "Ad Min",
      userType: "lender",
      companyName: "Admin Co",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      fullName: "Ad Min",
      userType: "admin",
      approvalStatus: null,
      companyName: null,
    });
  });

  test("an approved lender is never reset to pending, nor turned into a borrower", async () => {
    const client = await ctx.signedInClient("approved.nameless@example.com", {
      userType: "lender",
      approvalStatus: "approved",
      companyName: "Approved Funding",
    });
    const response = await complete(client, { fullName: "Ap Proved", userType: "borrower" });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      userType: "lender",
      approvalStatus: "approved",
      companyName: "Approved Funding",
    });
  });

  test("a lender from lender sign-up keeps its company and pending status", async () => {
    const email = "signed.up.lender@example.com";
    await ctx.client().post("/api/lender-signup", {
      companyName: "Signup Lending",
      email,
      password: "lender-pass",
    });
    const client = await ctx.signedInClient(email);
    const response = await complete(client, { fullName: "Sig Nup", userType: "lender" });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      userType: "lender",
      approvalStatus: "pending",
      companyName: "Signup Lending",
    });
    const [stored] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(stored?.fullName).toBe("Sig Nup");
  });

  test("signed out: 401", async () => {
    const response = await complete(ctx.client(), { fullName: "X", userType: "borrower" });
    expect(response.statusCode).toBe(401);
  });
});
