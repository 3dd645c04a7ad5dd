/**
 * Issue 34: which signed-in users get a shared copy of a public page, and which one
 * (docs/decisions/2026-11-27-personal-pages-from-shared-parts.md,
 * docs/decisions/2026-11-27-listing-by-effective-query.md). A shared copy is rendered with no
 * credentials and kept in the page cache under its URL; what is personal in it for this user
 * (the header's account area, 'Save this search', the unread badge) the browser fills in after
 * hydration, in room the page keeps for it.
 *
 * - A listing is kept per *effective* query: the URL's filters plus the profile credit score
 *   the search applies when the URL sets no credit score filter (spec 9, domain/search/
 *   profile-score.ts). A user whose profile score applies gets the copy rendered for that
 *   score (`listingCreditScore`), shared with every user whose score is the same; the key
 *   holds the score, never who asked.
 * - A page whose content itself depends on the user is rendered for them instead (private,
 *   never kept): home while the profile is not completed ('Complete Your Profile' replaces
 *   the hero), the sign-in and sign-up pages and the quote wizard (a session redirects them or
 *   fills 'About You').
 */
import { needsProfileCompletion } from "@/domain/accounts/profile";
import { loanTypeOfRoute } from "@/domain/reference/loan-types";
import { appliedProfileScore } from "@/domain/search/profile-score";

/** What of the signed-in user the decision reads (null: the session is not valid). */
export interface SharedPageViewer {
  profile: { creditScore: number | null; completedAt: string | Date | null };
}

/** The shared copy a request gets. */
export interface SharedPage {
  /**
   * The profile credit score the listing's search applies (part of its effective query, and
   * of the cache key), or null: the URL's visitor copy.
   */
  listingCreditScore: number | null;
}

/** The URL's visitor copy. */
export const VISITOR_COPY: SharedPage = { listingCreditScore: null };

/** Pages whose content never depends on the user (besides the header's account area). */
const SAME_FOR_EVERYONE = new Set(["/privacy", "/terms", "/brand-assets", "/calculators"]);

function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The shared copy of the page at `url` this user may be given, or null: a page of their own. */
export function sharedPageFor(url: URL, viewer: SharedPageViewer | null): SharedPage | null {
  // A cookie that is no longer a session: the page is a visitor's.
  if (!viewer) return VISITOR_COPY;
  const route = routeOf(url.pathname);
  if (SAME_FOR_EVERYONE.has(route) || /^\/lender\/[^/]+$/.test(route)) return VISITOR_COPY;
  if (route === "/") return needsProfileCompletion(viewer.profile) ? null : VISITOR_COPY;
  if (loanTypeOfRoute(route)) {
    const score = appliedProfileScore(url.searchParams, viewer.profile.creditScore);
    return score === null ? VISITOR_COPY : { listingCreditScore: score };
  }
  return null;
}
