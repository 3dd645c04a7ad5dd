import type { Me } from "../api/get-me";

/**
 * Spec 2 'Post-login redirect (/dashboard)': where a user lands after signing in.
 * Signed out → /auth; admin → /admin; approved lender → /lender-dashboard;
 * everyone else (borrowers, pending or rejected lenders, incomplete profiles) → /borrower-dashboard.
 */
export function getDashboardPath(me: Pick<Me, "profile"> | null | undefined): string {
  if (!me) return "/auth";
  const profile = me.profile;
  if (profile?.userType === "admin") return "/admin";
  if (profile?.userType === "lender" && profile.approvalStatus === "approved") {
    return "/lender-dashboard";
  }
  return "/borrower-dashboard";
}
