/**
 * Offer states (issue 15). Stored: sent, superseded (a revision replaced it), withdrawn (by
 * the lender), accepted, declined (the borrower accepted another lender's offer and declined
 * the others). Expired is not stored: a sent offer whose expiry has passed is expired.
 */
export const OFFER_STATES = ["sent", "superseded", "withdrawn", "accepted", "declined"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** What a lender's inquiry row and the borrower's comparison show for the current offer. */
export const OFFER_DISPLAY_STATES = [
  "none",
  "sent",
  "accepted",
  "declined",
  "expired",
  "withdrawn",
] as const;
export type OfferDisplayState = (typeof OFFER_DISPLAY_STATES)[number];

export const OFFER_DISPLAY_LABELS: Record<OfferDisplayState, string> = {
  none: "No offer",
  sent: "Offer sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

export function isOfferExpired(offer: { state: OfferState; expiresAt: string | Date }, now: Date) {
  return offer.state === "sent" && new Date(offer.expiresAt).getTime() <= now.getTime();
}

/** The state to show for a submission's current offer (null: it has none). */
export function offerDisplayState(
  offer: { state: OfferState; expiresAt: string | Date } | null,
  now: Date,
): OfferDisplayState {
  if (!offer) return "none";
  if (isOfferExpired(offer, now)) return "expired";
  // A superseded offer is never current; shown as sent defensively.
  return offer.state === "superseded" ? "sent" : offer.state;
}

/** Why an offer cannot be accepted right now, or null when it can. */
export function acceptRefusal(
  offer: { state: OfferState; expiresAt: string | Date },
  now: Date,
): "offer_expired" | "offer_withdrawn" | "offer_not_open" | null {
  if (offer.state === "withdrawn") return "offer_withdrawn";
  if (offer.state !== "sent") return "offer_not_open";
  if (isOfferExpired(offer, now)) return "offer_expired";
  return null;
}

/** The lender may revise or withdraw only its open offer (sent; an expired one may be renewed). */
export function canChangeOffer(offer: { state: OfferState }): boolean {
  return offer.state === "sent";
}
