/**
 * The (email, address) pairs that signed in successfully within the last 30 days. The sign-in
 * throttle's per-address counter does not apply to them: 20 failed guesses from a shared
 * address (an office, a campus) then lock out only the emails that have not signed in from
 * there before, not every user behind it. The per-email counter still applies to everyone.
 * Kept as marks in the rate-limit store, like the counters.
 */
import type { RateLimitStore } from "../rate-limit/rate-limit-store";

export { KNOWN_ADDRESS_MS } from "../rate-limit/limits";

import { KNOWN_ADDRESS_MS } from "../rate-limit/limits";

export function knownAddressKey(email: string, address: string): string {
  return `sign-in:known:${email.trim().toLowerCase()}|${address}`;
}

export function isKnownAddress(
  store: RateLimitStore,
  email: string,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  return store.isMarked(knownAddressKey(email, address), now);
}

/** Records (or renews for 30 days) a successful sign-in of this email from this address. */
export function rememberAddress(
  store: RateLimitStore,
  email: string,
  address: string,
  now = Date.now(),
): Promise<void> {
  return store.mark(knownAddressKey(email, address), KNOWN_ADDRESS_MS, now);
}
