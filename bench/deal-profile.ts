/**
 * `npm run bench:deals:profile -- --url <seeded database>`: the single-caller profile of each
 * row of `npm run bench:deals` (issue 34), so every row's p99 at 50 callers can be explained by
 * what one call costs. The real app (buildApp, as in the bench) runs on a pool of ONE
 * connection; each row's requests are sent one at a time through inject: `--warm` calls, then
 * `--runs` measured calls (a row stops
 * each phase after `--seconds`, with at least 3 calls). Per call it prints
 *
 * - wall ms (one caller, nothing queued);
 * - node CPU ms (process.cpuUsage of this process: routing, session, validation, drizzle, pg
 *   protocol, serialisation);
 * - PostgreSQL CPU ms (utime + stime of the one backend from /proc/<pid>/stat; 'n/a' when the
 *   server is not on this machine);
 * - round trips (every query the pg client sends, BEGIN/COMMIT and the session lookup
 *   included) and statements (the SELECT/INSERT/UPDATE/DELETE/WITH among them);
 * - shared buffers (hit + read) per call: the database's pg_stat_database blks_hit + blks_read
 *   before and after (flushed by pg_stat_force_next_flush; PostgreSQL 15+), so run it on a
 *   database nobody else uses (autovacuum adds a little);
 * - the 50-caller floor: 50 callers × CPU per call ÷ the cores, the mean latency the row
 *   cannot beat at 50 callers on this machine even with no waiting but for CPU (Little's law
 *   on a CPU-bound closed loop); the p99 sits above it.
 *
 * It signs in and writes (sessions, the two submits), like the bench: never point it at a
 * database that others share; copy one (CREATE DATABASE … TEMPLATE … STRATEGY FILE_COPY).
 *
 *   npm run bench:deals:profile -- --url postgres://postgres@127.0.0.1:5432/h_deals_copy
 *   npm run bench:deals:profile -- --url … --runs 50 --only search
 */
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { DEAL_VOLUMES } from "../src/server/db/factories/bulk-deals";
import { createTestContext, type TestClient } from "../src/server/test/test-app";
import { dealRows } from "./lib/deal-rows";
import { nodeCpuMs, processCpuMs } from "./lib/process-cpu";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    smoke: { type: "boolean", default: false },
    runs: { type: "string", default: "40" },
    warm: { type: "string", default: "20" },
    /** A row also ends its measured calls after this many seconds (at least 3 calls). */
    seconds: { type: "string", default: "6" },
    callers: { type: "string", default: "50" },
    only: { type: "string" },
    /** Also print what one call of each row sends, in order (first 110 characters each). */
    statements: { type: "boolean", default: false },
  },
});
if (!values.url) throw new Error("--url <a copy of a database seeded with db:seed -- --deals>");
const VOLUME = DEAL_VOLUMES[values.smoke ? "smoke" : "full"];
const RUNS = Number(values.runs);
const WARM = Number(values.warm);
const SECONDS = Number(values.seconds);
const CALLERS = Number(values.callers);
const CORES = availableParallelism();

const counts = { roundTrips: 0, statements: 0 };
let sent: string[] | null = null;
const PLAIN = /^\s*(select|with|insert|update|delete)\b/i;
const original = pg.Client.prototype.query;
// Counts what the app's pool sends (its clients are pg.Clients).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string } | undefined;
  const text = typeof first === "string" ? first : (first?.text ?? "");
  counts.roundTrips += 1;
  sent?.push(text.replace(/\s+/g, " ").slice(0, 110));
  if (PLAIN.test(text)) counts.statements += 1;
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const ms = (value: number | null) => (value === null ? "n/a" : value.toFixed(2));

