/**
 * The lender's offer desk (issue 15): send an offer on a submission addressed to its record,
 * revise it (the earlier version stays, superseded) or withdraw it. Each write appends the
 * matching event to the submission's thread, so the borrower sees it live and in digests.
 * Once the borrower has chosen another lender on the request (an accepted offer or a funded
 * submission elsewhere), new offers and revisions answer 409 offers_closed (issue 27);
 * withdrawing stays possible.
 *
 * Re-trades (issue 32, docs/decisions/2026-11-27-term-sheets.md): the lender may also revise
 * the offer the borrower accepted. The accepted version becomes superseded (it keeps its
 * accepted_at, which the admin's 'accepted terms changed' counts), the new version is sent
 * with `retrade` set, so the request has no accepted offer until the borrower accepts again;
 * the borrower is mailed the changes (offerTermChanges) in the same transaction.
 */
import { eq } from "drizzle-orm";
import type { Offer } from "@/domain/contract/offers";
import { offerTermChanges } from "@/domain/offers/offer-diff";
import { offerSummary } from "@/domain/offers/offer-format";
import type { OfferTerms } from "@/domain/offers/offer-terms";
import type { Actor } from "@/domain/policies/actor";
import { ownLenderScope } from "@/domain/policies/lender-policies";
import type { Database } from "../../db/client";
import { inquiries, loanOffers, loanSubmissions, users } from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import { AppError, notFound } from "../../lib/app-error";
import type { Mailer } from "../../mail/mailer";
import { offerRetradedMail } from "../../mail/templates/offer-retraded";
import { appendThreadEvent } from "../messages/append-thread-event";
import { assertOffersOpen, lockRequestShared } from "./enforce-one-deal";
import {
  assertOfferContext,
  latestOffer,
  lockOfferTarget,
  lockOwnOffer,
  OFFER_NOT_FOUND_MESSAGE,
  termColumns,
} from "./lender-offer-target";
import { loadOffer, loadSubmissionOffers } from "./offer-rows";

export interface LenderOfferInput {
  db: Database;
  /** The lender account (with its lender record id) making the change. */
  actor: Actor;
  userId: string;
  now: Date;
}

/** What a revision needs to mail the borrower when it re-trades accepted terms. */
export interface RetradeMailDeps {
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
}

function refuseClosed(state: string): never {
  if (state === "withdrawn") {
    throw new AppError("offer_withdrawn", "This offer was withdrawn: send a new one instead.");
  }
  throw new AppError("offer_not_open", "This offer is no longer open.");
}

/** The offer as the lender's team reads it (with who sent it, issue 31). */
async function result(db: Database, offerId: string, now: Date, actor: Actor): Promise<Offer> {
  const offer = await loadOffer(db, offerId, now, actor);
  if (!offer) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  return offer;
}

export async function sendOffer(
  input: LenderOfferInput & { submissionId: string; terms: OfferTerms },
): Promise<Offer> {
  const { db, actor, now, terms } = input;
  const id = await runWrite(db, async (w) => {
    await lockRequestShared(w.tx, { submissionId: input.submissionId });
    const target = await lockOfferTarget(w.tx, actor, input.submissionId);
    await assertOffersOpen(w.tx, target.submission.inquiryId, input.submissionId);
    assertOfferContext(terms, { requestedAmount: target.requestedAmount, now });
    const latest = await latestOffer(w.tx, input.submissionId);
    if (latest?.state === "sent") {
      throw new AppError("offer_exists", "You already have an open offer here: revise it instead.");
    }
    if (latest?.state === "accepted") refuseClosed(latest.state);
    const [offer] = await w.tx
      .insert(loanOffers)
      .values({
        submissionId: input.submissionId,
        inquiryId: target.submission.inquiryId,
        lenderId: target.submission.lenderId,
        version: (latest?.version ?? 0) + 1,
        createdBy: input.userId,
        ...termColumns(terms),
      })
      .returning({ id: loanOffers.id });
    if (!offer) throw new Error("The offer was not written");
    // An offer is a substantive answer (issue 35): the first one dates the response time.
    if (target.submission.firstAnsweredAt === null) {
      await w.tx
        .update(loanSubmissions)
        .set({ firstAnsweredAt: now })
        .where(eq(loanSubmissions.id, input.submissionId));
    }
    await appendThreadEvent(w.tx, {
      submissionId: input.submissionId,
      side: "lender",
      authorId: input.userId,
      kind: "offer_sent",
      body: `Offer sent: ${offerSummary(terms)}`,
      offerId: offer.id,
    });
    return offer.id;
  });
  return result(db, id, now, actor);
}

