/**
 * Issue 10 item 4: every stored account text has a length limit, and the lender sign-up website
 * is an http(s) address, each refused with a field message (a company name of 1 MB used to be
 * stored and made GET /api/me 1 MB). The auth account's own `name` is capped and `image` can't
 * be written.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ACCOUNT_NAME_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "@/domain/reference/limits";
import { URL_MESSAGES } from "@/domain/reference/url";
import { IMAGE_NOT_ALLOWED_MESSAGE } from "../../auth/account-fields-guard";
import { profiles, users } from "../../db/schema";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const password = "s3cret-pass";
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;

async function userExists(email: string) {
  return (await ctx.db.select().from(users).where(eq(users.email, email))).length > 0;
}

function expectFieldError(
  response: Awaited<ReturnType<TestClient["post"]>>,
  fields: Record<string, string>,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatchObject({ code: "validation_failed", fields });
}

describe("PATCH /api/me/profile", () => {
  test("a full name of 50 characters is saved, 51 is refused", async () => {
    const client = await ctx.signedInClient(nextEmail("patch.name"));
    const patch = (fullName: string) =>
      client.request({ method: "PATCH", url: "/api/me/profile", payload: { fullName } });
    const atLimit = "n".repeat(NAME_MAX_LENGTH);
    expect((await patch(atLimit)).json().profile.fullName).toBe(atLimit);
    expectFieldError(await patch("n".repeat(1_000_000)), {
      fullName: "Must be 50 characters or less",
    });
    expect((await client.get("/api/me")).json().profile.fullName).toBe(atLimit);
  });
});

describe("POST /api/me/complete-profile", () => {
  test("a company name of 120 characters is saved, 121 (or 1 MB) is refused", async () => {
    const refused = await ctx.signedInClient(nextEmail("complete.long"));
    for (const companyName of ["c".repeat(COMPANY_NAME_MAX_LENGTH + 1), "c".repeat(1_000_000)]) {
      expectFieldError(
        await refused.post("/api/me/complete-profile", {
          fullName: "Len Der",
          userType: "lender",
          companyName,
        }),
        { companyName: "Must be 120 characters or less" },
      );
    }
    const me = (await refused.get("/api/me")).json();
    expect(me.profile).toMatchObject({ companyName: null, userType: "borrower" });

    const accepted = await ctx.signedInClient(nextEmail("complete.limit"));
    const atLimit = "c".repeat(COMPANY_NAME_MAX_LENGTH);
    const response = await accepted.post("/api/me/complete-profile", {
      fullName: "Len Der",
      userType: "lender",
      companyName: atLimit,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.companyName).toBe(atLimit);
  });

  test("a full name over 50 characters is refused", async () => {
    const client = await ctx.signedInClient(nextEmail("complete.name"));
    expectFieldError(
      await client.post("/api/me/complete-profile", {
        fullName: "n".repeat(NAME_MAX_LENGTH + 1),
        userType: "borrower",
      }),
      { fullName: "Must be 50 characters or less" },
    );
  });
});

describe("POST /api/lender-signup", () => {
  const signUp = (fields: Record<string, unknown>) =>
    ctx.client().post("/api/lender-signup", {
      companyName: "Limit Lending",
      password,
      ...fields,
    });

  test.each([
    [
      "javascript:alert(document.cookie)",
      "javascript:alert(document.cookie)",
      URL_MESSAGES.invalid,
    ],
    ["not a url", "not a url", URL_MESSAGES.invalid],
    ["data:text/html,hi", "data:text/html,hi", URL_MESSAGES.invalid],
    ["2049+ characters", `https://example.com/${"p".repeat(URL_MAX_LENGTH)}`, URL_MESSAGES.tooLong],
  ])(
    "website %s is refused with a field message, before any account exists",
    async (_label, website, message) => {
      const email = nextEmail("bad.website");
      expectFieldError(await signUp({ email, website }), { website: message });
      expect(await userExists(email)).toBe(false);
      expect(await ctx.mailsTo(email)).toHaveLength(0);
    },
  );

  test("a company name over 120 characters is refused; 120 is stored, website as typed", async () => {
    const refusedEmail = nextEmail("long.company");
    expectFieldError(
      await signUp({ email: refusedEmail, companyName: "c".repeat(COMPANY_NAME_MAX_LENGTH + 1) }),
      { companyName: "Must be 120 characters or less" },
    );
    expect(await userExists(refusedEmail)).toBe(false);

    const email = nextEmail("limit.company");
    const companyName = "c".repeat(COMPANY_NAME_MAX_LENGTH);
    const response = await signUp({ email, companyName, website: "https://limit.example.com" });
    expect(response.statusCode).toBe(201);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ companyName, website: "https://limit.example.com" });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe(companyName);
  });
});

describe("better-auth's own account fields", () => {
  test("sign-up refuses a name over the limit and any image, creating nothing", async () => {
    for (const [body, fields] of [
      [
        { name: "n".repeat(ACCOUNT_NAME_MAX_LENGTH + 1) },
        { name: "Must be 120 characters or less" },
      ],
      [{ name: "", image: "javascript:alert(1)" }, { image: IMAGE_NOT_ALLOWED_MESSAGE }],
      [{ name: "", image: "https://example.com/me.png" }, { image: IMAGE_NOT_ALLOWED_MESSAGE }],
    ] as const) {
      const email = nextEmail("auth.fields");
      const response = await ctx.client().post("/api/auth/sign-up/email", {
        email,
        password,
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", fields });
      expect(await userExists(email)).toBe(false);
      expect(await ctx.mailsTo(email)).toHaveLength(0);
    }
  });

  test("sign-up with a name at the limit and no image works", async () => {
    const email = nextEmail("auth.fields.ok");
    const name = "n".repeat(ACCOUNT_NAME_MAX_LENGTH);
    const response = await ctx.client().post("/api/auth/sign-up/email", { email, password, name });
    expect(response.statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name, image: null });
  });

  test("a magic link for a new account refuses a name over the limit", async () => {
    const email = nextEmail("magic.name");
    const response = await ctx.client().post("/api/auth/sign-in/magic-link", {
      email,
      name: "n".repeat(ACCOUNT_NAME_MAX_LENGTH + 1),
      callbackURL: "/auth",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { name: "Must be 120 characters or less" } });
    expect(await ctx.mailsTo(email)).toHaveLength(0);
  });
});
