/**
 * Two-factor sign-in (issue 33, docs/decisions/2026-11-27-two-factor-sign-in.md): enrolment
 * through better-auth's plugin endpoints, sign-in with generated codes (password and magic
 * link), backup codes used once, admins refused by the admin area until enrolled, lenders free
 * to enrol or not, borrowers not offered it. One app and database for the file.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TWO_FACTOR_PAGE_PATH } from "@/domain/accounts/two-factor";
import { currentTotpCode } from "../../auth/authenticator";
import { hashPassword, insertUser } from "../../db/factories";
import { accounts, twoFactors, users } from "../../db/schema";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "../../plugins/guards";
import { createTestContext, linkIn, type TestClient, type TestContext } from "../../test/test-app";
import { TEST_BACKUP_CODES, TEST_TOTP_SECRET } from "../../test/two-factor";

const PASSWORD = "two-factor-pass-1";

let ctx: TestContext;
let passwordHash: string;
beforeAll(async () => {
  ctx = await createTestContext();
  passwordHash = await hashPassword(ctx.auth, PASSWORD);
});
afterAll(() => ctx.close());

let addresses = 0;
/** Each sign-in from its own address, as separate people would (per-address limits). */
const nextAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

async function passwordUser(email: string, profile: Parameters<typeof insertUser>[1]["profile"]) {
  const { user } = await insertUser(ctx.db, { email, passwordHash, profile });
  return user.id;
}

function signInWithPassword(client: TestClient, email: string) {
  return client.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password: PASSWORD },
    headers: { "x-forwarded-for": nextAddress() },
  });
}

const me = async (client: TestClient) => (await client.get("/api/me")).json();

