/**
 * Migration 0041 (issue 34, the lender's answer filters at 1,000,000 requests): the partial
 * index of answered submissions by lender, answer and newest first, which the 'Interested' and
 * 'Declined' pages walk and their totals count from the index alone.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./client";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const rows = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];

test("0041: the answered submissions' index is partial and serves the answer filter's count", async () => {
  const [index] = rows<{ indexdef: string }>(
    await handle.db.execute(sql`SELECT indexdef FROM pg_indexes
      WHERE indexname = 'loan_submissions_lender_answered_idx'`),
  );
  expect(index?.indexdef).toMatch(
    /\(lender_id, lender_answer, created_at DESC, id DESC\) WHERE \(lender_answer IS NOT NULL\)/,
  );
  // The planner proves the partial predicate from `lender_answer = $2` (a strict operator).
  // One transaction, so the settings hold on the connection that plans.
  const plan = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    const result = await tx.execute(sql`EXPLAIN SELECT count(*) FROM loan_submissions s
      WHERE s.lender_id = ${"00000000-0000-4000-8000-000000040b01"}
        AND s.lender_answer = ${"declined"}::lender_answer`);
    return rows<{ "QUERY PLAN": string }>(result)
      .map((row) => row["QUERY PLAN"])
      .join("\n");
  });
  expect(plan).toContain("loan_submissions_lender_answered_idx");
});
