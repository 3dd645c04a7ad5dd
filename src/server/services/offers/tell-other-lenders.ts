/**
 * Accepting an offer closes the request to the other lenders (issue 27): no new offers or
 * revisions (offers_closed). Each of them hears it twice, in the same transaction as the
 * acceptance: a system entry in its thread with the borrower (live, unread, in the digests) and
 * a mail through the outbox. Neither names the chosen lender or its terms.
 */
import { eq, inArray } from "drizzle-orm";
import { lenders, loanSubmissions, users } from "../../db/schema";
import type { WriteContext } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { offersClosedMail } from "../../mail/templates/offers-closed";
import { appendThreadEvent } from "../messages/append-thread-event";

export const OFFERS_CLOSED_EVENT =
  "The borrower accepted another lender's offer on this loan request. It takes no new offers or revisions.";

export async function tellOtherLenders(
  w: WriteContext,
  input: {
    mailer: Mailer;
    baseUrl: string;
    supportEmail: string;
    requestName: string | null;
    submissionIds: string[];
  },
): Promise<void> {
  if (input.submissionIds.length === 0) return;
  const others = await w.tx
    .select({
      submissionId: loanSubmissions.id,
      contactEmail: lenders.email,
      accountEmail: users.email,
    })
    .from(loanSubmissions)
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .leftJoin(users, eq(users.id, lenders.userId))
    .where(inArray(loanSubmissions.id, input.submissionIds));
  for (const other of others) {
    await appendThreadEvent(w.tx, {
      submissionId: other.submissionId,
      side: "system",
      authorId: null,
      kind: "offers_closed",
      body: OFFERS_CLOSED_EVENT,
    });
    const to = other.accountEmail ?? other.contactEmail;
    if (to) {
      await w.sendMail(
        input.mailer,
        offersClosedMail({
          to,
          requestName: input.requestName,
          baseUrl: input.baseUrl,
          supportEmail: input.supportEmail,
        }),
      );
    }
  }
}
