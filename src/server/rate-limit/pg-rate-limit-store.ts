/**
 * The default store: counters and locks in better-auth's `rate_limits` table (key unique,
 * count, last_request), so they hold across server processes on one database. Every change is
 * one atomic statement (INSERT … ON CONFLICT DO UPDATE … WHERE), so concurrent requests cannot
 * both pass.
 *
 * For our keys `last_request` holds the moment (ms) the entry EXPIRES, not the last request:
 * better-auth prunes rows whose last_request is older than its longest window (60 s), and
 * with an expiry there only rows that expired at least that long ago are ever pruned.
 * Our keys start with a name and a colon ('magic-link:', 'sign-in:'); better-auth's own are
 * 'ip|path', so the two never collide.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rateLimits } from "../db/schema";
import type { RateLimitStore } from "./rate-limit-store";

export function createPgRateLimitStore(db: Executor): RateLimitStore {
  async function expiresAtOf(key: string): Promise<number> {
    const [row] = await db
      .select({ expiresAt: rateLimits.lastRequest })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return row?.expiresAt ?? 0;
  }

  return {
    kind: "postgres",
    within: (executor) => createPgRateLimitStore(executor),

    async acquireLock(key, durationMs, now = Date.now()) {
      const expiresAt = now + durationMs;
      const taken = await db
        .insert(rateLimits)
        .values({ key, count: 1, lastRequest: expiresAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: 1, lastRequest: expiresAt },
          setWhere: lte(rateLimits.lastRequest, now),
        })
        .returning({ key: rateLimits.key });
      if (taken.length > 0) return null;
      return Math.max(1, (await expiresAtOf(key)) - now);
    },

    async reserveAttempt(key, max, windowMs, now = Date.now()) {
      const expired = sql`${rateLimits.lastRequest} <= ${now}`;
      const reserved = await db
        .insert(rateLimits)
        .values({ key, count: 1, lastRequest: now + windowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            lastRequest: sql`CASE WHEN ${expired} THEN ${now + windowMs} ELSE ${rateLimits.lastRequest} END`,
          },
          setWhere: sql`${expired} OR ${rateLimits.count} < ${max}`,
        })
        .returning({ key: rateLimits.key });
      if (reserved.length > 0) return null;
      return Math.max(1, (await expiresAtOf(key)) - now);
    },

    async recordFailure(key, windowMs, now = Date.now()) {
      await db
        .update(rateLimits)
        .set({ lastRequest: sql`GREATEST(${rateLimits.lastRequest}, ${now + windowMs})` })
        .where(eq(rateLimits.key, key));
    },

    async releaseAttempt(key, now = Date.now()) {
      await db
        .update(rateLimits)
        .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, now)));
    },

    async clearKey(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    async mark(key, durationMs, now = Date.now()) {
      const expiresAt = now + durationMs;
      await db
        .insert(rateLimits)
        .values({ key, count: 1, lastRequest: expiresAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, lastRequest: expiresAt } });
    },

    async isMarked(key, now = Date.now()) {
      const [row] = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, now)));
      return row !== undefined;
    },

    async check() {
      try {
        await db.select({ key: rateLimits.key }).from(rateLimits).limit(1);
        return true;
      } catch {
        return false;
      }
    },

    async close() {},
  };
}
