/**
 * Whether an error means the database cannot be reached right now (down, restarting, the
 * connection lost or refused), as opposed to a bug or a bad query. The error handler answers
 * these with 503 `service_unavailable` (retry later) instead of 500; the server itself stays
 * up and the pool reconnects once the database is back (db/client.ts).
 */

/** Socket-level failures of the connection to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * SQLSTATEs of a database that is going away or not taking connections: class 08 (connection
 * exception), 57P01-57P03 (admin/crash shutdown, cannot connect now: starting or shutting
 * down), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || /^57P0[123]$/.test(code) || code === "53300";
}

/** pg's own messages for a connection that broke or could not be made in time. */
const PG_CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)) return true;
  }
  return (
    typeof message === "string" && PG_CONNECTION_MESSAGES.some((text) => message.startsWith(text))
  );
}

/** Looks through the error, its causes (drizzle wraps pg's error) and aggregated errors. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
