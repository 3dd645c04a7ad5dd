/**
 * Profile rules (spec 2 'Header', 'Home', 'Borrower dashboard'; spec 5 'Search'): the
 * onboarding gate, avatar initials and the welcome name.
 */

/**
 * Home shows 'Complete Your Profile' until the profile has been completed (spec 2, 5). The
 * server records completion once (`completedAt`), so a name blanked or a role changed later
 * never re-opens it: completing again could turn a borrower into a pending lender.
 */
export function needsProfileCompletion(
  profile: { completedAt: string | Date | null } | null | undefined,
): boolean {
  return !profile?.completedAt;
}

/**
 * Avatar initials: first letters of the first and last words of the full name, upper-cased
 * ('Jane van Doe' → 'JD', 'Jane' → 'J'), or 'U' without a name. Capped at two letters, which
 * is what fits an avatar.
 */
export function avatarInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "U";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last?.charAt(0) ?? ""}`.toUpperCase();
}

/**
 * The avatar's initials for an account: its full name's, else a lender's company name's
 * (issue 28: a lender who signed up with a company and no name showed 'U'), else 'U'.
 */
export function accountInitials(profile: {
  fullName?: string | null;
  companyName?: string | null;
  userType?: string | null;
}): string {
  if (profile.fullName?.trim()) return avatarInitials(profile.fullName);
  if (profile.userType === "lender" && profile.companyName?.trim()) {
    return avatarInitials(profile.companyName);
  }
  return "U";
}

/** Dashboard welcome name: the full name, else the email. */
export function welcomeName(profile: { fullName?: string | null; email?: string | null }): string {
  return profile.fullName?.trim() || profile.email?.trim() || "";
}
