/**
 * What every rate-limit store must do, as one suite run against each implementation
 * (rate-limit-store-postgres.test.ts, rate-limit-store-redis.test.ts). The clock is the `now`
 * argument, so windows are crossed without waiting.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import type { RateLimitStore } from "./rate-limit-store";

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

export function rateLimitStoreContract(store: () => RateLimitStore) {
  const key = (label: string) => `contract:${label}:${randomBytes(4).toString("hex")}`;

  test("reserveAttempt: max attempts pass, the next waits out the window, then it starts over", async () => {
    const k = key("reserve");
    for (let i = 0; i < 3; i++) {
      expect(await store().reserveAttempt(k, 3, 10 * MINUTE, T0 + i * MINUTE)).toBeNull();
    }
    // The window runs from the first attempt: 10 min after T0, asked 4 min in.
    expect(await store().reserveAttempt(k, 3, 10 * MINUTE, T0 + 4 * MINUTE)).toBe(6 * MINUTE);
    // A refusal does not count: still 1 ms before the end, the wait is 1 ms.
    expect(await store().reserveAttempt(k, 3, 10 * MINUTE, T0 + 10 * MINUTE - 1)).toBe(1);
    expect(await store().reserveAttempt(k, 3, 10 * MINUTE, T0 + 10 * MINUTE)).toBeNull();
    expect(await store().reserveAttempt(k, 3, 10 * MINUTE, T0 + 10 * MINUTE + 1)).toBeNull();
    expect(await store().reserveAttempt(k, 3, 10 * MINUTE, T0 + 10 * MINUTE + 2)).toBeNull();
    expect(await store().reserveAttempt(k, 3, 10 * MINUTE, T0 + 11 * MINUTE)).toBe(9 * MINUTE);
  });

  test("reserveAttempt is atomic: of 25 concurrent attempts exactly max pass", async () => {
    const k = key("race");
    const results = await Promise.all(
      Array.from({ length: 25 }, () => store().reserveAttempt(k, 7, 10 * MINUTE, T0)),
    );
    expect(results.filter((result) => result === null)).toHaveLength(7);
    expect(results.filter((result) => result === 10 * MINUTE)).toHaveLength(18);
  });

  test("keys count apart", async () => {
    const a = key("a");
    const b = key("b");
    expect(await store().reserveAttempt(a, 1, MINUTE, T0)).toBeNull();
    expect(await store().reserveAttempt(a, 1, MINUTE, T0)).toBe(MINUTE);
    expect(await store().reserveAttempt(b, 1, MINUTE, T0)).toBeNull();
  });

  test("releaseAttempt frees one reserved attempt; recordFailure keeps it and moves the window", async () => {
    const k = key("settle");
    expect(await store().reserveAttempt(k, 2, 10 * MINUTE, T0)).toBeNull();
    expect(await store().reserveAttempt(k, 2, 10 * MINUTE, T0)).toBeNull();
    await store().releaseAttempt(k, T0 + MINUTE);
    expect(await store().reserveAttempt(k, 2, 10 * MINUTE, T0 + MINUTE)).toBeNull();
    // Full again; a failure at 5 min makes the window end at 15 min.
    await store().recordFailure(k, 10 * MINUTE, T0 + 5 * MINUTE);
    expect(await store().reserveAttempt(k, 2, 10 * MINUTE, T0 + 12 * MINUTE)).toBe(3 * MINUTE);
    expect(await store().reserveAttempt(k, 2, 10 * MINUTE, T0 + 15 * MINUTE)).toBeNull();
    // Releasing never goes below zero, nor touches an expired window.
    const empty = key("empty");
    await store().releaseAttempt(empty, T0);
    expect(await store().reserveAttempt(empty, 1, MINUTE, T0)).toBeNull();
    expect(await store().reserveAttempt(empty, 1, MINUTE, T0)).toBe(MINUTE);
  });

  test("clearKey removes a full counter", async () => {
    const k = key("clear");
    expect(await store().reserveAttempt(k, 1, MINUTE, T0)).toBeNull();
    expect(await store().reserveAttempt(k, 1, MINUTE, T0)).toBe(MINUTE);
    await store().clearKey(k);
    expect(await store().reserveAttempt(k, 1, MINUTE, T0)).toBeNull();
  });

  test("acquireLock: one holder until the lock runs out", async () => {
    const k = key("lock");
    expect(await store().acquireLock(k, MINUTE, T0)).toBeNull();
    expect(await store().acquireLock(k, MINUTE, T0 + 20_000)).toBe(40_000);
    expect(await store().acquireLock(k, MINUTE, T0 + MINUTE - 1)).toBe(1);
    expect(await store().acquireLock(k, MINUTE, T0 + MINUTE)).toBeNull();
    const racers = await Promise.all(
      Array.from({ length: 10 }, () => store().acquireLock(k, MINUTE, T0 + 3 * MINUTE)),
    );
    expect(racers.filter((result) => result === null)).toHaveLength(1);
    await store().clearKey(k);
    expect(await store().acquireLock(k, MINUTE, T0 + 3 * MINUTE)).toBeNull();
  });

  test("a held lock reads as marked until it ends", async () => {
    const k = key("lock-read");
    expect(await store().isMarked(k, T0)).toBe(false);
    expect(await store().acquireLock(k, MINUTE, T0)).toBeNull();
    expect(await store().isMarked(k, T0 + MINUTE - 1)).toBe(true);
    expect(await store().isMarked(k, T0 + MINUTE)).toBe(false);
    // Reading took nothing: the lock ends when it did.
    expect(await store().acquireLock(k, MINUTE, T0 + MINUTE)).toBeNull();
  });

  test("mark and isMarked: a mark lasts its duration and can be renewed", async () => {
    const k = key("mark");
    expect(await store().isMarked(k, T0)).toBe(false);
    await store().mark(k, 10 * MINUTE, T0);
    expect(await store().isMarked(k, T0 + 10 * MINUTE - 1)).toBe(true);
    expect(await store().isMarked(k, T0 + 10 * MINUTE)).toBe(false);
    await store().mark(k, 10 * MINUTE, T0 + 5 * MINUTE);
    expect(await store().isMarked(k, T0 + 14 * MINUTE)).toBe(true);
  });
}
