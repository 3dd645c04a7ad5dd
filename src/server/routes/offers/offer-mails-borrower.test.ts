/**
 * Issue 28 item 12: offers sent, revised and withdrawn reach the borrower by mail. They do so
 * through the thread digests (docs/decisions/live-updates.md), the batching that already
 * exists for offer events: queued in the outbox in the digest's transaction, after the grace
 * period, at most one mail an hour per conversation, only while unread, and never to a
 * borrower who unsubscribed from offer mails. This test drives the real offer routes end to end
 * (the digest tests insert thread entries directly).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { notificationOptOuts, users } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { DIGEST_GRACE_MS, sendThreadDigests } from "../../services/messages/send-thread-digests";
import { offersApi, terms } from "../../test/offers-api";
import { createTestContext, TEST_BASE_URL, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let secret: string;
beforeAll(async () => {
  ctx = await createTestContext();
  secret = (await ctx.auth.$context).secret;
});
afterAll(() => ctx.close());

const { scenario, send, revise, withdraw } = offersApi(() => ctx);
const MINUTE = 60_000;

const digestAt = (msFromNow: number) =>
  sendThreadDigests({
    db: ctx.db,
    mailer: createMailer({ db: ctx.db, smtpUrl: undefined, from: "x@example.com", log: () => {} }),
    baseUrl: TEST_BASE_URL,
    supportEmail: "support@example.com",
    secret,
    now: new Date(Date.now() + msFromNow),
  });

const offerMailsTo = async (email: string) =>
  (await ctx.mailsTo(email)).filter((mail) => mail.subject.includes("conversation"));

async function sentRevisedWithdrawn() {
  const s = await scenario();
  const sent = await send(s.first.client, s.first.submissionId, terms());
  expect(sent.statusCode, sent.body).toBe(201);
  const revised = await revise(s.first.client, sent.json().offer.id, terms({ interestRate: 9 }));
  expect(revised.statusCode, revised.body).toBe(201);
  const withdrawn = await withdraw(s.first.client, revised.json().offer.id);
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  return s;
}

describe("the borrower's mail about offers", () => {
  test("sent, revised and withdrawn are mailed in one digest, with the offers unsubscribe link", async () => {
    const s = await sentRevisedWithdrawn();
    expect(await digestAt(DIGEST_GRACE_MS + MINUTE)).toBeGreaterThanOrEqual(1);
    const mails = await offerMailsTo(s.borrowerEmail);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(text).toContain("Offer sent from First Capital");
    expect(text).toContain("Offer revised from First Capital");
    expect(text).toContain("Offer withdrawn from First Capital");
    expect(text).toContain("Unsubscribe from offer update mails");
  });

  test("a borrower who unsubscribed from offer mails gets none", async () => {
    const s = await sentRevisedWithdrawn();
    const [borrower] = await ctx.db.select().from(users).where(eq(users.email, s.borrowerEmail));
    await ctx.db.insert(notificationOptOuts).values({ userId: borrower?.id ?? "", kind: "offers" });
    await digestAt(DIGEST_GRACE_MS + MINUTE);
    expect(await offerMailsTo(s.borrowerEmail)).toHaveLength(0);
  });
});
