/** The PostgreSQL store (rate_limits table) against the store contract. */
import { afterAll, beforeAll, describe } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../test/test-database";
import { createPgRateLimitStore } from "./pg-rate-limit-store";
import type { RateLimitStore } from "./rate-limit-store";
import { rateLimitStoreContract } from "./rate-limit-store-contract";

let handle: DatabaseHandle;
let store: RateLimitStore;
beforeAll(async () => {
  handle = await openTestDatabase();
  store = createPgRateLimitStore(handle.db);
});
afterAll(() => handle.close());

describe("PostgreSQL rate-limit store", () => {
  rateLimitStoreContract(() => store);
});
