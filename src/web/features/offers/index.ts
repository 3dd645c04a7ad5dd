/** The offers feature's public names: what other features import from it. */

export { useLenderOffers, useOfferLiveUpdates } from "./api/offers";
export { CompareOffersButton, OfferCountBadge } from "./components/compare-offers-button";
export {
  LenderOfferPanel,
  matchesOfferFilter,
  OFFER_STATE_COLORS,
  type OfferFilter,
  OfferFilterControl,
} from "./components/lender-offer-panel";
export { OfferAnalytics } from "./components/offer-analytics";
export { TERM_ROWS } from "./components/offer-rows";
export { RequestRetradeNotices } from "./components/retrade-notice";
