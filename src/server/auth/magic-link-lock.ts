/**
 * Magic-link limits, across server processes: the resend lock (one link per email per 60 s)
 * and a cap per client address (MAGIC_LINK_LIMIT). Both are taken before better-auth sends
 * the link (hooks.before on /sign-in/magic-link), whether or not an account exists (a magic
 * link creates one anyway), so the answers for known and unknown emails stay the same.
 */
import { z } from "zod";
import { secondsToWait } from "../lib/app-error";
import { MAGIC_LINK_LIMIT } from "../rate-limit/limits";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import {
  type AddressContext,
  authRefusal,
  httpClientAddressOf,
  MAGIC_LINK_RESEND_LOCK_MS,
  resendLockMessage,
  TOO_MANY_MAGIC_LINKS_MESSAGE,
} from "./auth-limits";

const emailField = z.email();

export function magicLinkLockKey(email: string): string {
  return `magic-link:${email.trim().toLowerCase()}`;
}

export const magicLinkAddressKey = (address: string) => `magic-link-ip:${address}`;

/** The email of a magic-link request body, or null when it is not one better-auth accepts. */
export function magicLinkEmailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === "string" && emailField.safeParse(email).success ? email : null;
}

/**
 * Counts the request on its client address (429 `too_many_attempts` over MAGIC_LINK_LIMIT),
 * then takes the lock for this email, or throws HTTP 429 `{ code: "magic_link_locked",
 * message: "For security purposes, you can only request this after N seconds.",
 * retryAfterSeconds: N }` with Retry-After: N.
 * Invalid emails are left to better-auth's own validation (400) and count nowhere.
 */
export async function takeMagicLinkLock(
  store: RateLimitStore,
  ctx: AddressContext & { body?: unknown },
): Promise<void> {
  const email = magicLinkEmailOf(ctx.body);
  if (!email) return;
  const address = httpClientAddressOf(ctx);
  if (address) {
    const waitMs = await store.reserveAttempt(
      magicLinkAddressKey(address),
      MAGIC_LINK_LIMIT.maxPerAddress,
      MAGIC_LINK_LIMIT.windowMs,
    );
    if (waitMs !== null)
      throw authRefusal("too_many_attempts", TOO_MANY_MAGIC_LINKS_MESSAGE, waitMs);
  }
  const leftMs = await store.acquireLock(magicLinkLockKey(email), MAGIC_LINK_RESEND_LOCK_MS);
  if (leftMs === null) return;
  throw authRefusal("magic_link_locked", resendLockMessage(secondsToWait(leftMs)), leftMs);
}

/** Frees the lock when the link could not be sent, so the user may try again at once. */
export async function releaseMagicLinkLock(store: RateLimitStore, email: string): Promise<void> {
  await store.clearKey(magicLinkLockKey(email));
}
