/**
 * The unconfirmed account of an anonymous request's email (spec 1: "An account is created for
 * them"; docs/decisions/2026-11-26-unconfirmed-accounts.md). It is a better-auth user with
 * `emailVerified` false and no `accounts` row: no password, no session, nothing usable until
 * the email is proven. The email is proven by confirming a request (confirm-anonymous-request),
 * a magic link, or a password reset; a password sign-up on it replaces it (auth/unverified-sign-up).
 */
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { accounts, inquiries, lenders, profiles, users } from "../../db/schema";

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/**
 * Makes sure an account exists for the email: reuses any account with it (confirmed or not,
 * any letter case; nothing about it changes), otherwise creates an unconfirmed one. The caller
 * answers the same either way, so nothing tells the visitor whether the email had an account.
 */
export async function ensureAccountForEmail(tx: Executor, email: string): Promise<string | null> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  if (existing) return existing.id;
  // better-auth stores emails lower-cased; the profile trigger makes its borrower profile.
  const [created] = await tx
    .insert(users)
    .values({ email: email.trim().toLowerCase(), name: "", emailVerified: false })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created?.id ?? null;
}

/** The email's account when it is an unconfirmed one (unverified, no password or other login). */
export async function findUnconfirmedAccount(
  tx: Executor,
  email: string,
): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(and(byEmail(email), eq(users.emailVerified, false), isNull(accounts.id)))
    .limit(1);
  return row ?? null;
}

/**
 * Confirming a request proves its email: an unconfirmed account of that email becomes a
 * confirmed (verified) one. An unverified account with a password is left as it is: its
 * password may be someone else's (auth/unverified-sign-up.ts), so only its own confirmation
 * link, a magic link or a password reset may verify it.
 */
export async function confirmUnconfirmedAccount(tx: Executor, email: string): Promise<void> {
  const account = await findUnconfirmedAccount(tx, email);
  if (!account) return;
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, account.id));
}

/**
 * 'This wasn't me': the unconfirmed account of the email is deleted when it holds nothing
 * else: no request of its own, no other request waiting with its email, a plain borrower
 * profile and no lender record. Its profile goes with it (cascade).
 */
export async function deleteUnconfirmedAccountIfEmpty(tx: Executor, email: string): Promise<void> {
  const account = await findUnconfirmedAccount(tx, email);
  if (!account) return;
  const [requests] = await tx
    .select({ n: count() })
    .from(inquiries)
    .where(
      sql`${inquiries.borrowerId} = ${account.id} OR (${inquiries.borrowerId} IS NULL AND lower(${inquiries.userEmail}) = ${email.trim().toLowerCase()})`,
    );
  const [profile] = await tx
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.id, account.id));
  const [lender] = await tx
    .select({ id: lenders.id })
    .from(lenders)
    .where(eq(lenders.userId, account.id))
    .limit(1);
  if ((requests?.n ?? 0) > 0 || lender || (profile && profile.userType !== "borrower")) return;
  await tx.delete(users).where(eq(users.id, account.id));
}