async function main() {
  const url = values.url as string;
  const handle = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  const observer = new pg.Client({ connectionString: url });
  await observer.connect();
  const database = new URL(url).pathname.slice(1);
  const ctx = await createTestContext({ handle });
  const signIn = (email: string, profile = {}) => ctx.signedInClient(email, profile);
  // Signed-in writers: 10 new requests a day each; a window that moves with the clock (as in
  // the bench) and away from the bench's own (it starts at borrower 1000).
  const writerCount = Math.ceil((RUNS + WARM) / 8) + 1;
  const first =
    VOLUME.borrowers > 2000
      ? 1000 + ((Math.floor(Date.now() / 60_000) * 89 + 600) % (VOLUME.borrowers - 1200))
      : 2;
  const writers: TestClient[] = [];
  for (let b = first; b < first + writerCount; b += 1)
    writers.push(await signIn(`deal-borrower-${b}@example.com`));
  const clients = {
    anonymous: ctx.client(),
    borrower: await signIn("deal-borrower-1@example.com"),
    lender: await signIn("deal-desk-1@example.com"),
    admin: await signIn("deal-bench-admin@example.com", { userType: "admin" }),
    writers,
  };
  const rows = await dealRows(VOLUME, clients, `p${randomBytes(4).toString("hex")}`);
  const pidOf = async () => {
    const result = await handle.db.execute(sql`select pg_backend_pid() as pid`);
    return Number((result as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
  };
  const buffers = async () => {
    await handle.db.execute(sql`select pg_stat_force_next_flush()`);
    // The flush happens when the backend goes idle after that statement; read it after.
    await handle.db.execute(sql`select 1`);
    const result = await observer.query(
      "select blks_hit::float8 + blks_read::float8 as blocks, blks_read::float8 as read from pg_stat_database where datname = $1",
      [database],
    );
    return { blocks: Number(result.rows[0]?.blocks), read: Number(result.rows[0]?.read) };
  };
  const pid = await pidOf();
  const floorNote = `${CALLERS} callers × CPU per call ÷ ${CORES} cores`;
  console.log(
    `deal side single-caller profile (${values.smoke ? "smoke" : "full"}: ${VOLUME.requests} requests), ` +
      `pool of 1 (PostgreSQL backend ${pid}, node ${process.pid}), ${WARM} warm-up + ${RUNS} measured calls a row; ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}\n` +
      `| row | wall ms | node CPU ms | PG CPU ms | CPU ms | round trips | statements | buffers (read) | floor at ${CALLERS} ms | calls | status |\n` +
      "|---|---|---|---|---|---|---|---|---|---|---|",
  );
  let sequence = 1_000_000 + (Math.floor(Date.now() / 1000) % 1_000_000) * 7;
  for (const row of rows) {
    if (values.only && !row.name.includes(values.only)) continue;
    const statuses = new Set<number>();
    const call = async () => {
      const i = sequence++;
      const response = await row.client(i).request(row.request(i));
      statuses.add(response.statusCode);
    };
    const warmUntil = performance.now() + SECONDS * 1000;
    for (let run = 0; run < WARM && (run < 3 || performance.now() < warmUntil); run += 1)
      await call();
    const before = await buffers();
    counts.roundTrips = 0;
    counts.statements = 0;
    const pg0 = processCpuMs(pid);
    const node0 = nodeCpuMs();
    const at = performance.now();
    let runs = 0;
    while (runs < RUNS && (runs < 3 || performance.now() - at < SECONDS * 1000)) {
      await call();
      runs += 1;
    }
    const wall = (performance.now() - at) / runs;
    const node = (nodeCpuMs() - node0) / runs;
    const pg1 = processCpuMs(pid);
    const trips = counts.roundTrips / runs;
    const statements = counts.statements / runs;
    const after = await buffers();
    if (values.statements) sent = [];
    if (values.statements) await call();
    const oneCall = sent ?? [];
    sent = null;
    for (const [index, text] of oneCall.entries()) console.log(`    ${index + 1}. ${text}`);
    const pgCpu = pg0 === null || pg1 === null ? null : (pg1 - pg0) / runs;
    const cpu = node + (pgCpu ?? 0);
    console.log(
      `| ${row.name} | ${ms(wall)} | ${ms(node)} | ${ms(pgCpu)} | ${ms(cpu)} | ` +
        `${trips.toFixed(1)} | ${statements.toFixed(1)} | ` +
        `${((after.blocks - before.blocks) / runs).toFixed(0)} (${((after.read - before.read) / runs).toFixed(0)}) | ` +
        `${((CALLERS * cpu) / CORES).toFixed(0)} | ${runs} | ${[...statuses].join(",")} |`,
    );
  }
  if ((await pidOf()) !== pid) console.log("(the connection was replaced: PostgreSQL CPU is off)");
  console.log(
    `floor: ${floorNote}, the mean latency of a CPU-bound closed loop; load average at the end ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  await observer.end();
  await ctx.close();
  await handle.close();
}

await main();
