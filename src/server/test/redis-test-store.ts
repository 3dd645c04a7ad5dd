/**
 * Redis for tests: REDIS_URL, or redis://127.0.0.1:6379 by default, with a key prefix of its
 * own per test run so runs in parallel never share counters. Tests that need Redis must not
 * pass by skipping in CI: there an unreachable Redis is an error (CI=true).
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import { createRedisRateLimitStore } from "../rate-limit/redis-rate-limit-store";

export const REDIS_TEST_URL = process.env.REDIS_URL?.trim() || "redis://127.0.0.1:6379";

/** Whether Redis answers PING within a second (one try, no reconnecting). */
export async function redisIsReachable(url: string = REDIS_TEST_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * True when the Redis tests can run; throws under CI=true when Redis is unreachable, so a
 * missing Redis fails the run instead of skipping its tests.
 */
export async function requireRedisUnlessLocal(): Promise<boolean> {
  const reachable = await redisIsReachable();
  if (!reachable && process.env.CI === "true") {
    throw new Error(`Redis is not reachable at ${REDIS_TEST_URL} (CI=true: it must be)`);
  }
  return reachable;
}

export interface RedisTestStore {
  store: RateLimitStore;
  prefix: string;
  /** Another connection on the same keys, as a second server process would have. */
  another(): RateLimitStore;
  /** Removes every key of this run and closes the connection. */
  dispose(): Promise<void>;
}

export function createRedisTestStore(): RedisTestStore {
  const prefix = `lenderlane-test:${randomBytes(6).toString("hex")}:`;
  const store = createRedisRateLimitStore({ url: REDIS_TEST_URL, prefix });
  const others: RateLimitStore[] = [];
  return {
    store,
    prefix,
    another() {
      const other = createRedisRateLimitStore({ url: REDIS_TEST_URL, prefix });
      others.push(other);
      return other;
    },
    async dispose() {
      await store.close();
      for (const other of others) await other.close();
      const client = new Redis(REDIS_TEST_URL);
      try {
        let cursor = "0";
        do {
          const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          if (keys.length > 0) await client.del(...keys);
          cursor = next;
        } while (cursor !== "0");
      } finally {
        await client.quit();
      }
    },
  };
}
