/**
 * What a password reset means beyond the new password (issue 28 item 13,
 * docs/decisions/2026-11-26-unconfirmed-accounts.md):
 * - the reset link was opened from the account's mailbox, so the email is proven: the account
 *   is marked verified. A lender who reset before confirming can then sign in, and the older
 *   confirmation link no longer fails (better-auth sends a verified account's link straight to
 *   its page). Safe for an account someone else signed up with: the reset replaced their
 *   password with the mailbox owner's.
 * - the reset link names the kind of account, so the reset page sends a lender on to
 *   /lender-login and everyone else to /auth.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles, users } from "../db/schema";

/** The reset page's query parameter that says the account is a lender's. */
export const RESET_ACCOUNT_PARAM = "account";

export async function verifyEmailOnReset(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/**
 * better-auth's reset link (`…/reset-password/<token>?callbackURL=<page>`) with
 * `account=lender` added to the page for a lender account; other links unchanged.
 */
export async function resetLinkForAccount(
  db: Database,
  userId: string,
  url: string,
): Promise<string> {
  const [profile] = await db
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (profile?.userType !== "lender") return url;
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  if (!callback) return url;
  const page = new URL(callback, link.origin);
  page.searchParams.set(RESET_ACCOUNT_PARAM, "lender");
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(callback);
  link.searchParams.set(
    "callbackURL",
    isAbsolute ? page.toString() : `${page.pathname}${page.search}`,
  );
  return link.toString();
}
