/**
 * Issue 27 item 5: an anonymous request cannot impersonate a borrower. Lenders see it as
 * 'Email not confirmed' until the email's owner confirms it through the mailed link; 'This
 * wasn't me' withdraws it and tells the lenders; only a confirmed request reaches an account;
 * the link's GET changes nothing, its POSTs are single-use, expire and are rate-limited.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { REQUEST_CONFIRMATION_TTL_DAYS } from "@/domain/contract/request-confirmation";
import { HOUR_MS } from "@/domain/reference/limits";
import { insertUser } from "../../db/factories";
import { inquiries, inquiryEmailTokens, loanSubmissions, users } from "../../db/schema";
import { REQUEST_CONFIRMATION_LIMIT } from "../../rate-limit/limits";
import {
  LINK_EXPIRED_MESSAGE,
  LINK_INVALID_MESSAGE,
  LINK_USED_CONFIRMED_MESSAGE,
  LINK_USED_WITHDRAWN_MESSAGE,
} from "../../services/loan-requests/confirm-anonymous-request";
import { hashRequestToken } from "../../services/loan-requests/request-email-token";
import { advanceClock } from "../../test/clock";
import { workspaceApi } from "../../test/lender-workspace-api";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, linkIn, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const api = loanRequestApi(() => ctx);
const { lenderAccount } = workspaceApi(() => ctx);
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;
const nextAddress = () => `198.51.100.${++n}`;

function visitorBody(email: string, lenderIds: string[]) {
  return {
    email,
    phone: "5125550142",
    creditScore: "520",
    experience: "1-2",
    request: validRequest({ customName: `Request of ${email}` }),
    lenderIds,
  };
}

/** An approved lender account with its record, and a visitor's request sent to it. */
async function sentRequest(label: string, email = nextEmail(label)) {
  const lender = await lenderAccount(nextEmail(`${label}.lender`), {
    companyName: `${label} Capital ${n}`,
  });
  const lenderId = lender.lender?.id ?? "";
  const response = await api.anonymous(visitorBody(email, [lenderId]), nextAddress());
  expect(response.statusCode, response.body).toBe(202);
  const [inquiry] = await api.inquiriesOf(email);
  if (!inquiry) throw new Error("no inquiry");
  return { lender, lenderId, email, inquiry };
}

/** The token of the confirmation link mailed to this email (the newest). */
async function mailedToken(email: string, intent: "confirm" | "withdraw" = "confirm") {
  const mail = (await ctx.mailsTo(email)).find((m) =>
    m.links.some((link) => link.includes("/request-confirmation?")),
  );
  const link = new URL(
    linkIn(mail, intent === "withdraw" ? "intent=withdraw" : "/request-confirmation?"),
  );
  expect(link.pathname).toBe("/request-confirmation");
  return link.searchParams.get("token") ?? "";
}

const read = (token: string) =>
  ctx.client().get(`/api/request-confirmations?token=${encodeURIComponent(token)}`);
const post = (action: "confirm" | "withdraw", token: string, address = nextAddress()) =>
  ctx.client().request({
    method: "POST",
    url: `/api/request-confirmations/${action}`,
    payload: { token },
    headers: { "x-forwarded-for": address },
  });

async function leadOf(client: TestClient, inquiryId: string) {
  const response = await client.get("/api/lender-workspace/inquiries");
  expect(response.statusCode).toBe(200);
  return (response.json().items as { inquiryId: string; emailConfirmed: boolean }[]).find(
    (item) => item.inquiryId === inquiryId,
  );
}

