/**
 * Issue 34: a request to a lender whose notification window runs reads the window and does not
 * take its lock. Taking it (an upsert on the lender's rate_limits row) held that row until the
 * write committed, so concurrent requests to one popular lender queued one behind the other
 * (the deal bench's submits). The batching itself (one mail, then one digest) is in
 * loan-requests-spam-limits.test.ts.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Executor } from "../../db/client";
import { createPgRateLimitStore } from "../../rate-limit/pg-rate-limit-store";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { lenderNotificationKey } from "../../services/loan-requests/notify-lenders";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestContext } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";

const locksTaken: string[] = [];

/** The PostgreSQL store, recording each key a lock is asked for. */
function recordingStore(store: RateLimitStore): RateLimitStore {
  return {
    ...store,
    within: (executor: Executor) => recordingStore(store.within(executor)),
    acquireLock: (key, durationMs, now) => {
      locksTaken.push(key);
      return store.acquireLock(key, durationMs, now);
    },
  };
}

let ctx: TestContext;
beforeAll(async () => {
  const handle = await openTestDatabase();
  ctx = await createTestContext({
    handle,
    rateLimits: recordingStore(createPgRateLimitStore(handle.db)),
  });
});
afterAll(async () => {
  await ctx.close();
  await ctx.handle.close();
});

const api = loanRequestApi(() => ctx);

test("while a lender's window runs, its next requests wait for the digest without taking the lock", async () => {
  const { lender } = await api.lender({ email: "window.desk@lender.example.com" });
  const key = lenderNotificationKey(lender.id);
  for (const [i, name] of ["First", "Second", "Third"].entries()) {
    const client = await ctx.signedInClient(`window.${i}@example.com`);
    const response = await api.create(client, {
      request: validRequest({ customName: `${name} deal` }),
      lenderIds: [lender.id],
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  // The first took the window (and was mailed); the other two only read it.
  expect(locksTaken.filter((taken) => taken === key)).toHaveLength(1);
  expect(await ctx.mailsTo("window.desk@lender.example.com")).toHaveLength(1);
});
