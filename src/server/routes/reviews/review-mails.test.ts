/**
 * Issue 35: a moderation decision mails the review's author (published: the lender's page;
 * rejected: the reason, and whether the 30-day edit window is still open) and, on
 * publication, the reviewed lender's account (reply in the dashboard's Reviews tab). Queued
 * in the deciding transaction (outbox), so a refused decision sends nothing; a user who
 * stopped 'reviews' mails through its unsubscribe link gets none.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OwnReview } from "@/domain/contract/reviews";
import { DAY_MS } from "@/domain/reference/limits";
import { insertInquiryWithSubmissions } from "../../db/factories";
import { lenderReviews, users } from "../../db/schema";
import { createUnsubscribeToken } from "../../services/messages/unsubscribe-token";
import { adminClient, send } from "../../test/admin-api";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

const BORROWER = "mails.borrower@example.com";
const LENDER = "mails.lender@example.com";

let ctx: TestContext;
let borrower: TestClient;
let admin: TestClient;
let borrowerId: string;
let lenderUserId: string;
let lenderSlug: string;
let lenderId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const { lenderAccount } = workspaceApi(() => ctx);
  borrower = await ctx.signedInClient(BORROWER, { userType: "borrower" });
  admin = (await adminClient(ctx, "mails.admin@example.com")).client;
  const account = await lenderAccount(LENDER, { companyName: "Juniper Trail Lending" });
  lenderId = account.lender?.id ?? "";
  lenderSlug = account.lender?.slug ?? "";
  const [b] = await ctx.db.select().from(users).where(eq(users.email, BORROWER));
  const [l] = await ctx.db.select().from(users).where(eq(users.email, LENDER));
  borrowerId = b?.id ?? "";
  lenderUserId = l?.id ?? "";
});
afterAll(() => ctx.close());

async function postedReview(rating: number): Promise<string> {
  const { submissions } = await insertInquiryWithSubmissions(
    ctx.db,
    { borrowerId, userEmail: null, loanPurpose: "fix_and_flip", lenderId },
    [{ lenderId, status: "funded" }],
  );
  const posted = await send(borrower, "POST", "/api/reviews", {
    submissionId: submissions[0]?.id,
    rating,
    body: "Funded on time; the draws were quick.",
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return (posted.json() as { review: OwnReview }).review.id;
}

const decide = (id: string, body: object) =>
  send(admin, "POST", `/api/admin/reviews/${id}/decision`, body);

describe("mails after a moderation decision", () => {
  test("published: the author gets the lender's page, the lender a link to reply", async () => {
    const id = await postedReview(4);
    const borrowerBefore = (await ctx.mailsTo(BORROWER)).length;
    expect((await decide(id, { decision: "publish" })).statusCode).toBe(200);

    const [toAuthor] = await ctx.mailsTo(BORROWER);
    expect((await ctx.mailsTo(BORROWER)).length).toBe(borrowerBefore + 1);
    expect(toAuthor?.subject).toBe("Your review of Juniper Trail Lending is published");
    expect(toAuthor?.text).toContain(`/lender/${lenderSlug}#reviews`);
    expect(toAuthor?.headers).toHaveProperty("List-Unsubscribe");

    const [toLender] = await ctx.mailsTo(LENDER);
    expect(toLender?.subject).toBe("A new verified review of Juniper Trail Lending");
    expect(toLender?.text).toContain("/lender-dashboard?tab=reviews");
    expect(toLender?.text).toContain("4 stars, Verified deal · Fix & Flip");

    // A second decision is refused (409) and queues nothing.
    const lenderCount = (await ctx.mailsTo(LENDER)).length;
    expect((await decide(id, { decision: "publish" })).statusCode).toBe(409);
    expect((await ctx.mailsTo(LENDER)).length).toBe(lenderCount);
  });

  test("rejected within the edit window: the reason, and until when it can be edited; the lender hears nothing", async () => {
    const id = await postedReview(2);
    const lenderCount = (await ctx.mailsTo(LENDER)).length;
    const rejected = await decide(id, { decision: "reject", reason: "It names a loan officer" });
    expect(rejected.statusCode).toBe(200);
    const [toAuthor] = await ctx.mailsTo(BORROWER);
    expect(toAuthor?.subject).toBe("Your review of Juniper Trail Lending was not published");
    expect(toAuthor?.text).toContain("Our reason: It names a loan officer");
    expect(toAuthor?.text).toContain("You can edit the review and send it again until");
    expect((await ctx.mailsTo(LENDER)).length).toBe(lenderCount);
  });

  test("rejected after the edit window: says it can no longer be changed", async () => {
    const id = await postedReview(3);
    // Posted 31 days ago (moved in the database: a fake clock would also age the sessions).
    await ctx.db
      .update(lenderReviews)
      .set({ postedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(lenderReviews.id, id));
    expect((await decide(id, { decision: "reject", reason: "Off topic" })).statusCode).toBe(200);
    const [toAuthor] = await ctx.mailsTo(BORROWER);
    expect(toAuthor?.text).toContain("Our reason: Off topic");
    expect(toAuthor?.text).toContain("can no longer be changed");
    expect(toAuthor?.text).not.toContain("send it again until");
  });

  test("users who stopped review mails get none", async () => {
    const secret = (await ctx.auth.$context).secret;
    for (const userId of [borrowerId, lenderUserId]) {
      const stop = await send(ctx.client(), "POST", "/api/notifications/unsubscribe", {
        token: createUnsubscribeToken(secret, userId, "reviews"),
        subscribed: false,
      });
      expect(stop.statusCode, stop.body).toBe(200);
      expect(stop.json()).toMatchObject({ kind: "reviews", subscribed: false });
    }
    const id = await postedReview(5);
    const counts = [(await ctx.mailsTo(BORROWER)).length, (await ctx.mailsTo(LENDER)).length];
    expect((await decide(id, { decision: "publish" })).statusCode).toBe(200);
    expect([(await ctx.mailsTo(BORROWER)).length, (await ctx.mailsTo(LENDER)).length]).toEqual(
      counts,
    );
  });
});
