/**
 * The pg pool survives connections dying under it (a database restart terminates every backend):
 * a checked-out client killed mid-transaction does not end the process with an unhandled
 * 'error', and the pool serves the next query on a new connection. Needs a PostgreSQL server
 * (TEST_DATABASE_URL): PGlite has no connections to lose.
 */
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { createPool } from "./client";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the PostgreSQL pool when connections are terminated", () => {
  const logged: string[] = [];
  const pool = createPool(serverUrl ?? "", 2, (line) => logged.push(line));
  const admin = new pg.Client({ connectionString: serverUrl });
  afterAll(async () => {
    await pool.end();
    await admin.end().catch(() => {});
  });

  const terminate = async (pid: number) => {
    if (!(admin as unknown as { _connected: boolean })._connected) await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
  };

  test("a client killed while checked out (in a transaction) emits a handled error", async () => {
    const client = await pool.connect();
    await client.query("begin");
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    await terminate(rows[0]?.pid ?? 0);
    // No listener of the test's own: without the pool's, the client's 'error' event would be
    // unhandled and fail the run. Wait until the pool's listener has seen it.
    const deadline = Date.now() + 5_000;
    while (!logged.some((line) => line.includes("a connection in use failed"))) {
      if (Date.now() > deadline) throw new Error("the client's error was never reported");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect(client.query("select 1")).rejects.toThrow();
    client.release(true);

    const { rows: after } = await pool.query<{ one: number }>("select 1 as one");
    expect(after[0]?.one).toBe(1);
  });

  test("idle clients killed in the pool are replaced", async () => {
    const { rows } = await pool.query<{ pid: number }>("select pg_backend_pid() as pid");
    await terminate(rows[0]?.pid ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows: after } = await pool.query<{ one: number }>("select 1 as one");
    expect(after[0]?.one).toBe(1);
  });
});
