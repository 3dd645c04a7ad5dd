/**
 * Slow-query log (issue 33): every query slower than SLOW_QUERY_MS (500 ms by default) is
 * logged as a warning with its duration and its SQL text, never its parameters (they hold
 * people's data). It times the driver's own calls: each pooled PostgreSQL connection, or the
 * embedded database and its transactions, so queries inside transactions count too.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import type { DatabaseHandle } from "./client";

export interface SlowQuery {
  ms: number;
  /** The statement, whitespace collapsed, cut at 500 characters. */
  sql: string;
}

const MAX_SQL = 500;

function textOf(query: unknown): string {
  const text =
    typeof query === "string"
      ? query
      : typeof query === "object" && query !== null && "text" in query
        ? String((query as { text: unknown }).text)
        : "";
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > MAX_SQL ? `${plain.slice(0, MAX_SQL)}…` : plain;
}

type Report = (query: SlowQuery) => void;

/** Wraps `target[method]` so that each call's promise is timed. */
function timed<T extends object>(target: T, method: keyof T, thresholdMs: number, report: Report) {
  const original = target[method] as unknown as (...args: unknown[]) => unknown;
  const wrapper = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => {
      const ms = performance.now() - started;
      if (ms >= thresholdMs) report({ ms: Math.round(ms), sql: textOf(args[0]) });
    };
    // pg's callback form (pool.query uses it): time until the callback.
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...values: unknown[]) => unknown)(...results);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  (target as Record<keyof T, unknown>)[method] = wrapper;
}

function timePglite(client: PGlite, thresholdMs: number, report: Report) {
  timed(client, "query", thresholdMs, report);
  timed(client, "exec", thresholdMs, report);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      timed(tx, "query", thresholdMs, report);
      timed(tx, "exec", thresholdMs, report);
      return callback(tx);
    });
}

/**
 * Every connection the pool hands out, those opened before this call included (pool.query
 * checks one out through pool.connect too), is timed once.
 */
function timePool(pool: pg.Pool, thresholdMs: number, report: Report) {
  const seen = new WeakSet<pg.PoolClient>();
  const watch = (client: pg.PoolClient | undefined) => {
    if (!client || seen.has(client)) return;
    seen.add(client);
    timed(client, "query", thresholdMs, report);
  };
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => void,
  ) => Promise<pg.PoolClient> | undefined;
  (pool as { connect: unknown }).connect = (
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => void,
  ) => {
    if (callback) {
      return connect((error, client, done) => {
        watch(client);
        callback(error, client, done);
      });
    }
    return connect()?.then((client) => {
      watch(client);
      return client;
    });
  };
}

/** Logs the handle's queries slower than `thresholdMs` through `report`. */
export function logSlowQueries(handle: DatabaseHandle, thresholdMs: number, report: Report): void {
  if (handle.pglite) timePglite(handle.pglite, thresholdMs, report);
  if (handle.pool) timePool(handle.pool, thresholdMs, report);
}
