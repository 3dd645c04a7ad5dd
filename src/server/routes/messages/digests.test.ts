/**
 * Digest mails with a fake clock (`now` is passed in): the grace period, one mail an hour per
 * thread and recipient while unread, only entries not mailed before, nothing once read, the
 * unsubscribe links per kind (without signing in), and one mail when two processes race.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runWrite } from "../../db/write";
import { createMailer } from "../../mail/mailer";
import { appendThreadEvent } from "../../services/messages/append-thread-event";
import {
  DIGEST_GRACE_MS,
  DIGEST_INTERVAL_MS,
  sendThreadDigests,
} from "../../services/messages/send-thread-digests";
import { createUnsubscribeToken } from "../../services/messages/unsubscribe-token";
import { createTestContext, linkIn, TEST_BASE_URL, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
let secret: string;
beforeAll(async () => {
  ctx = await createTestContext();
  secret = (await ctx.auth.$context).secret;
});
afterAll(() => ctx.close());

const { conversation, send, markRead } = threadApi(() => ctx);
const MINUTE = 60_000;
/** The digest mails of an address, newest first (sign-in mails left out). */
const digestsTo = async (email: string) =>
  (await ctx.mailsTo(email)).filter((mail) => mail.subject.includes("conversation"));

const digestAt = (msFromNow: number) =>
  sendThreadDigests({
    db: ctx.db,
    // The development outbox, where ctx.mailsTo reads.
    mailer: createMailer({ db: ctx.db, smtpUrl: undefined, from: "x@example.com", log: () => {} }),
    baseUrl: TEST_BASE_URL,
    supportEmail: "support@example.com",
    secret,
    now: new Date(Date.now() + msFromNow),
  });

