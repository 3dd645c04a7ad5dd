/**
 * The Redis store against the store contract, on REDIS_URL (default redis://127.0.0.1:6379)
 * under a key prefix of this run. Skipped only outside CI when no Redis answers; with CI=true
 * an unreachable Redis fails the file.
 */
import { afterAll, beforeAll, describe } from "vitest";
import {
  createRedisTestStore,
  type RedisTestStore,
  requireRedisUnlessLocal,
} from "../test/redis-test-store";
import { rateLimitStoreContract } from "./rate-limit-store-contract";

const reachable = await requireRedisUnlessLocal();

describe.skipIf(!reachable)("Redis rate-limit store", () => {
  let redis: RedisTestStore;
  beforeAll(() => {
    redis = createRedisTestStore();
  });
  afterAll(() => redis.dispose());

  rateLimitStoreContract(() => redis.store);
});
