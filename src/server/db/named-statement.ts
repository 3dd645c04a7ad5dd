/**
 * A raw statement sent as a named prepared statement (node-postgres prepares it once per
 * connection under its name; PGlite ignores the name). PostgreSQL then parses and plans it
 * once per connection instead of on every call, and after five executions may keep a generic
 * plan. For statements whose planning costs more than running them: the lead list's page
 * statement planned in 10 ms and ran in 3 (docs/performance.md, issue 31).
 *
 * The name is a hash of the statement's text, so each variant (filters and sort change the
 * text) gets its own and two texts never share one. Not for use behind a transaction-pooling
 * proxy (PgBouncer's transaction mode drops named statements); LenderLane connects directly.
 */
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

const dialect = new PgDialect();

/** The name node-postgres prepares `text` under: the prefix and 16 hex digits of its SHA-1. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
}

/** Runs `query` as `db.execute` would (same rows, same type parsing), as a named statement. */
export async function executeNamed(db: Executor, prefix: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  return db._.session
    .prepareQuery(built, undefined, statementName(prefix, built.sql), false)
    .execute();
}

/**
 * A named statement whose text is built once: `query` holds `sql.placeholder(name)` for every
 * value, and each call only binds them. For a hot statement of fixed text (the lead cards, 50
 * a call): no SQL building, no hashing per call. Rows come back as arrays (in the select list's
 * order), without per-row objects; the prepared query is kept per session (the pool's, or a
 * transaction's).
 */
export function preparedNamed<Row extends unknown[]>(prefix: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const name = statementName(prefix, built.sql);
  const bySession = new WeakMap<
    object,
    { execute(values: Record<string, unknown>): Promise<unknown> }
  >();
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(built, undefined, name, true, (rows: unknown[]) => rows);
      bySession.set(session, prepared);
    }
    return (await prepared.execute(values)) as Row[];
  };
}
