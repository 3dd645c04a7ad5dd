/**
 * Which hostile-input file covers which routes: the route table split in three so that each
 * file stays well under a minute. Every route falls in exactly one part (checked by
 * hostile-input-transport.test.ts), so a new route is covered whatever its path.
 */
import type { TableRoute } from "./route-table";

const isAdmin = (route: TableRoute) => route.url.startsWith("/api/admin");
const isRequestFlow = (route: TableRoute) =>
  /^\/api\/(loan-requests|lender-workspace|submissions)(\/|$)/.test(route.url);

export const HOSTILE_PARTS = {
  admin: isAdmin,
  requests: (route: TableRoute) => !isAdmin(route) && isRequestFlow(route),
  rest: (route: TableRoute) => !isAdmin(route) && !isRequestFlow(route),
} as const;

/** numRuns per route and kind of input, the same in every file. */
export const HOSTILE_RUNS = { body: 10, mutation: 24, query: 20, params: 10 };
