/**
 * The (email, address) pairs that signed in successfully within the last 30 days. The sign-in
 * throttle's per-address counter does not apply to them: 20 failed guesses from a shared
 * address (an office, a campus) then lock out only the emails that have not signed in from
 * there before, not every user behind it. The per-email counter still applies to everyone.
 * Kept in `rate_limits` like the counters (the key's expiry is the pair's).
 */
import { and, eq, gt } from "drizzle-orm";
import { HOUR_MS } from "@/domain/limits";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

export const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;

export function knownAddressKey(email: string, address: string): string {
  return `sign-in:known:${email.trim().toLowerCase()}|${address}`;
}

export async function isKnownAddress(
  db: Database,
  email: string,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, knownAddressKey(email, address)), gt(rateLimits.lastRequest, now)),
    );
  return row !== undefined;
}

/** Records (or renews for 30 days) a successful sign-in of this email from this address. */
export async function rememberAddress(
  db: Database,
  email: string,
  address: string,
  now = Date.now(),
): Promise<void> {
  const expiresAt = now + KNOWN_ADDRESS_MS;
  await db
    .insert(rateLimits)
    .values({ key: knownAddressKey(email, address), count: 1, lastRequest: expiresAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { lastRequest: expiresAt } });
}
