/**
 * The listing's filter bar is a GET form to the listing itself (docs/decisions/
 * 2026-11-27-early-presses.md): without JavaScript it sends the filters and, through the `form`
 * attribute, the sort select beside the results (outside the bar), and the server renders the
 * results for that query.
 */
export const LISTING_FILTER_FORM_ID = "listing-filters";