/** A code that is not the authenticator's current one (its first digit changed). */
async function wrongCode(secret: string) {
  const code = await currentTotpCode(secret);
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

/** The base32 secret of an otpauth:// address (what an authenticator app reads). */
const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get("secret") ?? "";

/** Enrols a signed-in client through the plugin: enable (password), then the first code. */
async function enrol(client: TestClient) {
  const enable = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
  expect(enable.statusCode, enable.body).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const verify = await client.post("/api/auth/two-factor/verify-totp", {
    code: await currentTotpCode(secret),
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return { secret, backupCodes, totpURI };
}

describe("a lender enrols (optional) and then signs in with a code", () => {
  const email = "tf.lender@example.com";
  let secret = "";
  let backupCodes: string[] = [];

  test("without enrolment a lender's password signs in at once", async () => {
    await passwordUser(email, { userType: "lender", approvalStatus: "approved" });
    const client = ctx.client();
    const signIn = await signInWithPassword(client, email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().twoFactorRedirect).toBeUndefined();
    expect((await me(client)).user).toMatchObject({ email, twoFactorEnabled: false });
  });

  test("enrolment: enable gives the authenticator's address and 10 backup codes; the first code switches it on", async () => {
    const client = ctx.client();
    await signInWithPassword(client, email);
    const wrongPassword = await client.post("/api/auth/two-factor/enable", {
      password: "not-the-password",
    });
    expect(wrongPassword.statusCode).toBe(400);

    const enable = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(enable.statusCode).toBe(200);
    const body = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\/LenderLane:/);
    expect(new URL(body.totpURI).searchParams.get("issuer")).toBe("LenderLane");
    expect(body.backupCodes).toHaveLength(10);
    // Not on until a code proves the app has the secret.
    expect((await me(client)).user.twoFactorEnabled).toBe(false);
    const wrong = await client.post("/api/auth/two-factor/verify-totp", {
      code: await wrongCode(secretOf(body.totpURI)),
    });
    expect(wrong.statusCode).toBe(401);
    expect((await me(client)).user.twoFactorEnabled).toBe(false);

    secret = secretOf(body.totpURI);
    backupCodes = body.backupCodes;
    const verify = await client.post("/api/auth/two-factor/verify-totp", {
      code: await currentTotpCode(secret),
    });
    expect(verify.statusCode).toBe(200);
    // The session was renewed with the new state; the account is enrolled.
    expect((await me(client)).user.twoFactorEnabled).toBe(true);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.twoFactorEnabled).toBe(true);
    const [stored] = await ctx.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, row?.id ?? ""));
    // Stored encrypted: neither the secret nor a backup code in clear.
    expect(stored?.secret).not.toContain(secret);
    expect(stored?.backupCodes).not.toContain(backupCodes[0] ?? "?");
  });

  test("the password alone no longer signs in: a wrong code is refused, the right one does", async () => {
    const client = ctx.client();
    const signIn = await signInWithPassword(client, email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(await me(client)).toBeNull();

    const wrong = await client.post("/api/auth/two-factor/verify-totp", {
      code: await wrongCode(secret),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("INVALID_CODE");
    expect(await me(client)).toBeNull();

    // Asking to trust the device is ignored: every sign-in asks for the code.
    const right = await client.post("/api/auth/two-factor/verify-totp", {
      code: await currentTotpCode(secret),
      trustDevice: true,
    });
    expect(right.statusCode).toBe(200);
    expect([right.headers["set-cookie"]].flat().join("\n")).not.toContain("trust_device");
    expect((await me(client)).user).toMatchObject({ email, twoFactorEnabled: true });
  });

  test("a backup code signs in once; used again it is refused", async () => {
    const code = backupCodes[0] ?? "";
    const first = ctx.client();
    await signInWithPassword(first, email);
    const used = await first.post("/api/auth/two-factor/verify-backup-code", { code });
    expect(used.statusCode).toBe(200);
    expect((await me(first)).user.email).toBe(email);

    const second = ctx.client();
    await signInWithPassword(second, email);
    const again = await second.post("/api/auth/two-factor/verify-backup-code", { code });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe("INVALID_BACKUP_CODE");
    expect(await me(second)).toBeNull();
  });

  test("a magic link asks for the code too: no session until it is given", async () => {
    const client = ctx.client();
    const send = await client.request({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      payload: { email, callbackURL: "/dashboard?welcome=1" },
      headers: { "x-forwarded-for": nextAddress() },
    });
    expect(send.statusCode).toBe(200);
    const [mail] = await ctx.mailsTo(email);
    const verify = await client.visit(linkIn(mail, "/magic-link/verify"));
    expect(verify.statusCode).toBe(302);
    const location = new URL(String(verify.headers.location), "http://localhost:3000");
    expect(location.pathname).toBe(TWO_FACTOR_PAGE_PATH);
    expect(location.searchParams.get("next")).toBe("/dashboard?welcome=1");
    expect(await me(client)).toBeNull();

    const right = await client.post("/api/auth/two-factor/verify-totp", {
      code: await currentTotpCode(secret),
    });
    expect(right.statusCode).toBe(200);
    expect((await me(client)).user.email).toBe(email);
  });

  test("the sign-in form without JavaScript goes to the code page, with no session yet", async () => {
    const client = ctx.client();
    const response = await client.request({
      method: "POST",
      url: "/auth/form/sign-in",
      payload: new URLSearchParams({ email, password: PASSWORD, from: "auth" }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "navigate",
        "x-forwarded-for": nextAddress(),
      },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${TWO_FACTOR_PAGE_PATH}?next=%2Fdashboard`);
    expect(await me(client)).toBeNull();
    const right = await client.post("/api/auth/two-factor/verify-totp", {
      code: await currentTotpCode(secret),
    });
    expect(right.statusCode).toBe(200);
    expect((await me(client)).user.email).toBe(email);
  });

  test("a lender may switch it off again (with the password)", async () => {
    const client = ctx.client();
    await signInWithPassword(client, email);
    await client.post("/api/auth/two-factor/verify-totp", { code: await currentTotpCode(secret) });
    const off = await client.post("/api/auth/two-factor/disable", { password: PASSWORD });
    expect(off.statusCode).toBe(200);
    expect((await me(client)).user.twoFactorEnabled).toBe(false);
    const again = await signInWithPassword(ctx.client(), email);
    expect(again.json().twoFactorRedirect).toBeUndefined();
  });
});

describe("admins: the admin area requires two-factor sign-in", () => {
  test("an admin without an authenticator gets 403 two_factor_required until enrolled", async () => {
    const email = "tf.admin@example.com";
    await passwordUser(email, { userType: "admin" });
    const client = ctx.client();
    await signInWithPassword(client, email);
    const refused = await client.get("/api/admin/overview");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: "two_factor_required", message: TWO_FACTOR_REQUIRED_MESSAGE },
    });

    await enrol(client);
    expect((await client.get("/api/admin/overview")).statusCode).toBe(200);

    // An admin can't switch it off (the area would close); a new authenticator replaces it.
    const off = await client.post("/api/auth/two-factor/disable", { password: PASSWORD });
    expect(off.statusCode).toBe(403);
    expect((await me(client)).user.twoFactorEnabled).toBe(true);
    // New backup codes replace the old ones.
    const codes = await client.post("/api/auth/two-factor/generate-backup-codes", {
      password: PASSWORD,
    });
    expect(codes.statusCode).toBe(200);
    expect(codes.json().backupCodes).toHaveLength(10);
  });

  test("the tests' admins are enrolled: signed in through the code, the area opens", async () => {
    const email = "tf.helper.admin@example.com";
    const helper = await ctx.signedInClient(email, { userType: "admin" });
    expect((await helper.get("/api/admin/overview")).statusCode).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    // A password for it, to sign in the way a person does.
    const userId = user?.id ?? "";
    await ctx.db
      .insert(accounts)
      .values({ userId, accountId: userId, providerId: "credential", password: passwordHash });
    const client = ctx.client();
    expect((await signInWithPassword(client, email)).json().twoFactorRedirect).toBe(true);
    const code = await client.post("/api/auth/two-factor/verify-totp", {
      code: await currentTotpCode(TEST_TOTP_SECRET),
    });
    expect(code.statusCode).toBe(200);
    expect((await client.get("/api/admin/overview")).statusCode).toBe(200);
    // And with a backup code.
    const other = ctx.client();
    await signInWithPassword(other, email);
    const backup = await other.post("/api/auth/two-factor/verify-backup-code", {
      code: TEST_BACKUP_CODES[0],
    });
    expect(backup.statusCode).toBe(200);
    expect((await other.get("/api/admin/overview")).statusCode).toBe(200);
  });

  test("a test admin left unenrolled is refused", async () => {
    const client = await ctx.signedInClient(
      "tf.bare.admin@example.com",
      { userType: "admin" },
      { enrolAdmin: false },
    );
    const refused = await client.get("/api/admin/overview");
    expect(refused.json().error.code).toBe("two_factor_required");
  });
});

describe("borrowers are not offered two-factor sign-in", () => {
  test("enable is refused with 403 and nothing is stored", async () => {
    const email = "tf.borrower@example.com";
    const userId = await passwordUser(email, { userType: "borrower" });
    const client = ctx.client();
    await signInWithPassword(client, email);
    const enable = await client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(enable.statusCode).toBe(403);
    expect(await ctx.db.select().from(twoFactors).where(eq(twoFactors.userId, userId))).toEqual([]);
  });

  test("a visitor gets 401", async () => {
    const enable = await ctx.client().post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(enable.statusCode).toBe(401);
  });
});
