/**
 * The borrower accepts one lender's offer (issue 15): the offer becomes accepted, its
 * submission 'Approved' (approved_application) and, when the borrower also declines the
 * others (the funded dialog's choice, statusUpdatesDecliningOthers), every other submission of
 * the request is declined with its open offer. All in one transaction; the accepted event goes
 * to the thread and the lender is mailed after the commit. An expired, withdrawn or closed
 * offer is refused with its own 409 code; a second acceptance on the request
 * (offer_already_accepted) or one after another lender was funded (already_funded) too, and the
 * other lenders are told that their offers are closed (issue 27, tell-other-lenders.ts).
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { RequestOffersResponse } from "@/domain/contract/offers";
import { offerSummary } from "@/domain/offers/offer-format";
import { acceptRefusal } from "@/domain/offers/offer-state";
import type { Actor } from "@/domain/policies/actor";
import { canAcceptOffer } from "@/domain/policies/offer-policies";
import { statusUpdatesDecliningOthers } from "@/domain/reference/statuses";
import type { Database } from "../../db/client";
import { inquiries, lenders, loanOffers, loanSubmissions, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { Mailer } from "../../mail/mailer";
import { offerAcceptedMail } from "../../mail/templates/offer-accepted";
import { appendThreadEvent } from "../messages/append-thread-event";
import {
  alreadyFunded,
  dealElsewhere,
  offerAlreadyAccepted,
  withOneDealErrors,
} from "./enforce-one-deal";
import { loadOffer } from "./offer-rows";
import { listRequestOffers } from "./request-offers";
import { tellOtherLenders } from "./tell-other-lenders";

export const ACCEPT_NOT_FOUND_MESSAGE = "Offer not found";

const REFUSAL_MESSAGES = {
  offer_expired: "This offer has expired: ask the lender for a new one.",
  offer_withdrawn: "The lender withdrew this offer.",
  offer_not_open: "This offer is no longer open.",
} as const;

export interface AcceptOfferInput {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  actor: Actor;
  inquiryId: string;
  offerId: string;
  declineOthers: boolean;
  now: Date;
}

export async function acceptOffer(input: AcceptOfferInput): Promise<RequestOffersResponse> {
  const { db, actor, inquiryId, offerId, now } = input;
  await withOneDealErrors(() =>
    runWrite(db, async (w) => {
      // Lock the request first: two accepts on one request run one after the other.
      const [inquiryRow] = await w.tx
        .select()
        .from(inquiries)
        .where(eq(inquiries.id, inquiryId))
        .for("update");
      const [offerRow] = await w.tx
        .select({ offer: loanOffers, submission: loanSubmissions })
        .from(loanOffers)
        .innerJoin(loanSubmissions, eq(loanSubmissions.id, loanOffers.submissionId))
        .where(and(eq(loanOffers.id, offerId), eq(loanSubmissions.inquiryId, inquiryId)))
        .for("update", { of: loanOffers });
      const { inquiry, offer } = authorize(
        actor,
        canAcceptOffer,
        inquiryRow && offerRow ? { inquiry: inquiryRow, offer: offerRow } : null,
        { notFound: ACCEPT_NOT_FOUND_MESSAGE },
        (found) => ({
          borrowerId: found.inquiry.borrowerId,
          submissionLenderId: found.offer.submission.lenderId,
        }),
      );
      const refusal = acceptRefusal(offer.offer, now);
      if (refusal) throw new AppError(refusal, REFUSAL_MESSAGES[refusal]);
      // One deal, one outcome (issue 27): one accepted offer, and none once another lender is
      // funded. The partial unique index backs the first (withOneDealErrors).
      const elsewhere = await dealElsewhere(w.tx, inquiryId, offer.submission.id);
      if (elsewhere.accepted) throw offerAlreadyAccepted();
      if (elsewhere.funded) throw alreadyFunded();

      await w.tx
        .update(loanOffers)
        .set({ state: "accepted", closedAt: now, acceptedAt: now })
        .where(eq(loanOffers.id, offerId));
      const submissions = await w.tx
        .select({
          id: loanSubmissions.id,
          inquiryId: loanSubmissions.inquiryId,
          status: loanSubmissions.status,
        })
        .from(loanSubmissions)
        .where(eq(loanSubmissions.inquiryId, inquiryId));
      const updates = statusUpdatesDecliningOthers(
        submissions,
        offer.submission.id,
        "approved_application",
        input.declineOthers,
      );
      for (const update of updates) {
        await w.tx
          .update(loanSubmissions)
          .set({ status: update.status })
          .where(eq(loanSubmissions.id, update.id));
      }
      const declined = updates.filter((u) => u.status === "declined").map((u) => u.id);
      if (declined.length > 0) {
        // The declined lenders' open offers close with their submissions.
        await w.tx
          .update(loanOffers)
          .set({ state: "declined", closedAt: now })
          .where(
            and(
              inArray(loanOffers.submissionId, declined),
              eq(loanOffers.state, "sent"),
              ne(loanOffers.id, offerId),
            ),
          );
      }
      await appendThreadEvent(w.tx, {
        submissionId: offer.submission.id,
        side: "borrower",
        authorId: actor?.userId ?? null,
        kind: "offer_accepted",
        body: `Offer accepted: ${offerSummary(offer.offer)}`,
        offerId,
      });
      // The other lenders' offers are locked now: each hears it in its thread and by mail.
      await tellOtherLenders(w, {
        mailer: input.mailer,
        baseUrl: input.baseUrl,
        supportEmail: input.supportEmail,
        requestName: inquiry.customName,
        submissionIds: submissions.filter((s) => s.id !== offer.submission.id).map((s) => s.id),
      });

      const [lender] = await w.tx
        .select({ contactEmail: lenders.email, accountEmail: users.email })
        .from(lenders)
        .leftJoin(users, eq(users.id, lenders.userId))
        .where(eq(lenders.id, offer.submission.lenderId));
      const to = lender?.accountEmail ?? lender?.contactEmail ?? null;
      const accepted = await loadOffer(w.tx, offerId, now);
      if (to && accepted) {
        const [borrower] = inquiry.borrowerId
          ? await w.tx
              .select({ email: users.email })
              .from(users)
              .where(eq(users.id, inquiry.borrowerId))
          : [];
        const mail = offerAcceptedMail({
          to,
          offer: accepted,
          requestName: inquiry.customName,
          borrowerEmail: borrower?.email ?? inquiry.userEmail,
          baseUrl: input.baseUrl,
          supportEmail: input.supportEmail,
        });
        await w.sendMail(input.mailer, mail);
      }
    }),
  );
  return listRequestOffers(db, actor, inquiryId, now);
}
