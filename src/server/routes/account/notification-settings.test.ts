/**
 * Notification settings (issue 31): each role's switchable kinds, PUT and the form without
 * JavaScript changing the same opt-out rows as the unsubscribe links, consent records for what
 * changed only, kinds of another role refused, the digest frequency (and the worker honouring
 * it, fake clock), and the senders of new-request and answer mails honouring the switches.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { NotificationSettings } from "@/domain/contract/notification-settings";
import { consentRecords, notificationOptOuts, users } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { DIGEST_GRACE_MS, sendThreadDigests } from "../../services/messages/send-thread-digests";
import { createUnsubscribeToken } from "../../services/messages/unsubscribe-token";
import {
  createTestContext,
  TEST_BASE_URL,
  type TestClient,
  type TestContext,
} from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
let secret: string;
beforeAll(async () => {
  ctx = await createTestContext();
  secret = (await ctx.auth.$context).secret;
});
afterAll(() => ctx.close());

const { conversation, send } = threadApi(() => ctx);
const URL_ = "/api/me/notification-settings";
const HOUR = 60 * 60 * 1000;
const MINUTE = 60_000;

const settingsOf = async (client: TestClient) => {
  const response = await client.get(URL_);
  expect(response.statusCode).toBe(200);
  return response.json() as NotificationSettings;
};
const put = (client: TestClient, payload: unknown) =>
  client.request({ method: "PUT", url: URL_, payload: payload as Record<string, unknown> });
const postForm = (client: TestClient, body: string, headers: Record<string, string> = {}) =>
  client.request({
    method: "POST",
    url: "/profile/notifications",
    payload: body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
const userIdOf = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? "";
const optOutsOf = async (userId: string) =>
  (
    await ctx.db
      .select({ kind: notificationOptOuts.kind })
      .from(notificationOptOuts)
      .where(eq(notificationOptOuts.userId, userId))
  )
    .map((row) => row.kind)
    .sort();
const consentsOf = (userId: string) =>
  ctx.db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.kind, "notifications")));

describe("GET /api/me/notification-settings", () => {
  test("a visitor gets 401", async () => {
    expect((await ctx.client().get(URL_)).statusCode).toBe(401);
  });

  test("each role lists its own switchable kinds, all on, the digest hourly", async () => {
    const borrower = await ctx.signedInClient("ns.list.borrower@example.com");
    expect(await settingsOf(borrower)).toEqual({
      email: "ns.list.borrower@example.com",
      role: "borrower",
      kinds: [
        { kind: "answers", on: true },
        { kind: "messages", on: true },
        { kind: "offers", on: true },
        { kind: "next_steps", on: true },
        { kind: "reviews", on: true },
      ],
      digestFrequency: "hourly",
    });
    const lender = await ctx.signedInClient("ns.list.lender@example.com", {
      userType: "lender",
      approvalStatus: "approved",
    });
    expect((await settingsOf(lender)).kinds.map((entry) => entry.kind)).toEqual([
      "new_requests",
      "messages",
      "offers",
      "reminders",
      "reviews",
    ]);
    const admin = await ctx.signedInClient("ns.list.admin@example.com", { userType: "admin" });
    expect((await settingsOf(admin)).kinds).toEqual([]);
  });
});

describe("PUT /api/me/notification-settings", () => {
  test("turns kinds off and on, records consent for what changed only", async () => {
    const email = "ns.put@example.com";
    const client = await ctx.signedInClient(email);
    const userId = await userIdOf(email);
    const off = await put(client, { kinds: { messages: false, answers: false } });
    expect(off.statusCode).toBe(200);
    expect(await optOutsOf(userId)).toEqual(["answers", "messages"]);
    // Sending the same values again changes nothing and records nothing more.
    await put(client, { kinds: { messages: false, answers: false, offers: true } });
    const consents = await consentsOf(userId);
    expect(consents.map((row) => [row.scope, row.choice, row.wordingVersion]).sort()).toEqual([
      ["answers", "withdrawn", "notifications-settings-v1"],
      ["messages", "withdrawn", "notifications-settings-v1"],
    ]);
    const on = await put(client, { kinds: { messages: true } });
    expect((on.json() as NotificationSettings).kinds).toContainEqual({
      kind: "messages",
      on: true,
    });
    expect(await optOutsOf(userId)).toEqual(["answers"]);
    expect(await consentsOf(userId)).toHaveLength(3);
  });

  test("a kind of another role is refused and nothing is written", async () => {
    const email = "ns.foreign@example.com";
    const client = await ctx.signedInClient(email);
    const response = await put(client, { kinds: { messages: false, new_requests: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.kinds).toContain("new_requests");
    expect(await optOutsOf(await userIdOf(email))).toEqual([]);
  });

  test("an admin cannot set a digest frequency; unknown fields and values are refused", async () => {
    const admin = await ctx.signedInClient("ns.admin@example.com", { userType: "admin" });
    expect((await put(admin, { digestFrequency: "daily" })).statusCode).toBe(400);
    const borrower = await ctx.signedInClient("ns.bad@example.com");
    expect((await put(borrower, { digestFrequency: "monthly" })).statusCode).toBe(400);
    expect((await put(borrower, { kinds: { messages: "no" } })).statusCode).toBe(400);
    expect((await put(borrower, { kinds: {}, userId: "someone" })).statusCode).toBe(400);
  });
});

describe("the unsubscribe link and the settings page change the same rows", () => {
  test("an unsubscribe shows on the page; the page's switch undoes it for the link", async () => {
    const email = "ns.same@example.com";
    const client = await ctx.signedInClient(email);
    const userId = await userIdOf(email);
    const token = createUnsubscribeToken(secret, userId, "offers");
    const unsubscribe = await ctx
      .client()
      .post("/api/notifications/unsubscribe", { token, subscribed: false });
    expect(unsubscribe.statusCode).toBe(200);
    expect((await settingsOf(client)).kinds).toContainEqual({ kind: "offers", on: false });

    await put(client, { kinds: { offers: true } });
    const link = await ctx.client().get(`/api/notifications/unsubscribe?token=${token}`);
    expect(link.json()).toMatchObject({ kind: "offers", subscribed: true });
  });
});

describe("POST /profile/notifications (the form without JavaScript)", () => {
  test("unchecked kinds go off, the frequency is kept, and the answer is a 303 to the page", async () => {
    const email = "ns.form@example.com";
    const client = await ctx.signedInClient(email);
    const response = await postForm(
      client,
      "form=notification-settings&on=messages&on=offers&digestFrequency=daily",
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/profile/notifications?saved=1");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(await optOutsOf(await userIdOf(email))).toEqual(["answers", "next_steps", "reviews"]);
    expect((await settingsOf(client)).digestFrequency).toBe("daily");
  });

  test("a visitor gets 401; another site's post is refused before it is read", async () => {
    expect(
      (await postForm(ctx.client(), "form=notification-settings&on=messages")).statusCode,
    ).toBe(401);
    const email = "ns.csrf@example.com";
    const client = await ctx.signedInClient(email);
    const response = await postForm(client, "form=notification-settings&digestFrequency=weekly", {
      origin: "https://evil.example.com",
    });
    expect(response.statusCode).toBe(403);
    expect(await optOutsOf(await userIdOf(email))).toEqual([]);
  });
});

describe("the digest worker honours the frequency (fake clock)", () => {
  const digestAt = (msFromNow: number) =>
    sendThreadDigests({
      db: ctx.db,
      mailer: createMailer({
        db: ctx.db,
        smtpUrl: undefined,
        from: "x@example.com",
        log: () => {},
      }),
      baseUrl: TEST_BASE_URL,
      supportEmail: "support@example.com",
      secret,
      now: new Date(Date.now() + msFromNow),
    });
  const digestsTo = async (email: string) =>
    (await ctx.mailsTo(email)).filter((mail) => mail.subject.includes("conversation"));

  test("daily: a second mail for the conversation waits a day, not an hour", async () => {
    const c = await conversation("ns.daily");
    expect((await put(c.borrower, { digestFrequency: "daily" })).statusCode).toBe(200);
    await send(c.lender, c.submissionId, "First question.");
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    await send(c.lender, c.submissionId, "Second question.");
    expect(await digestAt(DIGEST_GRACE_MS + 2 * HOUR)).toBe(0);
    expect(await digestAt(DIGEST_GRACE_MS + 24 * HOUR + 2 * MINUTE)).toBe(1);
    expect(await digestsTo("ns.daily.borrower@example.com")).toHaveLength(2);
  });

  test("weekly: no second mail within six days; the week's entries come after the week", async () => {
    const c = await conversation("ns.weekly");
    await put(c.borrower, { digestFrequency: "weekly" });
    await send(c.lender, c.submissionId, "First question.");
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    await send(c.lender, c.submissionId, "Second question.");
    expect(await digestAt(6 * 24 * HOUR)).toBe(0);
    expect(await digestAt(7 * 24 * HOUR + DIGEST_GRACE_MS + 2 * MINUTE)).toBe(1);
    const [latest] = await digestsTo("ns.weekly.borrower@example.com");
    expect(latest?.text).toContain("Second question.");
  });

  test("messages off on the page: no digest of messages", async () => {
    const c = await conversation("ns.off");
    await put(c.borrower, { kinds: { messages: false } });
    await send(c.lender, c.submissionId, "Anyone there?");
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(0);
  });
});
