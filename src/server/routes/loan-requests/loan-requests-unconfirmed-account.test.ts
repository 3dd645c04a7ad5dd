/**
 * Issue 28 item 3: an anonymous request creates the account (spec 1), unconfirmed until the
 * email is proven: no password, no session; admins see it as 'Unconfirmed'. Confirming the
 * request confirms the account and the request joins it; 'This wasn't me' removes an account
 * that holds nothing else; a password sign-up or a magic link on the email takes it over.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { insertUser } from "../../db/factories";
import { accounts, inquiries, profiles, users } from "../../db/schema";
import { adminClient, send } from "../../test/admin-api";
import { workspaceApi } from "../../test/lender-workspace-api";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, linkIn, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = loanRequestApi(() => ctx);
const { lenderAccount } = workspaceApi(() => ctx);
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;
const nextAddress = () => `198.51.100.${++n}`;

async function send202(email: string, lenderId: string) {
  const response = await api.anonymous(
    {
      email,
      phone: "5125550142",
      request: validRequest({ customName: `Request ${++n}` }),
      lenderIds: [lenderId],
    },
    nextAddress(),
  );
  expect(response.statusCode, response.body).toBe(202);
}

let lenderId = "";
async function aLender() {
  if (lenderId) return lenderId;
  const lender = await lenderAccount(nextEmail("unconfirmed.lender"), {
    companyName: "Unconfirmed Account Capital",
  });
  lenderId = lender.lender?.id ?? "";
  return lenderId;
}

const usersWith = (email: string) =>
  ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
const loginsOf = (userId: string) =>
  ctx.db.select().from(accounts).where(eq(accounts.userId, userId));

async function confirmToken(email: string, intent: "confirm" | "withdraw") {
  const mail = (await ctx.mailsTo(email)).find((m) =>
    m.links.some((link) => link.includes("/request-confirmation?")),
  );
  const link = new URL(linkIn(mail, "/request-confirmation?"));
  return ctx.client().request({
    method: "POST",
    url: `/api/request-confirmations/${intent}`,
    payload: { token: link.searchParams.get("token") ?? "" },
    headers: { "x-forwarded-for": nextAddress() },
  });
}

describe("the submit creates the account", () => {
  test("an unconfirmed borrower account with no password; a second request reuses it", async () => {
    const email = nextEmail("Visitor");
    await send202(email, await aLender());
    const [user] = await usersWith(email);
    expect(user).toMatchObject({ email: email.toLowerCase(), emailVerified: false });
    expect(await loginsOf(user?.id ?? "")).toEqual([]);
    const [profile] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile).toMatchObject({ userType: "borrower", approvalStatus: null });
    // The request stays anonymous until its email is confirmed.
    expect((await api.inquiriesOf(email))[0]?.borrowerId).toBeNull();

    await send202(email.toUpperCase(), await aLender());
    expect(await usersWith(email)).toHaveLength(1);
  });

  test("nothing usable: a password sign-in is refused like any unknown password", async () => {
    const email = nextEmail("nopassword");
    await send202(email, await aLender());
    const response = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email, password: "anything-123" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  test("an email with a confirmed account: nothing created or changed, nothing attached", async () => {
    const email = nextEmail("registered");
    const { user } = await insertUser(ctx.db, { email });
    await send202(email, await aLender());
    expect(await usersWith(email)).toEqual([expect.objectContaining({ id: user.id })]);
    const [row] = await usersWith(email);
    expect(row?.updatedAt.getTime()).toBe(user.updatedAt.getTime());
    expect((await api.inquiriesOf(email))[0]?.borrowerId).toBeNull();
  });

  test("admins see it as unconfirmed, and can filter by it", async () => {
    const { client: admin } = await adminClient(ctx, nextEmail("unconfirmed.admin"));
    const email = nextEmail("seen.by.admin");
    await send202(email, await aLender());
    const [user] = await usersWith(email);

    const list = await send(admin, "GET", `${ADMIN_API.users}?filter=unconfirmed`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.items).toContainEqual(
      expect.objectContaining({ id: user?.id, email: email.toLowerCase(), emailVerified: false }),
    );
    expect(body.items.every((item: { emailVerified: boolean }) => !item.emailVerified)).toBe(true);
    expect(body.counts.unconfirmed).toBeGreaterThanOrEqual(1);
    const all = await send(admin, "GET", `${ADMIN_API.users}?q=${encodeURIComponent(email)}`);
    expect(all.json().items).toEqual([expect.objectContaining({ emailVerified: false })]);

    const detail = await send(admin, "GET", ADMIN_API.user(user?.id ?? ""));
    expect(detail.json().user).toMatchObject({ emailVerified: false });
  });
});

describe("confirming the request confirms the account", () => {
  test("the account is verified and the request joins it", async () => {
    const email = nextEmail("confirms");
    await send202(email, await aLender());
    const confirmed = await confirmToken(email, "confirm");
    expect(confirmed.json()).toMatchObject({ outcome: "confirmed", onDashboard: true });
    const [user] = await usersWith(email);
    expect(user?.emailVerified).toBe(true);
    expect((await api.inquiriesOf(email))[0]?.borrowerId).toBe(user?.id);
    // Still no password: the owner signs in with a magic link (or sets one by a reset).
    expect(await loginsOf(user?.id ?? "")).toEqual([]);
  });

  test("an unverified account with a password is not verified (its password may be anyone's)", async () => {
    const email = nextEmail("pwd.unverified");
    const { user } = await insertUser(ctx.db, {
      email,
      emailVerified: false,
      passwordHash: "not-a-real-hash",
    });
    await send202(email, await aLender());
    expect((await confirmToken(email, "confirm")).json()).toMatchObject({ onDashboard: false });
    const [row] = await usersWith(email);
    expect(row).toMatchObject({ id: user.id, emailVerified: false });
    expect((await api.inquiriesOf(email))[0]?.borrowerId).toBeNull();
  });
});

describe("'This wasn't me'", () => {
  test("removes the account made for the request", async () => {
    const email = nextEmail("notme.alone");
    await send202(email, await aLender());
    expect(await usersWith(email)).toHaveLength(1);
    expect((await confirmToken(email, "withdraw")).statusCode).toBe(200);
    expect(await usersWith(email)).toEqual([]);
  });

  test("keeps it while another request waits with that email", async () => {
    const email = nextEmail("notme.twice");
    await send202(email, await aLender());
    await send202(email, await aLender());
    expect((await confirmToken(email, "withdraw")).statusCode).toBe(200);
    expect(await usersWith(email)).toHaveLength(1);
    expect(await api.inquiriesOf(email)).toHaveLength(1);
  });

  test("never removes a confirmed account", async () => {
    const email = nextEmail("notme.registered");
    await insertUser(ctx.db, { email });
    await send202(email, await aLender());
    expect((await confirmToken(email, "withdraw")).statusCode).toBe(200);
    expect(await usersWith(email)).toHaveLength(1);
  });
});

describe("signing up later takes the account over", () => {
  test("a password sign-up gets the confirmation mail; confirming it signs in with the requests", async () => {
    const email = nextEmail("signs.up");
    await send202(email, await aLender());
    expect((await confirmToken(email, "confirm")).statusCode).toBe(200);
    const other = nextEmail("signs.up.later");
    await send202(other, await aLender());
    // The second email's request is confirmed, its account not yet used: sign up on it.
    expect((await confirmToken(other, "confirm")).statusCode).toBe(200);
    await ctx.db.update(users).set({ emailVerified: false }).where(eq(users.email, other));

    const signUp = await ctx
      .client()
      .post("/api/auth/sign-up/email", { email: other, password: "takeover-123", name: "" });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [mail] = await ctx.mailsTo(other);
    expect(mail?.subject).toBe("Confirm your LenderLane email address");
    const [user] = await usersWith(other);
    expect(user?.emailVerified).toBe(false);
    expect((await loginsOf(user?.id ?? "")).map((login) => login.providerId)).toEqual([
      "credential",
    ]);

    const client = ctx.client();
    const verified = await client.visit(linkIn(mail, "/verify-email"));
    expect(verified.statusCode).toBe(302);
    expect(String(verified.headers.location)).not.toContain("error=");
    const items = (await client.get("/api/loan-requests")).json().items;
    expect(items).toHaveLength(1);
    expect(await usersWith(other)).toHaveLength(1);
  });

  test("a magic link keeps the same account and verifies it", async () => {
    const email = nextEmail("magic");
    await send202(email, await aLender());
    const [before] = await usersWith(email);
    const client = await ctx.signedInClient(email);
    const [after] = await usersWith(email);
    expect(after).toMatchObject({ id: before?.id, emailVerified: true });
    // The request was never confirmed: signing in alone does not attach it.
    expect((await client.get("/api/loan-requests")).json().items).toEqual([]);
  });

  test("a lender sign-up on the email makes a lender account", async () => {
    const email = nextEmail("becomes.lender");
    await send202(email, await aLender());
    const response = await ctx.client().post("/api/lender-signup", {
      companyName: `Took Over Lending ${n}`,
      email,
      password: "lender-pass-123",
    });
    expect(response.statusCode, response.body).toBe(201);
    const [user] = await usersWith(email);
    const [profile] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile).toMatchObject({ userType: "lender", approvalStatus: "pending" });
    expect(
      await ctx.db.select().from(inquiries).where(eq(inquiries.userEmail, email)),
    ).toHaveLength(1);
  });
});