describe("the lender sees whether the email is confirmed", () => {
  test("a visitor's request is 'not confirmed' until the link's owner confirms it", async () => {
    const { lender, email, inquiry } = await sentRequest("marker");
    expect(await leadOf(lender.client, inquiry.id)).toMatchObject({
      userEmail: email,
      emailConfirmed: false,
    });

    const token = await mailedToken(email);
    // Opening the link (as a mail scanner does) changes nothing.
    const opened = await read(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(opened.json()).toMatchObject({
      email,
      loanAmount: 250_000,
      lenderNames: [expect.stringContaining("marker Capital")],
    });
    expect((await read(token)).statusCode).toBe(200);
    expect(await leadOf(lender.client, inquiry.id)).toMatchObject({ emailConfirmed: false });

    const confirmed = await post("confirm", token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The account made for the email at submit is confirmed with it (issue 28 item 3).
    expect(confirmed.json()).toEqual({ outcome: "confirmed", email, onDashboard: true });
    expect(await leadOf(lender.client, inquiry.id)).toMatchObject({ emailConfirmed: true });
  });

  test("a borrower account's own request is confirmed", async () => {
    const lender = await lenderAccount(nextEmail("own.lender"), { companyName: "Own Capital" });
    const borrower = await ctx.signedInClient(nextEmail("own.borrower"), { userType: "borrower" });
    const created = await api.create(borrower, {
      request: validRequest(),
      lenderIds: [lender.lender?.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await leadOf(lender.client, created.json().request.id)).toMatchObject({
      emailConfirmed: true,
    });
  });

  test("the only token stored is its SHA-256, never the token", async () => {
    const { email, inquiry } = await sentRequest("hashed");
    const token = await mailedToken(email);
    const rows = await ctx.db
      .select()
      .from(inquiryEmailTokens)
      .where(eq(inquiryEmailTokens.inquiryId, inquiry.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashRequestToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(43);
  });
});

describe("an account gets a request only when its email's owner confirms that request", () => {
  test("signing in with the request's email alone does not attach it", async () => {
    const email = nextEmail("victim");
    await insertUser(ctx.db, { email });
    const { inquiry } = await sentRequest("impostor", email);
    const client = await ctx.signedInClient(email);
    expect((await client.get("/api/me")).json().linkedInquiries).toBe(0);
    expect((await client.get("/api/loan-requests")).json().items).toEqual([]);
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.borrowerId).toBeNull();
  });

  test("confirming attaches it to the verified account with that email (any letter case)", async () => {
    const email = nextEmail("owner");
    const client = await ctx.signedInClient(email);
    const { inquiry } = await sentRequest("confirmed", email.toUpperCase());
    expect((await client.get("/api/loan-requests")).json().items).toEqual([]);

    const confirmed = await post("confirm", await mailedToken(email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ outcome: "confirmed", onDashboard: true });
    const items = (await client.get("/api/loan-requests")).json().items;
    expect(items.map((item: { id: string }) => item.id)).toEqual([inquiry.id]);
  });

  test("confirmed while no account has the email: the first sign-in attaches it", async () => {
    const email = nextEmail("later");
    const { inquiry } = await sentRequest("later", email);
    // As for a request stored before accounts were made at submit (issue 28).
    await ctx.db.delete(users).where(eq(users.email, email));
    const confirmed = await post("confirm", await mailedToken(email));
    expect(confirmed.json()).toMatchObject({ onDashboard: false });
    const client = await ctx.signedInClient(email);
    expect((await client.get("/api/me")).json().linkedInquiries).toBe(1);
    const items = (await client.get("/api/loan-requests")).json().items;
    expect(items.map((item: { id: string }) => item.id)).toEqual([inquiry.id]);
  });

  test("an unverified account with a password is not given the request", async () => {
    const email = nextEmail("unverified");
    // A sign-up whose confirmation link was never opened: its password may be anyone's.
    const { user } = await insertUser(ctx.db, {
      email,
      emailVerified: false,
      passwordHash: "not-a-real-hash",
    });
    const { inquiry } = await sentRequest("unverified", email);
    const confirmed = await post("confirm", await mailedToken(email));
    expect(confirmed.json()).toMatchObject({ onDashboard: false });
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row?.borrowerId).toBeNull();
    expect(row?.borrowerId).not.toBe(user.id);
    expect(row?.emailConfirmedAt).not.toBeNull();
  });
});

describe("'This wasn't me'", () => {
  test("withdraws the request with all its submissions and mails every lender", async () => {
    const second = await lenderAccount(nextEmail("second.lender"), {
      companyName: "Second Capital",
    });
    const email = nextEmail("notme");
    const first = await lenderAccount(nextEmail("first.lender"), { companyName: "First Capital" });
    const sent = await api.anonymous(
      visitorBody(email, [first.lender?.id ?? "", second.lender?.id ?? ""]),
      nextAddress(),
    );
    expect(sent.statusCode).toBe(202);
    const [inquiry] = await api.inquiriesOf(email);
    if (!inquiry) throw new Error("no inquiry");
    const token = await mailedToken(email, "withdraw");
    expect(token).toBe(await mailedToken(email, "confirm"));

    const withdrawn = await post("withdraw", token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ outcome: "withdrawn", lendersTold: 2 });
    expect(await api.inquiriesOf(email)).toEqual([]);
    expect(
      await ctx.db.select().from(loanSubmissions).where(eq(loanSubmissions.inquiryId, inquiry.id)),
    ).toEqual([]);
    expect(await leadOf(first.client, inquiry.id)).toBeUndefined();
    expect(await leadOf(second.client, inquiry.id)).toBeUndefined();

    for (const company of [first, second]) {
      const to = company.lender?.email ?? "";
      const [mail] = await ctx.mailsTo(to);
      expect(mail?.subject).toBe(`Loan request withdrawn: ${email} did not send it`);
      expect(mail?.text).toContain(company.lender?.companyName ?? "?");
      expect(mail?.text).toContain("$250,000");
    }
  });
});

describe("links that cannot be used answer clearly", () => {
  test("an unknown token: 404 confirmation_link_invalid on every route", async () => {
    const token = "A".repeat(43);
    for (const response of [
      await read(token),
      await post("confirm", token),
      await post("withdraw", token),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: "confirmation_link_invalid",
        message: LINK_INVALID_MESSAGE,
      });
    }
  });

  test("a used token: 409 confirmation_link_used, saying what it did", async () => {
    const a = await sentRequest("reused");
    const tokenA = await mailedToken(a.email);
    expect((await post("confirm", tokenA)).statusCode).toBe(200);
    for (const response of [
      await post("confirm", tokenA),
      await post("withdraw", tokenA),
      await read(tokenA),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "confirmation_link_used",
        message: LINK_USED_CONFIRMED_MESSAGE,
      });
    }
    // Still there, still confirmed: a used link cannot withdraw it afterwards.
    expect((await api.inquiriesOf(a.email))[0]?.emailConfirmedAt).not.toBeNull();

    const b = await sentRequest("rewithdrawn");
    const tokenB = await mailedToken(b.email);
    expect((await post("withdraw", tokenB)).statusCode).toBe(200);
    const again = await post("confirm", tokenB);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LINK_USED_WITHDRAWN_MESSAGE);
  });

  test(`an expired token (after ${REQUEST_CONFIRMATION_TTL_DAYS} days): 410 confirmation_link_expired, nothing changes`, async () => {
    const { lender, email, inquiry } = await sentRequest("expired");
    const token = await mailedToken(email);
    advanceClock(REQUEST_CONFIRMATION_TTL_DAYS * 24 * HOUR_MS + 1000);
    for (const response of [
      await read(token),
      await post("confirm", token),
      await post("withdraw", token),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toEqual({
        code: "confirmation_link_expired",
        message: LINK_EXPIRED_MESSAGE,
      });
    }
    vi.useRealTimers();
    expect(await leadOf(lender.client, inquiry.id)).toMatchObject({ emailConfirmed: false });
  });

  test("a missing or oversized token is a 400", async () => {
    expect((await post("confirm", "")).statusCode).toBe(400);
    expect((await post("withdraw", "x".repeat(201))).statusCode).toBe(400);
    expect((await ctx.client().get("/api/request-confirmations")).statusCode).toBe(400);
  });

  test(`at most ${REQUEST_CONFIRMATION_LIMIT.maxPerAddress} confirm or withdraw attempts an hour from one address`, async () => {
    const address = nextAddress();
    for (let i = 0; i < REQUEST_CONFIRMATION_LIMIT.maxPerAddress; i += 1) {
      const response = await post(i % 2 ? "withdraw" : "confirm", `guess-${i}`, address);
      expect(response.statusCode).toBe(404);
    }
    const { email } = await sentRequest("limited");
    const token = await mailedToken(email);
    const refused = await post("confirm", token, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("too_many_requests");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    // The link still works from elsewhere.
    expect((await post("confirm", token)).statusCode).toBe(200);
  });
});

describe("no account enumeration", () => {
  test("the submit's answer and the mail's shape are the same for known and unknown emails", async () => {
    const lender = await lenderAccount(nextEmail("enum.lender"), { companyName: "Enum Capital" });
    const known = nextEmail("known");
    await insertUser(ctx.db, { email: known });
    const unknown = nextEmail("unknown");
    const answers = [];
    for (const email of [known, unknown]) {
      const response = await api.anonymous(
        visitorBody(email, [lender.lender?.id ?? ""]),
        nextAddress(),
      );
      const { date: _date, ...headers } = response.headers;
      answers.push({
        status: response.statusCode,
        headers: Object.keys(headers).sort(),
        setCookie: headers["set-cookie"] ?? null,
        body: response.body.replaceAll(encodeURIComponent(email), "EMAIL"),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    const mails = await Promise.all(
      [known, unknown].map(async (email) => (await ctx.mailsTo(email))[0]),
    );
    const shape = (text: string | undefined, email: string) =>
      (text ?? "").replaceAll(email, "E").replace(/token=[\w-]+/g, "token=T");
    expect(shape(mails[0]?.text, known)).toBe(shape(mails[1]?.text, unknown));
  });
});
