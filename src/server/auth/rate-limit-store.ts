/**
 * Counters and locks of our own in better-auth's `rate_limits` table (key unique, count,
 * last_request), so they hold across server processes. Every change is one atomic statement
 * (INSERT … ON CONFLICT DO UPDATE … WHERE), so concurrent requests cannot both pass.
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

/**
 * Takes a lock on `key` for `durationMs` unless one is held. Returns null when taken, or the
 * milliseconds left on the lock that is held.
 */
export async function acquireLock(
  db: Executor,
  key: string,
  durationMs: number,
  now = Date.now(),
): Promise<number | null> {
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
  return Math.max(1, (await expiresAtOf(db, key)) - now);
}

/**
 * Reserves one attempt under `key`, counted as a failure until `releaseAttempt` or
 * `clearKey` says otherwise; a key whose window has ended starts over. Returns null when
 * reserved, or the milliseconds until the window ends when `max` attempts are already counted.
 */
export async function reserveAttempt(
  db: Executor,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<number | null> {
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
  return Math.max(1, (await expiresAtOf(db, key)) - now);
}

/** A reserved attempt failed: it stays counted and the window runs `windowMs` from now. */
export async function recordFailure(
  db: Executor,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ lastRequest: sql`GREATEST(${rateLimits.lastRequest}, ${now + windowMs})` })
    .where(eq(rateLimits.key, key));
}

/** A reserved attempt was not a failure: it no longer counts. */
export async function releaseAttempt(db: Executor, key: string, now = Date.now()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, now)));
}

/** Removes a lock or counter. */
export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

async function expiresAtOf(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ expiresAt: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.expiresAt ?? 0;
}
