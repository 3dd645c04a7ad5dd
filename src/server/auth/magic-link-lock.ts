/**
 * The magic-link resend lock: one link per email per 60 s, across server processes. Taken
 * before better-auth sends the link (hooks.before on /sign-in/magic-link), whether or not an
 * account exists, so the answers for known and unknown emails stay the same.
 */
import { z } from "zod";
import type { Database } from "../db/client";
import { secondsToWait } from "../lib/app-error";
import { authRefusal, MAGIC_LINK_RESEND_LOCK_MS, resendLockMessage } from "./auth-limits";
import { acquireLock, clearKey } from "./rate-limit-store";

const emailField = z.email();

export function magicLinkLockKey(email: string): string {
  return `magic-link:${email.trim().toLowerCase()}`;
}

/** The email of a magic-link request body, or null when it is not one better-auth accepts. */
export function magicLinkEmailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === "string" && emailField.safeParse(email).success ? email : null;
}

/**
 * Takes the lock for this email, or throws HTTP 429 `{ code: "magic_link_locked",
 * message: "For security purposes, you can only request this after N seconds.",
 * retryAfterSeconds: N }` with Retry-After: N.
 * Invalid emails are left to better-auth's own validation (400) and take no lock.
 */
export async function takeMagicLinkLock(db: Database, body: unknown): Promise<void> {
  const email = magicLinkEmailOf(body);
  if (!email) return;
  const leftMs = await acquireLock(db, magicLinkLockKey(email), MAGIC_LINK_RESEND_LOCK_MS);
  if (leftMs === null) return;
  throw authRefusal("magic_link_locked", resendLockMessage(secondsToWait(leftMs)), leftMs);
}

/** Frees the lock when the link could not be sent, so the user may try again at once. */
export async function releaseMagicLinkLock(db: Database, email: string): Promise<void> {
  await clearKey(db, magicLinkLockKey(email));
}
