/**
 * The mails a moderation decision sends (issue 35), queued in the deciding transaction so they
 * exist only if the decision commits (the outbox, docs/decisions/mail-outbox.md): the author
 * hears that its review was published (a link to the lender's page) or rejected (the reason,
 * and whether it can still be edited); the reviewed lender's account hears of a published
 * review (a link to reply). Each skips a user who stopped 'reviews' mails.
 */
import { and, eq } from "drizzle-orm";
import {
  isReviewEditable,
  reviewEditableUntil,
  verifiedDealLabel,
} from "@/domain/reviews/review-rules";
import type { lenderReviews } from "../../db/schema";
import { lenders, notificationOptOuts, users } from "../../db/schema";
import type { Transaction, WriteContext } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { reviewDecidedMail } from "../../mail/templates/review-decided";
import { reviewReceivedMail } from "../../mail/templates/review-received";

export interface ReviewMailDeps {
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  /** The secret of the unsubscribe links (the auth secret). */
  secret: string;
}

async function stoppedReviewMails(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, "reviews")));
  return row !== undefined;
}

export async function queueReviewDecisionMails(
  w: WriteContext,
  deps: ReviewMailDeps,
  review: typeof lenderReviews.$inferSelect,
  now: Date,
): Promise<void> {
  const [lender] = await w.tx
    .select({
      companyName: lenders.companyName,
      slug: lenders.slug,
      userId: lenders.userId,
      email: users.email,
    })
    .from(lenders)
    .leftJoin(users, eq(users.id, lenders.userId))
    .where(eq(lenders.id, review.lenderId));
  if (!lender) return;
  const [author] = await w.tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, review.borrowerId));
  const links = { baseUrl: deps.baseUrl, supportEmail: deps.supportEmail, secret: deps.secret };

  if (author && !(await stoppedReviewMails(w.tx, review.borrowerId))) {
    const editable = isReviewEditable(review.postedAt, now);
    await w.sendMail(
      deps.mailer,
      reviewDecidedMail({
        ...links,
        to: author.email,
        userId: review.borrowerId,
        companyName: lender.companyName,
        lenderSlug: lender.slug,
        decision:
          review.status === "published"
            ? { kind: "published" }
            : {
                kind: "rejected",
                reason: review.rejectReason ?? "",
                editableUntil: editable ? reviewEditableUntil(review.postedAt) : null,
              },
      }),
    );
  }

  if (
    review.status === "published" &&
    lender.userId &&
    lender.email &&
    !(await stoppedReviewMails(w.tx, lender.userId))
  ) {
    await w.sendMail(
      deps.mailer,
      reviewReceivedMail({
        ...links,
        to: lender.email,
        userId: lender.userId,
        companyName: lender.companyName,
        rating: review.rating,
        dealLabel: verifiedDealLabel(review.dealLoanPurpose, review.dealMonth),
      }),
    );
  }
}
