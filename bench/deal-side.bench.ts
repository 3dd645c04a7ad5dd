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
 *   npm run bench:deals -- --smoke           # CI: 1% volume, 2 s rows, exit 1 on any failure
 *   npm run bench:deals -- --url postgres://postgres@127.0.0.1:5432/h44_deals --seconds 5
 *
 * Without --url, BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * names the server where the bench creates lenderlane_bench_deals_<full|smoke> (kept for
 * reruns: the writes add rows each run). Speed is judged here, never in tests.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { DEAL_VOLUMES, hasDealRows, seedDeals } from "../src/server/db/factories/bulk-deals";
import { runMigrations } from "../src/server/db/migrate";
import { createTestContext, type TestClient } from "../src/server/test/test-app";
import { dealRows } from "./lib/deal-rows";

const { values } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    url: { type: "string" },
    seconds: { type: "string" },
    callers: { type: "string", default: "50" },
    only: { type: "string" },
  },
});
const SIZE = values.smoke ? "smoke" : "full";
const VOLUME = DEAL_VOLUMES[SIZE];
const SECONDS = Number(values.seconds ?? (values.smoke ? 2 : 10));
const CALLERS = Number(values.callers);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function databaseUrl(): Promise<string> {
  if (values.url) return values.url;
  const name = `lenderlane_bench_deals_${SIZE}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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
  // within a day do not meet the 10-a-day limit (rows 1000+ never include borrower 1).
  const first = 1000 + ((Math.floor(Date.now() / 60_000) * 97) % (VOLUME.borrowers - 1200));
  const writers: TestClient[] = [];
  for (let b = first; b < first + 100; b += 1)
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
    `deal side (${SIZE}: ${VOLUME.requests} requests), ${CALLERS} callers, ${SECONDS} s a row, ` +
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
  let sequence = 0;
  for (const row of rows) {
    if (values.only && row.name !== "health (ceiling)" && !row.name.includes(values.only)) continue;
    const times: number[] = [];
    let failed = 0;
    let firstFailure = "";
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (performance.now() < deadline) {
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
  if (values.smoke && failures > 0) {
    console.error(`${failures} requests failed`);
    process.exitCode = 1;
  }
}

await main();
