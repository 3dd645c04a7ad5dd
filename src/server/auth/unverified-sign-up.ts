/**
 * Account pre-hijacking defence. An attacker may sign up first with a victim's email; the
 * account stays unverified, its password the attacker's. When a sign-up meets such an
 * unverified account:
 * - its password is replaced with the new sign-up's (the earlier one no longer works),
 * - its sessions and password-reset tokens are removed,
 * - email-verification links issued before the replacement are refused (verifyEmailIsStale),
 *   so the victim cannot confirm the attacker's version of the account by clicking an old mail.
 * better-auth then answers as for any sign-up and mails "you already have an account" (with a
 * password-reset link). Verified accounts are never touched.
 *
 * An unconfirmed account made for an anonymous request (no password, no login of any kind;
 * services/account/unconfirmed-account.ts) is taken over instead: it holds nothing, so it is
 * removed and better-auth's sign-up creates the account as for a new email (verification mail,
 * the requests confirmed with that email join it at its first session).
 */
import { APIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/domain/reference/limits";
import type { Database } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import { findUnconfirmedAccount } from "../services/account/unconfirmed-account";

const CREDENTIAL = "credential";

interface SignUpHookContext {
  body?: unknown;
  context: { password: { hash(password: string): Promise<string> } };
}

export async function replaceUnverifiedPassword(
  db: Database,
  ctx: SignUpHookContext,
): Promise<void> {
  const { email, password } = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== "string" || typeof password !== "string") return;
  // better-auth refuses these itself, afterwards; nothing may change before it does.
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
  const normalized = email.trim().toLowerCase();
  if (normalized.length > EMAIL_MAX_LENGTH) return;
  const [user] = await db.select().from(users).where(eq(users.email, normalized));
  if (!user || user.emailVerified) return;
  const unconfirmed = await findUnconfirmedAccount(db, normalized);
  if (unconfirmed) {
    await db.delete(users).where(eq(users.id, unconfirmed.id));
    return;
  }
  const hash = await ctx.context.password.hash(password);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, CREDENTIAL)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // Password-reset tokens store the user id as their value.
    await tx.delete(verifications).where(eq(verifications.value, user.id));
  });
}

interface VerifyEmailHookContext {
  query?: Record<string, unknown> | undefined;
}

/** The unverified payload of a JWT (better-auth checks the signature afterwards). */
function jwtPayload(token: string): { userId?: unknown; iat?: unknown } | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/**
 * Refuses (as better-auth refuses an invalid token) a verification link issued before the
 * password of a still unverified account was last replaced.
 */
export async function refuseStaleVerification(
  db: Database,
  ctx: VerifyEmailHookContext,
): Promise<void> {
  const token = ctx.query?.token;
  if (typeof token !== "string") return;
  const payload = jwtPayload(token);
  if (typeof payload?.userId !== "string" || typeof payload.iat !== "number") return;
  const [row] = await db
    .select({ verified: users.emailVerified, changedAt: accounts.updatedAt })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, CREDENTIAL)))
    .where(eq(users.id, payload.userId));
  // iat is in whole seconds: a token issued within the same second as the change still counts.
  if (!row || row.verified || row.changedAt.getTime() < (payload.iat + 1) * 1000) return;
  const callback = ctx.query?.callbackURL;
  if (typeof callback === "string" && callback !== "") {
    const separator = callback.includes("?") ? "&" : "?";
    throw new APIError("FOUND", undefined, {
      Location: `${callback}${separator}error=INVALID_TOKEN`,
    });
  }
  throw new APIError("UNAUTHORIZED", { code: "INVALID_TOKEN", message: "Invalid token" });
}