export async function reviseOffer(
  input: LenderOfferInput & RetradeMailDeps & { offerId: string; terms: OfferTerms },
): Promise<Offer> {
  const { db, actor, now, terms } = input;
  const id = await runWrite(db, async (w) => {
    await lockRequestShared(w.tx, { offerId: input.offerId });
    const current = await lockOwnOffer(w.tx, actor, input.offerId);
    const target = await lockOfferTarget(w.tx, actor, current.submissionId);
    await assertOffersOpen(w.tx, current.inquiryId, current.submissionId);
    const latest = await latestOffer(w.tx, current.submissionId);
    const retrading = current.state === "accepted";
    if ((current.state !== "sent" && !retrading) || latest?.id !== current.id) {
      refuseClosed(current.state);
    }
    if (retrading && target.submission.status === "funded") {
      throw new AppError("offer_not_open", RETRADE_FUNDED_MESSAGE);
    }
    assertOfferContext(terms, { requestedAmount: target.requestedAmount, now });
    const changes = retrading ? offerTermChanges(current, terms) : [];
    if (retrading && changes.length === 0) {
      throw new AppError("offer_unchanged", OFFER_UNCHANGED_MESSAGE);
    }
    await w.tx
      .update(loanOffers)
      .set({ state: "superseded", closedAt: now })
      .where(eq(loanOffers.id, current.id));
    const [offer] = await w.tx
      .insert(loanOffers)
      .values({
        submissionId: current.submissionId,
        inquiryId: current.inquiryId,
        lenderId: current.lenderId,
        version: current.version + 1,
        supersedesId: current.id,
        // A revision of a re-trade still needs the borrower's acceptance.
        retrade: retrading || current.retrade,
        createdBy: input.userId,
        ...termColumns(terms),
      })
      .returning({ id: loanOffers.id });
    if (!offer) throw new Error("The offer was not written");
    const changed = changes.map((c) => c.text);
    await appendThreadEvent(w.tx, {
      submissionId: current.submissionId,
      side: "lender",
      authorId: input.userId,
      kind: "offer_revised",
      body: retrading
        ? `Accepted terms changed, to be accepted again: ${changed.join("; ")}`
        : `Offer revised: ${offerSummary(terms)}`,
      offerId: offer.id,
    });
    if (retrading) {
      await mailRetrade(w, input, {
        offerId: offer.id,
        inquiryId: current.inquiryId,
        requestName: target.requestName,
        borrowerId: target.borrowerId,
        changes: changed,
      });
    }
    return offer.id;
  });
  return result(db, id, now, actor);
}

export const RETRADE_FUNDED_MESSAGE =
  "This loan is marked Funded: its accepted terms can no longer change.";
export const OFFER_UNCHANGED_MESSAGE =
  "The borrower accepted these terms: change at least one term to send a revision.";

/** Queues the re-trade mail to the borrower (their account's address, else the request's). */
async function mailRetrade(
  w: WriteContext,
  deps: RetradeMailDeps & { now: Date },
  retrade: {
    offerId: string;
    inquiryId: string;
    requestName: string | null;
    borrowerId: string | null;
    changes: string[];
  },
): Promise<void> {
  const [request] = await w.tx
    .select({ userEmail: inquiries.userEmail, accountEmail: users.email })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.borrowerId))
    .where(eq(inquiries.id, retrade.inquiryId));
  const to = request?.accountEmail ?? request?.userEmail ?? null;
  const offer = await loadOffer(w.tx, retrade.offerId, deps.now);
  if (!to || !offer) return;
  await w.sendMail(
    deps.mailer,
    offerRetradedMail({
      to,
      offer,
      changes: retrade.changes,
      requestName: retrade.requestName,
      baseUrl: deps.baseUrl,
      supportEmail: deps.supportEmail,
    }),
  );
}

export async function withdrawOffer(input: LenderOfferInput & { offerId: string }): Promise<Offer> {
  const { db, actor, now } = input;
  await runWrite(db, async (w) => {
    await lockRequestShared(w.tx, { offerId: input.offerId });
    const current = await lockOwnOffer(w.tx, actor, input.offerId);
    await lockOfferTarget(w.tx, actor, current.submissionId);
    if (current.state !== "sent") refuseClosed(current.state);
    await w.tx
      .update(loanOffers)
      .set({ state: "withdrawn", closedAt: now })
      .where(eq(loanOffers.id, current.id));
    await appendThreadEvent(w.tx, {
      submissionId: current.submissionId,
      side: "lender",
      authorId: input.userId,
      kind: "offer_withdrawn",
      body: `Offer withdrawn: ${offerSummary(current)}`,
      offerId: current.id,
    });
  });
  return result(db, input.offerId, now, actor);
}

/** The lender's offers, grouped per submission: the policy's scope (ownLenderScope). */
export async function listLenderOffers(db: Database, actor: Actor, now: Date) {
  const scope = ownLenderScope(actor);
  if (!scope) return [];
  return loadSubmissionOffers(db, eq(loanOffers.lenderId, scope.lenderId), now, actor);
}
