/**
 * The Redis store (used when REDIS_URL is set): each key is a hash { c: count, e: expiry in
 * ms }, changed by one Lua script per operation, which Redis runs atomically, so concurrent
 * requests on any process cannot both pass a limit. Windows follow the application's clock
 * (`now` is passed in, as with the PostgreSQL store); PEXPIRE only removes a key once its
 * window is over, so Redis never keeps more than the live counters.
 */
import { Redis, ReplyError } from "ioredis";
import type { RateLimitStore } from "./rate-limit-store";
import { RateLimitStoreUnavailableError } from "./rate-limit-unavailable";

const HEAD = `
local now = tonumber(ARGV[1])
local e = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
local c = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
`;

/** ARGV: now, max, windowMs. Returns -1 when reserved, else the ms left in the window. */
const RESERVE = `${HEAD}
local max = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
if e <= now then
  c = 0
  e = now + window
elseif c >= max then
  return e - now
end
redis.call('HSET', KEYS[1], 'c', c + 1, 'e', e)
redis.call('PEXPIRE', KEYS[1], e - now)
return -1
`;

/** ARGV: now, windowMs. */
const FAILURE = `${HEAD}
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local t = now + tonumber(ARGV[2])
if t > e then
  e = t
  redis.call('HSET', KEYS[1], 'e', e)
end
if e > now then redis.call('PEXPIRE', KEYS[1], e - now) end
return 0
`;

/** ARGV: now. */
const RELEASE = `${HEAD}
if e > now and c > 0 then redis.call('HSET', KEYS[1], 'c', c - 1) end
return 0
`;

/** ARGV: now, durationMs. Returns -1 when taken, else the ms left on the held lock. */
const LOCK = `${HEAD}
if e > now then return e - now end
local d = tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'c', 1, 'e', now + d)
redis.call('PEXPIRE', KEYS[1], d)
return -1
`;

/** ARGV: now, durationMs. */
const MARK = `
local now = tonumber(ARGV[1])
local d = tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'c', 1, 'e', now + d)
redis.call('PEXPIRE', KEYS[1], d)
return 0
`;

export interface RedisRateLimitStoreOptions {
  url: string;
  /** Put before every key, so several apps (or test runs) can share one Redis. */
  prefix?: string;
  /**
   * Do not keep the process alive for this connection (command-line tools that finish on
   * their own); the server keeps running for its HTTP listener anyway.
   */
  unref?: boolean;
  /** How long to wait for a connection or a command before the store counts as unreachable. */
  timeoutMs?: number;
}

/**
 * An unreachable Redis must fail a request within about this long (connect or command), so a
 * limited route answers 503 quickly instead of holding the request.
 */
export const REDIS_TIMEOUT_MS = 2_000;

export const DEFAULT_REDIS_PREFIX = "lenderlane:rate-limit:";

export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RateLimitStore {
  const timeoutMs = options.timeoutMs ?? REDIS_TIMEOUT_MS;
  const client = new Redis(options.url, {
    // Connect on first use: a command-line tool that never checks a limit never connects.
    lazyConnect: true,
    // While Redis is unreachable a command fails at once (no queue waiting for a reconnect,
    // no retries) and the route answers 503 rate_limit_unavailable; ioredis keeps
    // reconnecting in the background, and the next request after it is back is counted.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  // The connection's errors are answered per request (503) and shown by /api/health; without a
  // listener ioredis would print each reconnect failure to the console.
  client.on("error", () => {});
  if (options.unref) client.on("connect", () => client.stream?.unref?.());
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;

  /** The first connection, shared by the requests that arrive while it is being made. */
  let firstConnect: Promise<void> | null = null;
  async function connected(): Promise<void> {
    if (client.status === "wait") firstConnect = client.connect();
    if (client.status === "connecting" && firstConnect) await firstConnect;
  }
  /**
   * Runs one operation; an unreachable Redis becomes RateLimitStoreUnavailableError (503).
   * An error Redis itself answered (a script error) is a bug and stays a 500.
   */
  async function guarded<T>(operation: () => Promise<T>): Promise<T> {
    try {
      await connected();
      return await operation();
    } catch (error) {
      if (error instanceof ReplyError) throw error;
      throw new RateLimitStoreUnavailableError(error);
    }
  }
  const run = (script: string, key: string, ...args: number[]): Promise<number> =>
    guarded(async () => Number(await client.eval(script, 1, prefix + key, ...args.map(String))));
  const waitOrNull = (result: number) => (result < 0 ? null : Math.max(1, result));

  const store: RateLimitStore = {
    kind: "redis",
    within: () => store,
    async reserveAttempt(key, max, windowMs, now = Date.now()) {
      return waitOrNull(await run(RESERVE, key, now, max, windowMs));
    },
    async recordFailure(key, windowMs, now = Date.now()) {
      await run(FAILURE, key, now, windowMs);
    },
    async releaseAttempt(key, now = Date.now()) {
      await run(RELEASE, key, now);
    },
    async clearKey(key) {
      await guarded(() => client.del(prefix + key));
    },
    async acquireLock(key, durationMs, now = Date.now()) {
      return waitOrNull(await run(LOCK, key, now, durationMs));
    },
    async mark(key, durationMs, now = Date.now()) {
      await run(MARK, key, now, durationMs);
    },
    async isMarked(key, now = Date.now()) {
      const expiresAt = await guarded(() => client.hget(prefix + key, "e"));
      return expiresAt !== null && Number(expiresAt) > now;
    },
    async check() {
      try {
        await guarded(() => client.ping());
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      // QUIT only on a live connection; otherwise stop reconnecting and drop the socket.
      if (client.status !== "ready") {
        client.disconnect();
        return;
      }
      await client.quit();
    },
  };
  return store;
}
