/**
 * Hostile input (issue 17) on the admin routes: see src/server/test/hostile/hostile-suite.ts.
 */
import { hostileInputSuite } from "./test/hostile/hostile-suite";
import { HOSTILE_PARTS, HOSTILE_RUNS } from "./test/hostile/partitions";
import { createWorld } from "./test/hostile/world";

const world = await createWorld("admin");

hostileInputSuite(world, {
  tag: "admin routes",
  include: HOSTILE_PARTS.admin,
  seed: 1701,
  runs: HOSTILE_RUNS,
});
