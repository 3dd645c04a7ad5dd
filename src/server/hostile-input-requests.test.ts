/**
 * Hostile input (issue 17) on the loan request flow: borrowers' requests, the lender workspace
 * (answers, offers, the lender's own record) and the submission threads. See
 * src/server/test/hostile/hostile-suite.ts.
 */
import { hostileInputSuite } from "./test/hostile/hostile-suite";
import { HOSTILE_PARTS, HOSTILE_RUNS } from "./test/hostile/partitions";
import { createWorld } from "./test/hostile/world";

const world = await createWorld("requests");

hostileInputSuite(world, {
  tag: "loan request flow",
  include: HOSTILE_PARTS.requests,
  seed: 1703,
  runs: HOSTILE_RUNS,
});
