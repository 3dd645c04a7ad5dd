/**
 * Reviews only from real deals (issue 35): a review needs a qualifying deal (409
 * deal_not_reviewable), once per submission, editable for 30 days (fake clock), published
 * only by an admin's moderation (audited), one reply by the reviewed lender, and only
 * published reviews are public; the lender's verified figures and JSON-LD follow.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type {
  LenderReviewsResponse,
  OwnReview,
  ReviewableDealsResponse,
} from "@/domain/contract/reviews";
import { DAY_MS } from "@/domain/reference/limits";
import { insertInquiryWithSubmissions } from "../../db/factories";
import { loanOffers, loanSubmissions, users } from "../../db/schema";
import { lenderStructuredData } from "../../html/json-ld";
import { adminClient, auditOf, send } from "../../test/admin-api";
import { advanceClock } from "../../test/clock";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let borrower: TestClient;
let stranger: TestClient;
let admin: TestClient;
let lender: { client: TestClient; lender: { id: string; slug: string } | null };
let otherLender: { client: TestClient; lender: { id: string; slug: string } | null };
const sub: Record<"funded" | "approved" | "accepted" | "connected" | "editing", string> = {
  funded: "",
  approved: "",
  accepted: "",
  connected: "",
  editing: "",
};

beforeAll(async () => {
  ctx = await createTestContext();
  const { lenderAccount } = workspaceApi(() => ctx);
  borrower = await ctx.signedInClient("review.borrower@example.com", { userType: "borrower" });
  stranger = await ctx.signedInClient("review.stranger@example.com", { userType: "borrower" });
  admin = (await adminClient(ctx, "review.admin@example.com")).client;
  lender = await lenderAccount("review.lender@example.com", { companyName: "Oakline Capital" });
  otherLender = await lenderAccount("review.other@example.com", { companyName: "Birch Funding" });
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, "review.borrower@example.com"));
  const lenderId = lender.lender?.id ?? "";
  const make = async (status: "funded" | "approved_application" | "active_communications") => {
    const { submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: user?.id ?? null, userEmail: null, loanPurpose: "fix_and_flip", lenderId },
      [{ lenderId, status }],
    );
    return submissions[0]?.id ?? "";
  };
  sub.funded = await make("funded");
  sub.approved = await make("approved_application");
  sub.connected = await make("active_communications");
  sub.accepted = await make("active_communications");
  sub.editing = await make("funded");
  const [accepted] = await ctx.db
    .select()
    .from(loanSubmissions)
    .where(eq(loanSubmissions.id, sub.accepted));
  await ctx.db.insert(loanOffers).values({
    submissionId: sub.accepted,
    inquiryId: accepted?.inquiryId ?? "",
    lenderId,
    version: 1,
    state: "accepted",
    loanAmount: 200_000,
    interestRate: 10,
    originationPoints: 2,
    otherFees: 0,
    termMonths: 12,
    repayment: "interest_only",
    daysToClose: 14,
    expiresAt: new Date(Date.now() + 7 * DAY_MS),
    acceptedAt: new Date("2026-03-14T15:00:00Z"),
    closedAt: new Date("2026-03-14T15:00:00Z"),
  });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const post = (client: TestClient, payload: object) => send(client, "POST", "/api/reviews", payload);
const review = { rating: 5, body: "Closed in 12 days, no surprises at the table." };
const publicReviews = async (slug: string) =>
  (await ctx.client().get(`/api/lenders/${slug}/reviews`)).json() as LenderReviewsResponse;
const profile = async (slug: string) => (await ctx.client().get(`/api/lenders/${slug}`)).json();

describe("who may review", () => {
  test("a deal that never reached approval, funding or an accepted offer is refused", async () => {
    const response = await post(borrower, { ...review, submissionId: sub.connected });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("deal_not_reviewable");
  });

  test("another borrower's deal answers 404; lenders and visitors may not post", async () => {
    expect((await post(stranger, { ...review, submissionId: sub.funded })).statusCode).toBe(404);
    expect((await post(lender.client, { ...review, submissionId: sub.funded })).statusCode).toBe(
      403,
    );
    expect((await post(ctx.client(), { ...review, submissionId: sub.funded })).statusCode).toBe(
      401,
    );
  });

  test("bad stars or text answer 400 with field messages and write nothing", async () => {
    const response = await post(borrower, {
      submissionId: sub.approved,
      rating: 6,
      body: "x".repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(["body", "rating"]);
    const mine = (await borrower.get("/api/reviews/mine")).json() as ReviewableDealsResponse;
    expect(mine.items.find((d) => d.submissionId === sub.approved)?.review).toBeNull();
  });

  test("lists the qualifying deals, then once per submission", async () => {
    const mine = (await borrower.get("/api/reviews/mine")).json() as ReviewableDealsResponse;
    expect(mine.items.map((d) => d.submissionId).sort()).toEqual(
      [sub.funded, sub.approved, sub.accepted, sub.editing].sort(),
    );
    expect(mine.items.find((d) => d.submissionId === sub.accepted)?.dealMonth).toBe("2026-03");
    const first = await post(borrower, { ...review, submissionId: sub.accepted });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().review).toMatchObject({
      status: "pending",
      dealLoanPurpose: "fix_and_flip",
      dealMonth: "2026-03",
      editable: true,
    });
    const again = await post(borrower, { ...review, submissionId: sub.accepted });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("already_reviewed");
  });
});

describe("moderation, reply and what is public", () => {
  test("a pending review is not public; the admin publishes it (audited), the lender replies once", async () => {
    const slug = lender.lender?.slug ?? "";
    const posted = await post(borrower, { ...review, submissionId: sub.funded, rating: 4 });
    const { review: mine } = posted.json() as { review: OwnReview };
    expect((await publicReviews(slug)).items).toEqual([]);
    expect((await profile(slug)).lender).toMatchObject({ verifiedReviewCount: 0 });

    const queue = (await admin.get("/api/admin/reviews")).json();
    expect(queue.items.map((r: { id: string }) => r.id)).toContain(mine.id);
    expect((await send(lender.client, "GET", "/api/admin/reviews")).statusCode).toBe(403);

    const published = await send(admin, "POST", `/api/admin/reviews/${mine.id}/decision`, {
      decision: "publish",
    });
    expect(published.statusCode, published.body).toBe(200);
    const again = await send(admin, "POST", `/api/admin/reviews/${mine.id}/decision`, {
      decision: "reject",
      reason: "Late",
    });
    expect(again.json().error.code).toBe("review_already_moderated");
    const audit = await auditOf(ctx, lender.lender?.id ?? "");
    expect(audit[0]).toMatchObject({ action: "review.publish", details: { reviewId: mine.id } });

    const page = await publicReviews(slug);
    expect(page.items).toMatchObject([{ id: mine.id, rating: 4, reply: null }]);
    expect((await profile(slug)).lender).toMatchObject({
      verifiedReviewCount: 1,
      verifiedReviewScore: 4,
    });

    const otherReply = await send(
      otherLender.client,
      "POST",
      `/api/lender-workspace/reviews/${mine.id}/reply`,
      { reply: "Not ours" },
    );
    expect(otherReply.statusCode).toBe(404);
    const replyUrl = `/api/lender-workspace/reviews/${mine.id}/reply`;
    const replied = await send(lender.client, "POST", replyUrl, { reply: "  Thank you!  " });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(
      (await send(lender.client, "POST", replyUrl, { reply: "Twice" })).json().error.code,
    ).toBe("review_reply_exists");
    expect((await publicReviews(slug)).items[0]).toMatchObject({ reply: "Thank you!" });
    const own = (await lender.client.get("/api/lender-workspace/reviews")).json();
    expect(own.items.map((r: { id: string }) => r.id)).toEqual([mine.id]);
  });

  test("a rejection needs a reason, is audited and never public", async () => {
    const posted = await post(borrower, { ...review, submissionId: sub.approved, rating: 1 });
    const { review: mine } = posted.json() as { review: OwnReview };
    const url = `/api/admin/reviews/${mine.id}/decision`;
    const bare = await send(admin, "POST", url, { decision: "reject" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty("reason");
    const rejected = await send(admin, "POST", url, {
      decision: "reject",
      reason: "Names a person",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().review).toMatchObject({
      status: "rejected",
      rejectReason: "Names a person",
    });
    const audit = await auditOf(ctx, lender.lender?.id ?? "");
    expect(audit[0]).toMatchObject({
      action: "review.reject",
      details: { reason: "Names a person" },
    });
    const ids = (await publicReviews(lender.lender?.slug ?? "")).items.map((r) => r.id);
    expect(ids).not.toContain(mine.id);
    const reply = await send(
      lender.client,
      "POST",
      `/api/lender-workspace/reviews/${mine.id}/reply`,
      {
        reply: "Hm",
      },
    );
    expect(reply.json().error.code).toBe("review_not_published");
  });

  test("JSON-LD aggregateRating comes from verified reviews, not the imported figure", async () => {
    const slug = lender.lender?.slug ?? "";
    const { lender: dto } = await profile(slug);
    const data = lenderStructuredData(dto, { url: "u", description: "d" });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });
});

describe("the edit window", () => {
  test("the author edits within 30 days (back to moderation, out of the figures), not after", async () => {
    const posted = await post(borrower, { ...review, submissionId: sub.editing, rating: 5 });
    const { review: mine } = posted.json() as { review: OwnReview };
    await send(admin, "POST", `/api/admin/reviews/${mine.id}/decision`, { decision: "publish" });
    const slug = lender.lender?.slug ?? "";
    expect((await profile(slug)).lender).toMatchObject({
      verifiedReviewCount: 2,
      verifiedReviewScore: 4.5,
    });
    const url = `/api/reviews/${mine.id}`;
    expect((await send(stranger, "PATCH", url, review)).statusCode).toBe(404);

    advanceClock(29 * DAY_MS);
    const edited = await send(borrower, "PATCH", url, { rating: 3, body: "Fine, slow draws." });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().review).toMatchObject({ status: "pending", rating: 3, editable: true });
    expect((await profile(slug)).lender).toMatchObject({
      verifiedReviewCount: 1,
      verifiedReviewScore: 4,
    });

    advanceClock(1 * DAY_MS);
    const late = await send(borrower, "PATCH", url, { rating: 1, body: "Changed my mind." });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe("review_edit_closed");
  });
});