describe("digest timing", () => {
  test("after the grace period, at most one mail an hour, listing only what is new", async () => {
    const c = await conversation("digest.timing");
    await send(c.lender, c.submissionId, "Can you send the rent roll?");
    await send(c.lender, c.submissionId, "And the purchase contract.");
    expect(await digestAt(DIGEST_GRACE_MS - MINUTE)).toBe(0);
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    const [mail] = await digestsTo("digest.timing.borrower@example.com");
    expect(mail?.subject).toBe("2 new in your conversation with digest.timing Capital");
    expect(mail?.text).toContain("Message from digest.timing Capital: Can you send the rent roll?");
    expect(mail?.text).toContain("And the purchase contract.");
    expect(mail?.text).toContain("Unsubscribe from new message mails");
    expect(await digestsTo("digest.timing.lender@example.com")).toHaveLength(0);

    // Nothing new: no mail. Something new within the hour: it waits for the hour.
    expect(await digestAt(DIGEST_GRACE_MS + 2 * MINUTE)).toBe(0);
    await send(c.lender, c.submissionId, "Also the insurance quote.");
    // The first digest went out at grace + 1 minute (fake clock): the hour counts from there.
    expect(await digestAt(DIGEST_INTERVAL_MS)).toBe(0);
    expect(await digestAt(DIGEST_GRACE_MS + DIGEST_INTERVAL_MS + 2 * MINUTE)).toBe(1);
    const mails = await digestsTo("digest.timing.borrower@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe("New in your conversation with digest.timing Capital");
    expect(mails[0]?.text).toContain("Also the insurance quote.");
    expect(mails[0]?.text).not.toContain("rent roll");
  });

  test("a thread read before its digest is due sends nothing", async () => {
    const c = await conversation("digest.read");
    await send(c.borrower, c.submissionId, "Is 70% LTV possible?");
    await markRead(c.lender, c.submissionId);
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(0);
    expect(await digestsTo("digest.read.lender@example.com")).toHaveLength(0);
  });

  test("two processes running a round at once send one mail", async () => {
    const c = await conversation("digest.race");
    await send(c.borrower, c.submissionId, "Hello there");
    const sent = await Promise.all([
      digestAt(DIGEST_GRACE_MS + MINUTE),
      digestAt(DIGEST_GRACE_MS + MINUTE),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await digestsTo("digest.race.lender@example.com")).toHaveLength(1);
  });
});

describe("unsubscribe links", () => {
  test("a link stops one kind without signing in; the other kind still comes", async () => {
    const c = await conversation("digest.unsub");
    await send(c.lender, c.submissionId, "First message");
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    const [mail] = await digestsTo("digest.unsub.borrower@example.com");
    const link = new URL(linkIn(mail, "/unsubscribe?token="));
    const token = link.searchParams.get("token") ?? "";
    const visitor = ctx.client();

    const shown = await visitor.get(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      kind: "messages",
      email: "digest.unsub.borrower@example.com",
      subscribed: true,
    });
    const done = await visitor.post("/api/notifications/unsubscribe", { token });
    expect(done.json()).toMatchObject({ kind: "messages", subscribed: false });

    // A new message: no mail. An offer event: a mail, with the offers link only.
    await send(c.lender, c.submissionId, "Second message");
    await runWrite(ctx.db, (w) =>
      appendThreadEvent(w.tx, {
        submissionId: c.submissionId,
        side: "lender",
        authorId: c.lenderUserId,
        kind: "offer_sent",
        body: "Offer sent: $400,000 at 11%",
      }),
    );
    expect(await digestAt(DIGEST_GRACE_MS + DIGEST_INTERVAL_MS + 2 * MINUTE)).toBe(1);
    const [offerMail] = await digestsTo("digest.unsub.borrower@example.com");
    expect(offerMail?.text).toContain("Offer sent from digest.unsub Capital");
    expect(offerMail?.text).not.toContain("Second message");
    expect(offerMail?.text).toContain("Unsubscribe from offer update mails");
    expect(offerMail?.text).not.toContain("Unsubscribe from new message mails");

    // Subscribing again through the same link.
    const again = await visitor.post("/api/notifications/unsubscribe", { token, subscribed: true });
    expect(again.json()).toMatchObject({ kind: "messages", subscribed: true });
  });

  test("a forged or altered token gets 400 and changes nothing", async () => {
    const c = await conversation("digest.forged");
    await send(c.lender, c.submissionId, "Hi");
    await digestAt(DIGEST_GRACE_MS + MINUTE);
    const [mail] = await digestsTo("digest.forged.borrower@example.com");
    const token = new URL(linkIn(mail, "/unsubscribe?token=")).searchParams.get("token") ?? "";
    const [payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ u: c.lenderUserId, k: "messages" })).toString(
      "base64url",
    );
    const visitor = ctx.client();
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature?.slice(0, -2)}xx`,
      "nonsense",
      `${payload}`,
    ]) {
      const response = await visitor.post("/api/notifications/unsubscribe", { token: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("This unsubscribe link is not valid.");
    }
    const shown = await visitor.get(
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(shown.json().subscribed).toBe(true);
  });
});

describe("List-Unsubscribe and RFC 8058 one-click", () => {
  /** The digest's List-Unsubscribe https address and the tokens it carries. */
  async function oneClickOf(email: string) {
    const [mail] = await digestsTo(email);
    const header = mail?.headers["List-Unsubscribe"] ?? "";
    const https = /<(https?:\/\/[^>]+)>/.exec(header)?.[1] ?? "";
    const url = new URL(https);
    return { mail, header, url, path: `${url.pathname}${url.search}` };
  }
  const oneClick = (path: string, payload = "List-Unsubscribe=One-Click", type?: string) =>
    ctx.app.inject({
      method: "POST",
      url: path,
      payload,
      headers: { "content-type": type ?? "application/x-www-form-urlencoded" },
    });
  const subscribed = async (token: string) =>
    (
      await ctx.client().get(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`)
    ).json().subscribed;

  test("a digest carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post", async () => {
    const c = await conversation("digest.header");
    await send(c.lender, c.submissionId, "A message");
    await runWrite(ctx.db, (w) =>
      appendThreadEvent(w.tx, {
        submissionId: c.submissionId,
        side: "lender",
        authorId: c.lenderUserId,
        kind: "offer_sent",
        body: "Offer sent: $300,000 at 10%",
      }),
    );
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    const { mail, header, url } = await oneClickOf("digest.header.borrower@example.com");
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(header).toMatch(
      /^<http:\/\/localhost:3000\/unsubscribe\?token=[^>]+>, <mailto:support@example\.com\?subject=[^>]+>$/,
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_BASE_URL}/unsubscribe`);
    // One token per kind in the mail (a message and an offer), both the footer links' tokens.
    const tokens = url.searchParams.getAll("token");
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect(mail?.text).toContain(encodeURIComponent(token));
  });

  test("POST List-Unsubscribe=One-Click, with no cookie, stops the mails: 200, no redirect", async () => {
    const c = await conversation("digest.oneclick");
    await send(c.lender, c.submissionId, "First message");
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    const { path, url } = await oneClickOf("digest.oneclick.borrower@example.com");
    const [token] = url.searchParams.getAll("token");
    if (!token) throw new Error("no token");

    // Opening the address (GET) changes nothing, as before.
    await ctx.app.inject({ method: "GET", url: path });
    expect(await subscribed(token)).toBe(true);

    const response = await oneClick(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual({ unsubscribed: ["messages"] });
    expect(await subscribed(token)).toBe(false);
    // Again: still 200 (a mail client may retry).
    expect((await oneClick(path)).statusCode).toBe(200);

    await send(c.lender, c.submissionId, "Second message");
    expect(await digestAt(DIGEST_GRACE_MS + DIGEST_INTERVAL_MS + 2 * MINUTE)).toBe(0);
  });

  test("multipart/form-data one-click works too (RFC 8058 allows either)", async () => {
    const c = await conversation("digest.multipart");
    await send(c.lender, c.submissionId, "Hello");
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    const { path, url } = await oneClickOf("digest.multipart.borrower@example.com");
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n';
    const response = await oneClick(path, body, "multipart/form-data; boundary=XyZ");
    expect(response.statusCode, response.body).toBe(200);
    expect(await subscribed(url.searchParams.get("token") ?? "")).toBe(false);
  });

  test("a forged, altered or missing token, or a wrong body, is 400 and changes nothing", async () => {
    const c = await conversation("digest.oneclick.bad");
    await send(c.lender, c.submissionId, "Hi");
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBe(1);
    const { path, url } = await oneClickOf("digest.oneclick.bad.borrower@example.com");
    const token = url.searchParams.get("token") ?? "";
    const [payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ u: c.lenderUserId, k: "messages" })).toString(
      "base64url",
    );
    const lenderToken = createUnsubscribeToken(secret, c.lenderUserId, "offers");
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature?.slice(0, -2)}xx`,
      "nonsense",
    ]) {
      const response = await oneClick(`/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message).toBe("This unsubscribe link is not valid.");
    }
    // Two valid tokens of two different people: refused as a whole.
    const mixed = await oneClick(
      `/unsubscribe?token=${encodeURIComponent(token)}&token=${encodeURIComponent(lenderToken)}`,
    );
    expect(mixed.statusCode).toBe(400);
    expect((await oneClick("/unsubscribe")).statusCode).toBe(400);
    for (const body of ["", "List-Unsubscribe=Yes", "unsubscribe=One-Click"]) {
      expect((await oneClick(path, body)).statusCode, body).toBe(400);
    }
    expect(await subscribed(token)).toBe(true);
    expect(await subscribed(lenderToken)).toBe(true);
  });
});
