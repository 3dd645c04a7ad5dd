/**
 * Hostile input (issue 17) on every route that is neither an admin route nor part of the loan
 * request flow (account, lender sign-up, public lenders, notifications, development outbox).
 * See src/server/test/hostile/hostile-suite.ts; better-auth's endpoints: hostile-input-auth.
 */
import { hostileInputSuite } from "./test/hostile/hostile-suite";
import { HOSTILE_PARTS, HOSTILE_RUNS } from "./test/hostile/partitions";
import { createWorld } from "./test/hostile/world";

const world = await createWorld("rest");

hostileInputSuite(world, {
  tag: "account and public routes",
  include: HOSTILE_PARTS.rest,
  seed: 1702,
  runs: HOSTILE_RUNS,
});
