/**
 * Hostile input (issue 17) on the admin routes: see src/server/test/hostile/hostile-suite.ts.
 */

import { hostileInputSuite } from "./test/hostile/hostile-suite";
import { createWorld } from "./test/hostile/world";

const world = await createWorld("admin");

hostileInputSuite(world, {
  tag: "admin routes",
  include: (route) => route.url.startsWith("/api/admin"),
  seed: 1701,
  runs: { body: 12, mutation: 30, query: 30, params: 12 },
});
