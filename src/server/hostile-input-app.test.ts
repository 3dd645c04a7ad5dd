/**
 * Hostile input (issue 17) on every route that is not an admin or auth route: see
 * src/server/test/hostile/hostile-suite.ts.
 */

import { hostileInputSuite } from "./test/hostile/hostile-suite";
import { createWorld } from "./test/hostile/world";

const world = await createWorld("app");

hostileInputSuite(world, {
  tag: "app routes",
  include: (route) => !route.url.startsWith("/api/admin"),
  seed: 1702,
  runs: { body: 12, mutation: 30, query: 30, params: 12 },
});
