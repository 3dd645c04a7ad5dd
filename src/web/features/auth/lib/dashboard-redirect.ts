/** Post-login redirect of /dashboard and of a signed-in visit to /auth (spec 2). */
import { AUTH_NEXT_PARAM } from "@/domain/accounts/two-factor";
import type { ApprovalStatus, UserType } from "@/domain/reference/statuses";

export type DashboardDecision = { kind: "spinner" } | { kind: "redirect"; to: string };

export interface DashboardRedirectInput {
  signedIn: boolean;
  profileLoading: boolean;
  profile: {
    userType: UserType | string | null;
    approvalStatus: ApprovalStatus | string | null;
  } | null;
}

/**
 * No user → /auth; profile still loading → spinner; admin → /admin; approved lender →
 * /lender-dashboard; everyone else (borrowers, pending or rejected lenders, a missing profile)
 * → /borrower-dashboard.
 */
export function dashboardRedirect(input: DashboardRedirectInput): DashboardDecision {
  if (!input.signedIn) return { kind: "redirect", to: "/auth" };
  if (input.profileLoading) return { kind: "spinner" };
  const profile = input.profile;
  if (profile?.userType === "admin") return { kind: "redirect", to: "/admin" };
  if (profile?.userType === "lender" && profile.approvalStatus === "approved") {
    return { kind: "redirect", to: "/lender-dashboard" };
  }
  return { kind: "redirect", to: "/borrower-dashboard" };
}

/**
 * The /auth link sent in signup emails: /auth?email=…&mode=signup (spec 7); with `next`, a
 * path on this site signing in returns to (issue 31: the invitation page).
 */
export function signupLink(email: string, origin = "", next?: string): string {
  const params = new URLSearchParams({ email, mode: "signup" });
  if (next !== undefined) params.set(AUTH_NEXT_PARAM, next);
  return `${origin}/auth?${params.toString()}`;
}
