/**
 * `npm run bench:deals`: the deal side at scale (issue 34) on PostgreSQL. The database holds
 * the deal volume of `npm run db:seed -- --deals` (1,000,000 loan requests; --smoke: 1%). The
 * real app (buildApp, every plugin and route, a pool of 50 connections) answers requests sent
 * in process through Fastify's inject (the route stack without the socket: session lookup,
 * validation, policy, service, serialisation); 50 callers per row for the duration. Each row
 * prints calls/s, × health (calls/s ÷ the health row's), p50/p99/max, failures (non-2xx) and
 * the load average when the row ended. Targets: reads p99 ≤ 50 ms, writes p99 ≤ 100 ms.
 *
 *   npm run bench:deals                      # full volume (seeds it once, minutes), 10 s rows
 *   npm run bench:deals -- --smoke           # 1% volume, 2 s rows, exit 1 on any failure
 *   npm run bench:deals -- --ci              # CI: the `ci` volume (500 requests) in a fresh
 *                                            # database dropped at the end; 4 callers, rows of
 *                                            # 1 s or 40 calls; exit 1 on any failed request
 *                                            # or a row that answered no call; never on speed
 *   npm run bench:deals -- --url postgres://postgres@127.0.0.1:5432/h44_deals --seconds 5
 *
 * Without --url, BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * names the server where the bench creates lenderlane_bench_deals_<full|smoke> (kept for
 * reruns: the writes add rows each run; --ci: BENCH_DEALS_DB, default
 * lenderlane_bench_deals_ci, made again and dropped). Speed is judged here, never in tests.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { DEAL_VOLUMES, hasDealRows, seedDeals } from "../src/server/db/factories/bulk-deals";
import { runMigrations } from "../src/server/db/migrate";
import { createTestContext, type TestClient } from "../src/server/test/test-app";
import { dropDatabase } from "./lib/bench-database";
import { dealRows } from "./lib/deal-rows";

const { values } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    ci: { type: "boolean", default: false },
    url: { type: "string" },
    seconds: { type: "string" },
    callers: { type: "string" },
    /** At most this many calls a row (the row also ends after --seconds). */
    calls: { type: "string" },
    only: { type: "string" },
  },
});
const CI = values.ci;
const SIZE = CI ? "ci" : values.smoke ? "smoke" : "full";
const VOLUME = DEAL_VOLUMES[SIZE];
const SECONDS = Number(values.seconds ?? (CI ? 1 : values.smoke ? 2 : 10));
const CALLERS = Number(values.callers ?? (CI ? 4 : 50));
const MAX_CALLS = Number(values.calls ?? (CI ? 40 : Number.POSITIVE_INFINITY));
// Signed-in submitters: 10 new requests a day each, so enough of them for a row's writes
// (100 allowed 1,000 a row: the quiet run of 2026-11-28 wrote 100 a second and met the limit).
const WRITERS = CI ? Math.ceil(Math.min(MAX_CALLS, 1000) / 8) : 300;
const FRESH_DB =
  CI && !values.url ? (process.env.BENCH_DEALS_DB ?? "lenderlane_bench_deals_ci") : null;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function onServer(run: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

async function databaseUrl(): Promise<string> {
  if (values.url) return values.url;
  const name = FRESH_DB ?? `lenderlane_bench_deals_${SIZE}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error("Database name: a-z, 0-9 and _ only");
  await onServer(async (admin) => {
    if (FRESH_DB) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const load = () => loadavg()[0]?.toFixed(1) ?? "?";

async function main() {
  const url = await databaseUrl();
  const handle = await openDatabase({ kind: "postgres", url, poolSize: CALLERS });
  await runMigrations(handle);
  if (!(await hasDealRows(handle.db))) {
    const at = performance.now();
    await seedDeals(handle.db, VOLUME, (line) => console.log(`  ${line}`));
    console.log(`seeded (${SIZE}) in ${((performance.now() - at) / 1000).toFixed(1)} s`);
  }
  const ctx = await createTestContext({ handle });
  const signIn = (email: string, profile = {}) => ctx.signedInClient(email, profile);
  // Signed-in submitters from a window of borrowers that moves with the clock, so reruns
  // within a day do not meet the 10-a-day limit (rows 1000+ never include borrower 1). The CI
  // database is fresh each run: borrowers 2 onwards.
  const first = CI
    ? 2
    : 1000 + ((Math.floor(Date.now() / 60_000) * 97) % (VOLUME.borrowers - 1200));
  const writers: TestClient[] = [];
  for (let b = first; b < first + WRITERS; b += 1)
    writers.push(await signIn(`deal-borrower-${b}@example.com`));
  const clients = {
    anonymous: ctx.client(),
    borrower: await signIn("deal-borrower-1@example.com"),
    lender: await signIn("deal-desk-1@example.com"),
    admin: await signIn("deal-bench-admin@example.com", { userType: "admin" }),
    writers,
  };
  const rows = await dealRows(VOLUME, clients, randomBytes(4).toString("hex"));
  console.log(
    `deal side (${SIZE}: ${VOLUME.requests} requests), ${CALLERS} callers, ${SECONDS} s a row` +
      `${Number.isFinite(MAX_CALLS) ? ` or ${MAX_CALLS} calls` : ""}, ` +
      `in-process HTTP (inject); load average at start ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
  );
  console.log(
    "| row | calls/s | × health | p50 ms | p99 ms | max ms | target p99 | failed | load avg | note |\n" +
      "|---|---|---|---|---|---|---|---|---|---|",
  );
  let health = Number.NaN;
  let failures = 0;
  const unanswered: string[] = [];
  let sequence = 0;
  for (const row of rows) {
    if (values.only && row.name !== "health (ceiling)" && !row.name.includes(values.only)) continue;
    const times: number[] = [];
    let failed = 0;
    let firstFailure = "";
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    let calls = 0;
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (performance.now() < deadline && calls < MAX_CALLS) {
          calls += 1;
          const i = sequence++;
          const at = performance.now();
          const response = await row.client(i).request(row.request(i));
          times.push(performance.now() - at);
          if (response.statusCode >= 300) {
            failed += 1;
            firstFailure ||= `${response.statusCode} ${response.body.slice(0, 120)}`;
          }
        }
      }),
    );
    if (times.length === failed) unanswered.push(row.name);
    const rate = times.length / ((performance.now() - started) / 1000);
    if (Number.isNaN(health)) health = rate;
    times.sort((a, b) => a - b);
    failures += failed;
    const target = row.kind === "read" ? 50 : 100;
    console.log(
      `| ${row.name} | ${rate.toFixed(0)} | ${(rate / health).toFixed(2)} | ` +
        `${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ` +
        `${(times.at(-1) ?? 0).toFixed(1)} | ≤ ${target} | ${failed} | ${load()} | ${row.note}` +
        `${firstFailure ? ` (first failure: ${firstFailure})` : ""} |`,
    );
  }
  await ctx.close();
  await handle.close();
  if (FRESH_DB) await dropDatabase(ADMIN_URL, FRESH_DB);
  if ((values.smoke || CI) && (failures > 0 || unanswered.length > 0)) {
    console.error(
      `${failures} requests failed; rows with no call answered: ${unanswered.join(", ") || "none"}`,
    );
    process.exitCode = 1;
  }
}

await main();
