import { vi } from "vitest";

/**
 * Moves the clock (Date only; timers stay real) forward by `ms`, e.g. past a lock or a link's
 * expiry. Call `vi.useRealTimers()` after each test to put it back.
 */
export function advanceClock(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + ms);
}
