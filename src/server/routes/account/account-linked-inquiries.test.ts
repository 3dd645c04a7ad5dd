/**
 * Anonymous-inquiry linking at session creation (spec 4 'Inquiry linking'): better-auth's
 * session hook attaches the anonymous requests sent with the verified email and confirmed
 * through their mailed link (issue 27 item 5: an unconfirmed one is never attached by a
 * sign-in), GET /api/me answers how many this session linked, and POST
 * /api/me/linked-inquiries/ack clears it.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createUserWithPassword,
  insertInquiry,
  insertInquiryWithSubmissions,
  insertLender,
  insertUser,
} from "../../db/factories";
import { inquiries, sessions } from "../../db/schema";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** When the requests below were confirmed through their mailed link (issue 27 item 5). */
const confirmed = new Date();

const ack = (client: TestClient) => client.post("/api/me/linked-inquiries/ack");
const linkedOf = async (client: TestClient) =>
  (await client.get("/api/me")).json().linkedInquiries as number;

async function ownersOf(ids: string[]) {
  const rows = await ctx.db
    .select({ id: inquiries.id, borrowerId: inquiries.borrowerId })
    .from(inquiries)
    .where(inArray(inquiries.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.borrowerId]));
}

async function passwordSignIn(email: string, password: string) {
  const client = ctx.client();
  const response = await client.post("/api/auth/sign-in/email", { email, password });
  expect(response.statusCode).toBe(200);
  return client;
}

/** A session made the way better-auth makes every session (its database hooks run). */
async function createSession(userId: string) {
  const context = await ctx.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, session.id));
  if (!row) throw new Error("session not stored");
  return row;
}

describe("linking anonymous inquiries when a session begins", () => {
  test("attaches this email's anonymous requests (any case), once, and nobody else's", async () => {
    const lender = await insertLender(ctx.db);
    const { inquiry: first, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: "Linker@Example.com", emailConfirmedAt: confirmed },
      [{ lenderId: lender.id }],
    );
    const second = await insertInquiry(ctx.db, {
      userEmail: "linker@example.com",
      emailConfirmedAt: confirmed,
    });
    const someoneElses = await insertInquiry(ctx.db, {
      userEmail: "other.person@example.com",
      emailConfirmedAt: confirmed,
    });
    // Already owned by another account that sent it with this address: not taken over.
    const owner = (await (await ctx.signedInClient("owner@example.com")).get("/api/me")).json();
    const owned = await insertInquiry(ctx.db, {
      borrowerId: owner.user.id,
      userEmail: "linker@example.com",
    });

    // A magic-link sign-in (the first session of a new account).
    const client = await ctx.signedInClient("linker@example.com");
    const me = (await client.get("/api/me")).json();
    expect(me.linkedInquiries).toBe(2);
    const owners = await ownersOf([first.id, second.id, someoneElses.id, owned.id]);
    expect(owners[first.id]).toBe(me.user.id);
    expect(owners[second.id]).toBe(me.user.id);
    expect(owners[someoneElses.id]).toBeNull();
    expect(owners[owned.id]).toBe(owner.user.id);
    expect(submissions[0]?.inquiryId).toBe(first.id);

    // Another session of the same user links nothing more.
    const again = await createSession(me.user.id);
    expect(again.linkedInquiries).toBe(0);
    expect(await linkedOf(client)).toBe(2);
  });

  test("a password sign-in links too", async () => {
    const email = "password.linker@example.com";
    const anonymous = await insertInquiry(ctx.db, {
      userEmail: email,
      emailConfirmedAt: confirmed,
    });
    const { user } = await createUserWithPassword({
      db: ctx.db,
      auth: ctx.auth,
      email,
      password: "right-pass",
    });
    const client = await passwordSignIn(email, "right-pass");
    expect(await linkedOf(client)).toBe(1);
    expect((await ownersOf([anonymous.id]))[anonymous.id]).toBe(user.id);
  });

  test("an unverified email links nothing", async () => {
    const email = "unproven@example.com";
    const anonymous = await insertInquiry(ctx.db, {
      userEmail: email,
      emailConfirmedAt: confirmed,
    });
    const { user } = await insertUser(ctx.db, { email, emailVerified: false });
    const session = await createSession(user.id);
    expect(session.linkedInquiries).toBe(0);
    expect((await ownersOf([anonymous.id]))[anonymous.id]).toBeNull();
  });

  test("an anonymous request not confirmed through its mailed link is never linked", async () => {
    // Issue 27 item 5: anyone can type someone else's email into the request form.
    const email = "impersonated@example.com";
    const unconfirmed = await insertInquiry(ctx.db, { userEmail: email });
    const client = await ctx.signedInClient(email);
    expect(await linkedOf(client)).toBe(0);
    expect((await client.get("/api/loan-requests")).json().items).toEqual([]);
    expect((await ownersOf([unconfirmed.id]))[unconfirmed.id]).toBeNull();
  });

  test("two sessions begun at once link each request exactly once", async () => {
    const email = "double.click@example.com";
    await Promise.all(
      [1, 2, 3].map(() => insertInquiry(ctx.db, { userEmail: email, emailConfirmedAt: confirmed })),
    );
    const { user } = await insertUser(ctx.db, { email });
    const created = await Promise.all([createSession(user.id), createSession(user.id)]);
    const counts = created.map((session) => session.linkedInquiries);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  test("nothing to link: the count is 0", async () => {
    const client = await ctx.signedInClient("nothing.sent@example.com");
    expect(await linkedOf(client)).toBe(0);
  });
});

describe("POST /api/me/linked-inquiries/ack", () => {
  test("clears this session's count (204); other sessions keep theirs", async () => {
    const email = "acknowledger@example.com";
    await insertInquiry(ctx.db, { userEmail: email, emailConfirmedAt: confirmed });
    const { user } = await createUserWithPassword({
      db: ctx.db,
      auth: ctx.auth,
      email,
      password: "right-pass",
    });
    const client = await passwordSignIn(email, "right-pass");
    expect(await linkedOf(client)).toBe(1);
    // Another device whose session also carries a count (set directly: nothing is left to link).
    const otherDevice = await createSession(user.id);
    await ctx.db
      .update(sessions)
      .set({ linkedInquiries: 4 })
      .where(eq(sessions.id, otherDevice.id));

    const response = await ack(client);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await linkedOf(client)).toBe(0);
    expect((await ack(client)).statusCode).toBe(204);
    const [other] = await ctx.db.select().from(sessions).where(eq(sessions.id, otherDevice.id));
    expect(other?.linkedInquiries).toBe(4);
  });

  test("signed out: 401", async () => {
    expect((await ack(ctx.client())).statusCode).toBe(401);
    expect((await ctx.client().get("/api/me")).json()).toBeNull(); // signed out (200 null since issue 10)
  });

  test("is in the OpenAPI description with its 204 and 401", async () => {
    const spec = (await ctx.app.inject("/api/docs/json")).json();
    const responses = spec.paths["/api/me/linked-inquiries/ack"]?.post?.responses ?? {};
    expect(Object.keys(responses).sort()).toEqual(["204", "401"]);
    expect(spec.paths["/api/me/link-inquiries"]).toBeUndefined();
  });

  test("the old browser-driven endpoint is gone", async () => {
    const client = await ctx.signedInClient("old.endpoint@example.com");
    expect((await client.post("/api/me/link-inquiries")).statusCode).toBe(404);
  });
});
