/**
 * Issue 27 item 4, 'No spam relay': a request reaches at most 15 lenders over its life; at most
 * 10 new requests per borrower email a day (signed-in and anonymous share the count, across
 * server processes); lender notifications batched to one mail per lender per 10 minutes; links
 * in free text defanged in mails. Each limit at its number and one past it. (The lender's
 * answer mails are in lender-workspace/lender-workspace-answer-mails.test.ts.)
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { MAX_LENDERS_PER_REQUEST } from "@/domain/lenders/lead-eligibility";
import { inquiries, loanSubmissions } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import {
  BORROWER_DAILY_REQUEST_LIMIT,
  LENDER_NOTIFICATION_WINDOW_MS,
} from "../../rate-limit/limits";
import { createPgRateLimitStore } from "../../rate-limit/pg-rate-limit-store";
import { sendLenderDigests } from "../../services/loan-requests/notify-lenders";
import { advanceClock } from "../../test/clock";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import {
  createTestContext,
  TEST_BASE_URL,
  type TestClient,
  type TestContext,
} from "../../test/test-app";
import { TEST_AUTH_SECRET } from "../../test/test-auth";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const api = loanRequestApi(() => ctx);
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;
const lenders = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      api.lender({ email: `spam.${++n}@lender.example.com` }).then((l) => l.lender),
    ),
  );
const sendMore = (client: TestClient, id: string, lenderIds: string[]) =>
  client.post(`/api/loan-requests/${id}/submissions`, { lenderIds });

describe(`a request reaches at most ${MAX_LENDERS_PER_REQUEST} lenders over its life`, () => {
  test("10 at creation and 5 more make 15; the 16th is refused with 409 lender_limit_reached", async () => {
    expect(MAX_LENDERS_PER_REQUEST).toBe(15);
    const first = await lenders(10);
    const client = await ctx.signedInClient(nextEmail("cap"));
    const created = await api.create(client, {
      request: validRequest(),
      lenderIds: first.map((l) => l.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().request.id;

    const five = await lenders(5);
    const upTo15 = await sendMore(
      client,
      id,
      five.map((l) => l.id),
    );
    expect(upTo15.statusCode, upTo15.body).toBe(201);
    expect(upTo15.json().request.submissions).toHaveLength(15);

    const [sixteenth] = await lenders(1);
    const before = await api.counts();
    const refused = await sendMore(client, id, [sixteenth?.id ?? ""]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "lender_limit_reached",
      message: "A loan request can be sent to at most 15 lenders.",
    });
    expect(await api.counts()).toEqual(before);
    expect(await ctx.mailsTo(sixteenth?.email ?? "")).toEqual([]);
  });

  test("a call that would pass 15 is refused as a whole: 10 + 6", async () => {
    const first = await lenders(10);
    const client = await ctx.signedInClient(nextEmail("cap"));
    const created = await api.create(client, {
      request: validRequest(),
      lenderIds: first.map((l) => l.id),
    });
    const six = await lenders(6);
    const before = await api.counts();
    const refused = await sendMore(
      client,
      created.json().request.id,
      six.map((l) => l.id),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("lender_limit_reached");
    expect(await api.counts()).toEqual(before);
  });
});

describe(`at most ${BORROWER_DAILY_REQUEST_LIMIT.max} new requests per borrower a day`, () => {
  test("the 10th is accepted, the 11th refused with 429 too_many_loan_requests; a day later it works again", async () => {
    expect(BORROWER_DAILY_REQUEST_LIMIT.max).toBe(10);
    const email = nextEmail("daily");
    const client = await ctx.signedInClient(email);
    for (let i = 0; i < 10; i += 1) {
      const response = await api.create(client, { request: validRequest() });
      expect(response.statusCode, `request ${i + 1}: ${response.body}`).toBe(201);
    }
    const refused = await api.create(client, { request: validRequest() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: "too_many_loan_requests",
      message: "You can send at most 10 new loan requests a day. Please try again tomorrow.",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await api.inquiriesOf(email)).toHaveLength(10);

    advanceClock(BORROWER_DAILY_REQUEST_LIMIT.windowMs + 1_000);
    expect((await api.create(client, { request: validRequest() })).statusCode).toBe(201);
  });

  test("a request the server refuses (409) does not use up a slot", async () => {
    const email = nextEmail("daily.refused");
    const client = await ctx.signedInClient(email);
    const { lender: closed } = await api.lender({ acceptingLeads: false });
    for (let i = 0; i < 3; i += 1) {
      const refused = await api.create(client, {
        request: validRequest(),
        lenderIds: [closed.id],
      });
      expect(refused.statusCode).toBe(409);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await api.create(client, { request: validRequest() })).statusCode).toBe(201);
    }
    expect((await api.create(client, { request: validRequest() })).statusCode).toBe(429);
  });

  test("anonymous requests with the borrower's email share the count, on another server process", async () => {
    const email = nextEmail("daily.shared");
    const client = await ctx.signedInClient(email);
    for (let i = 0; i < 6; i += 1) {
      expect((await api.create(client, { request: validRequest() })).statusCode).toBe(201);
    }
    // A second app on the same database: another server process.
    const other = await createTestContext({ handle: ctx.handle });
    try {
      const anonymous = (address: string) =>
        other.client().request({
          method: "POST",
          url: "/api/loan-requests/anonymous",
          payload: { email: email.toUpperCase(), request: validRequest() },
          headers: { "x-forwarded-for": address },
        });
      for (let i = 0; i < 4; i += 1) {
        const response = await anonymous(`198.51.100.${10 + i}`);
        expect(response.statusCode, response.body).toBe(202);
      }
      const refused = await anonymous("198.51.100.20");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("too_many_loan_requests");
    } finally {
      await other.close();
    }
    expect((await api.create(client, { request: validRequest() })).statusCode).toBe(429);
    const stored = await ctx.db
      .select()
      .from(inquiries)
      .where(sql`lower(${inquiries.userEmail}) = ${email}`);
    expect(stored).toHaveLength(10);
  });
});

describe("lender notifications: one mail per lender per 10 minutes", () => {
  const deps = () => ({
    db: ctx.db,
    // The development outbox, where ctx.mailsTo reads.
    mailer: createMailer({ db: ctx.db, smtpUrl: undefined, from: "x@example.com", log: () => {} }),
    rateLimits: createPgRateLimitStore(ctx.db),
    baseUrl: TEST_BASE_URL,
    supportEmail: "support@example.com",
    secret: TEST_AUTH_SECRET,
  });
  const roundAt = (msFromNow: number) =>
    sendLenderDigests({ ...deps(), now: new Date(Date.now() + msFromNow) });

  test("the first request is mailed at once; the next ones wait and go out in one digest", async () => {
    // The clock stands still (Date only), so every window below is exact.
    advanceClock(0);
    const [lender] = await lenders(1);
    const to = lender?.email ?? "";
    const send = async (name: string) => {
      const client = await ctx.signedInClient(nextEmail("batch"));
      const response = await api.create(client, {
        request: validRequest({ customName: name }),
        lenderIds: [lender?.id ?? ""],
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await send("First deal");
    expect(await ctx.mailsTo(to)).toHaveLength(1);
    await send("Second deal");
    await send("Third deal https://spam.example.net/buy");
    expect(await ctx.mailsTo(to)).toHaveLength(1);
    const waiting = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.lenderNotificationPending, true));
    expect(waiting.filter((row) => row.lenderId === lender?.id)).toHaveLength(2);

    // Within the window: nothing. Just after it: one digest listing both, and no more.
    expect(await roundAt(LENDER_NOTIFICATION_WINDOW_MS - 60_000)).toBe(0);
    expect(await ctx.mailsTo(to)).toHaveLength(1);
    expect(await roundAt(LENDER_NOTIFICATION_WINDOW_MS + 1_000)).toBe(1);
    const digest = (await ctx.mailsTo(to)).find((mail) => mail.subject === "2 new loan requests");
    expect(digest?.text).toContain("Second deal: $250,000, Fix & Flip, Texas");
    expect(digest?.text).toContain("Third deal spam[.]example[.]net/buy");
    expect(digest?.text).not.toContain("https://spam");
    expect(await roundAt(LENDER_NOTIFICATION_WINDOW_MS + 2_000)).toBe(0);
    expect(await ctx.mailsTo(to)).toHaveLength(2);

    // The digest started a new window: a request now waits for the next one.
    await send("Fourth deal");
    expect(await ctx.mailsTo(to)).toHaveLength(2);
    expect(await roundAt(2 * LENDER_NOTIFICATION_WINDOW_MS)).toBe(0);
    expect(await roundAt(2 * LENDER_NOTIFICATION_WINDOW_MS + 2_000)).toBe(1);
    expect(await ctx.mailsTo(to)).toHaveLength(3);
  });

  test("two processes running a round at once send one digest", async () => {
    const [lender] = await lenders(1);
    for (let i = 0; i < 3; i += 1) {
      const client = await ctx.signedInClient(nextEmail("race"));
      await api.create(client, { request: validRequest(), lenderIds: [lender?.id ?? ""] });
    }
    const at = new Date(Date.now() + LENDER_NOTIFICATION_WINDOW_MS + 1_000);
    const other = { ...deps(), rateLimits: createPgRateLimitStore(ctx.db) };
    const sent = await Promise.all([
      sendLenderDigests({ ...deps(), now: at }),
      sendLenderDigests({ ...other, now: at }),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await ctx.mailsTo(lender?.email ?? "")).toHaveLength(2);
  });
});

describe("links in free text are text in mails", () => {
  test("the lender's mail shows the request's links defanged, with their domain, never as <a>", async () => {
    const [lender] = await lenders(1);
    const client = await ctx.signedInClient(nextEmail("links"));
    const response = await api.create(client, {
      request: validRequest({
        customName: "See www.flip-deals.example.org",
        notes: "Photos at https://evil.example.com/win?x=1 and spam.example.net/path.",
      }),
      lenderIds: [lender?.id ?? ""],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await ctx.mailsTo(lender?.email ?? "");
    for (const part of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(part).toContain("evil[.]example[.]com/win?x=1");
      expect(part).toContain("spam[.]example[.]net/path.");
      expect(part).toContain("www[.]flip-deals[.]example[.]org");
      expect(part).not.toContain("https://evil");
      expect(part).not.toContain("evil.example.com");
      expect(part).not.toContain("spam.example.net");
    }
    const anchors = [...(mail?.html ?? "").matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(
      anchors.every((href) => href?.startsWith(TEST_BASE_URL) || href?.startsWith("mailto:")),
    ).toBe(true);
  });
});
