/**
 * Issue 34: which signed-in users get the visitors' copy of a public page
 * (docs/decisions/2026-11-27-personal-pages-from-shared-parts.md). The copy is the page as any
 * visitor gets it, rendered with no credentials and keyed by its URL alone; what is personal
 * in it for this user (the header's account area, 'Save this search', the unread badge) the
 * browser fills in after hydration, in room the page keeps for it. A page whose content
 * itself depends on the user is rendered for them instead (private, never kept):
 *
 * - home, while the profile is not completed: 'Complete Your Profile' replaces the hero;
 * - a listing without a credit score filter, for a user whose profile has a credit score: the
 *   search applies that score (spec 9 'Lender filtering'), so the results are theirs;
 * - the sign-in and sign-up pages and the quote wizard, which a session changes (redirects,
 *   the wizard's 'About You' from the profile).
 *
 * The decision reads the user's profile but never enters the cache's key: a user either gets
 * the URL's visitor copy or a page of their own.
 */
import { needsProfileCompletion } from "@/domain/accounts/profile";
import { loanTypeOfRoute } from "@/domain/reference/loan-types";
import { readSearchQuery } from "@/domain/search/query-reader";

/** What of the signed-in user the decision reads (null: the session is not valid). */
export interface SharedPageViewer {
  profile: { creditScore: number | null; completedAt: string | Date | null };
}

/** Pages whose content never depends on the user (besides the header's account area). */
const SAME_FOR_EVERYONE = new Set(["/privacy", "/terms", "/brand-assets", "/calculators"]);

function routeOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether this user may be given the visitors' copy of the page at `url`. */
export function visitorCopyServes(url: URL, viewer: SharedPageViewer | null): boolean {
  // A cookie that is no longer a session: the page is a visitor's.
  if (!viewer) return true;
  const route = routeOf(url.pathname);
  if (SAME_FOR_EVERYONE.has(route) || /^\/lender\/[^/]+$/.test(route)) return true;
  if (route === "/") return !needsProfileCompletion(viewer.profile);
  if (loanTypeOfRoute(route)) {
    if (viewer.profile.creditScore === null) return true;
    // The listing reads the filter as the search does: a blank or invalid one is no filter.
    const filter = url.searchParams.get("creditScore");
    return (
      filter !== null && readSearchQuery({ creditScore: filter }).query.creditScore !== undefined
    );
  }
  return false;
}
