/**
 * The one interface every limit uses (sign-in throttle, sign-up, magic link, password reset,
 * anonymous loan requests, the per-recipient mail cap, known sign-in addresses). Two
 * implementations hold counters across server processes: PostgreSQL's `rate_limits` table by
 * default (pg-rate-limit-store.ts), Redis when REDIS_URL is set (redis-rate-limit-store.ts).
 * docs/decisions/rate-limits.md explains the choice; SECURITY.md lists the numbers.
 *
 * Every operation is one atomic step on the store (one SQL statement, one Lua script), so
 * concurrent requests on any process cannot both pass a limit. `now` is the application's
 * clock (Date.now() by default): windows follow it, so tests can move it (test/clock.ts).
 */
import type { Executor } from "../db/client";

export interface RateLimitStore {
  /**
   * "postgres": the `rate_limits` table of the application's own database (so its `check()` is
   * a statement on that database: observability/health-check.ts counts on it); "redis": Redis.
   */
  readonly kind: "postgres" | "redis";
  /**
   * The same store for a caller inside a transaction: on PostgreSQL its statements run in that
   * transaction (PGlite has one connection, so a statement outside it would wait forever, and
   * the count rolls back with the write); Redis is not transactional and returns itself.
   */
  within(executor: Executor): RateLimitStore;
  /**
   * Reserves one attempt under `key`, counted until `releaseAttempt` or `clearKey` says
   * otherwise; a key whose window has ended starts over with a window of `windowMs`. Returns
   * null when reserved, or the milliseconds until the window ends when `max` attempts are
   * already counted (nothing is counted then).
   */
  reserveAttempt(key: string, max: number, windowMs: number, now?: number): Promise<number | null>;
  /** A reserved attempt failed: it stays counted and the window runs `windowMs` from now. */
  recordFailure(key: string, windowMs: number, now?: number): Promise<void>;
  /** A reserved attempt was not a failure: it no longer counts. */
  releaseAttempt(key: string, now?: number): Promise<void>;
  /** Removes a lock, counter or mark. */
  clearKey(key: string): Promise<void>;
  /**
   * Takes a lock on `key` for `durationMs` unless one is held. Returns null when taken, or the
   * milliseconds left on the lock that is held.
   */
  acquireLock(key: string, durationMs: number, now?: number): Promise<number | null>;
  /** Sets (or renews) a mark on `key` that lasts `durationMs`. */
  mark(key: string, durationMs: number, now?: number): Promise<void>;
  /**
   * Whether `key` carries a mark that has not expired; also true while a lock on `key` is held
   * (a lock's end is its mark), so a caller can see a running lock without taking it.
   */
  isMarked(key: string, now?: number): Promise<boolean>;
  /**
   * Whether the store answers now (GET /api/health): false instead of an error when it cannot
   * be reached. While it cannot, every other operation throws RateLimitStoreUnavailableError
   * (answered 503 rate_limit_unavailable), so a limited route never runs unlimited.
   */
  check(): Promise<boolean>;
  /** Closes what the store opened (the Redis connection); the database is not its to close. */
  close(): Promise<void>;
}
