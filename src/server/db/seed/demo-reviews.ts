/**
 * Demo reviews from verified deals (issue 35): three invented borrowers (example.com, no
 * password) each with a funded request to a demo lender and a published review, two of them
 * answered by the lender; the demo lender (Cedar Ridge Capital) has two, so its dashboard's
 * Reviews tab and its page show them. The demo borrower's approved application with Red Clay
 * Capital Partners carries a pending review, waiting in /admin/reviews; its funded Bluewater
 * deal is left unreviewed for the borrower to review. The lenders' verified counters are
 * moved by the same increments the moderation makes.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { toUtcMonth } from "@/domain/reference/dates";
import type { LoanPurpose } from "@/domain/reference/loan-types";
import type { Executor } from "../client";
import { insertInquiryWithSubmissions, insertUser } from "../factories";
import { inquiries, lenderReviews, lenders, loanSubmissions } from "../schema";
import { DEMO_LENDER_SLUG } from "./demo-accounts";

const DAY = 86_400_000;

interface DemoReview {
  email: string;
  fullName: string;
  lenderSlug: string;
  loanPurpose: LoanPurpose;
  daysAgo: number;
  rating: number;
  body: string;
  reply: string | null;
}

const REVIEWS: DemoReview[] = [
  {
    email: "maya.okafor@example.com",
    fullName: "Maya Okafor",
    lenderSlug: DEMO_LENDER_SLUG,
    loanPurpose: "fix_and_flip",
    daysAgo: 62,
    rating: 5,
    body: "Term sheet in two days and closed in 16. Draws were inspected and paid within 48 hours every time, which kept my contractor on schedule.",
    reply: "Thank you, Maya. Good luck with the sale, and we'd be glad to fund the next one.",
  },
  {
    email: "daniel.reyes@example.com",
    fullName: "Daniel Reyes",
    lenderSlug: DEMO_LENDER_SLUG,
    loanPurpose: "bridge_loan",
    daysAgo: 34,
    rating: 4,
    body: "Clear terms and no surprises at closing. The appraisal took longer than promised, but the loan officer kept me informed.",
    reply: null,
  },
  {
    email: "grace.lindqvist@example.com",
    fullName: "Grace Lindqvist",
    lenderSlug: "stonefield-national-lending",
    loanPurpose: "fix_and_flip",
    daysAgo: 75,
    rating: 5,
    body: "Second flip with them. Same rate as quoted, and the payoff letter came the same day I asked.",
    reply: "Appreciate the repeat business, Grace!",
  },
];

export async function insertDemoReviews(tx: Executor, borrowerId: string, now: Date) {
  const slugs = [...new Set(REVIEWS.map((r) => r.lenderSlug))];
  const found = await tx
    .select({ id: lenders.id, slug: lenders.slug, userId: lenders.userId })
    .from(lenders)
    .where(inArray(lenders.slug, slugs));
  const bySlug = new Map(found.map((row) => [row.slug, row]));
  for (const demo of REVIEWS) {
    const lender = bySlug.get(demo.lenderSlug);
    if (!lender) continue;
    const dealAt = new Date(now.getTime() - demo.daysAgo * DAY);
    const publishedAt = new Date(dealAt.getTime() + 5 * DAY);
    const { user } = await insertUser(tx, {
      email: demo.email,
      profile: { userType: "borrower", fullName: demo.fullName },
      createdAt: new Date(dealAt.getTime() - 20 * DAY),
    });
    const { submissions } = await insertInquiryWithSubmissions(
      tx,
      {
        borrowerId: user.id,
        userEmail: null,
        lenderId: lender.id,
        loanPurpose: demo.loanPurpose,
        loanAmount: 310_000,
        createdAt: new Date(dealAt.getTime() - 20 * DAY),
      },
      [{ lenderId: lender.id, status: "funded", updatedAt: dealAt }],
    );
    const submission = submissions[0];
    if (!submission) continue;
    await tx.insert(lenderReviews).values({
      submissionId: submission.id,
      lenderId: lender.id,
      borrowerId: user.id,
      rating: demo.rating,
      body: demo.body,
      status: "published",
      dealLoanPurpose: demo.loanPurpose,
      dealMonth: toUtcMonth(dealAt),
      postedAt: new Date(dealAt.getTime() + 3 * DAY),
      moderatedAt: publishedAt,
      publishedAt,
      reply: demo.reply,
      repliedAt: demo.reply ? new Date(publishedAt.getTime() + DAY) : null,
      repliedBy: demo.reply ? lender.userId : null,
    });
    await tx
      .update(lenders)
      .set({
        verifiedReviewCount: sql`${lenders.verifiedReviewCount} + 1`,
        verifiedReviewSum: sql`${lenders.verifiedReviewSum} + ${demo.rating}`,
      })
      .where(eq(lenders.id, lender.id));
  }
  // The demo borrower's approved application: a review waiting for the admin.
  const [approved] = await tx
    .select({
      id: loanSubmissions.id,
      lenderId: loanSubmissions.lenderId,
      updatedAt: loanSubmissions.updatedAt,
      loanPurpose: inquiries.loanPurpose,
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .where(
      and(eq(inquiries.borrowerId, borrowerId), eq(loanSubmissions.status, "approved_application")),
    )
    .limit(1);
  if (approved) {
    await tx.insert(lenderReviews).values({
      submissionId: approved.id,
      lenderId: approved.lenderId,
      borrowerId,
      rating: 4,
      body: "Quick answers and a fair DSCR quote. Waiting on the appraisal before closing.",
      dealLoanPurpose: approved.loanPurpose,
      dealMonth: toUtcMonth(approved.updatedAt),
      postedAt: new Date(now.getTime() - DAY),
    });
  }
}
