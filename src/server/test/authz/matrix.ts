/**
 * The whole authorization matrix: every route of Fastify's table with the status each of the
 * eight actors gets. GET rows also give their HEAD row (Fastify answers HEAD with the GET
 * handler; same statuses, no body to search). Reads run first, then writes in this order
 * (account writes last: the password cell rotates sessions).
 */
import { accountRoutes, authEndpointCells } from "./account-routes";
import { adminRoutes } from "./admin-routes";
import { adminWriteRoutes } from "./admin-write-routes";
import { borrowerRoutes, crossIdCells } from "./borrower-routes";
import { lenderRoutes } from "./lender-routes";
import { type MatrixEntry, methodOf } from "./matrix-entry";
import { messageRoutes } from "./message-routes";
import { PAGES, publicRoutes } from "./public-routes";
import { reviewRoutes } from "./review-routes";
import { savedSearchRoutes } from "./saved-search-routes";
import { teamRoutes } from "./team-routes";
import { verificationRoutes } from "./verification-routes";

export { authEndpointCells, crossIdCells, PAGES };

const ALL: MatrixEntry[] = [
  ...publicRoutes,
  ...borrowerRoutes,
  ...lenderRoutes,
  ...verificationRoutes,
  ...teamRoutes,
  ...messageRoutes,
  ...savedSearchRoutes,
  ...reviewRoutes,
  ...adminRoutes,
  ...adminWriteRoutes,
  ...accountRoutes,
];

/** The HEAD row of a GET row: same request and statuses; the answer has no body. */
function headOf(entry: MatrixEntry): MatrixEntry {
  const { shows: _shows, ...rest } = entry;
  return { ...rest, route: entry.route.replace(/^GET /, "HEAD ") };
}

const explicitHeads = new Set(ALL.filter((e) => methodOf(e) === "HEAD").map((e) => e.route));

export const READ_ENTRIES: MatrixEntry[] = ALL.filter((entry) => methodOf(entry) === "GET")
  .flatMap((entry) => [entry, headOf(entry)])
  .filter((entry) => methodOf(entry) === "GET" || !explicitHeads.has(entry.route))
  .concat(ALL.filter((entry) => methodOf(entry) === "HEAD"));

export const WRITE_ENTRIES: MatrixEntry[] = ALL.filter(
  (entry) => methodOf(entry) !== "GET" && methodOf(entry) !== "HEAD",
);

export const MATRIX_ROUTES: string[] = [...READ_ENTRIES, ...WRITE_ENTRIES].map((e) => e.route);
