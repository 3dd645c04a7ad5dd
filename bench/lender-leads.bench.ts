/**
 * `npm run bench:leads`: the lender's request list (issue 31) for one lender with 10,000
 * requests, on PostgreSQL, at 10 concurrent callers. The query is the production service
 * (listLenderLeads: the page and its total) over a pool of 10 connections; the callers rotate
 * through the list's real queries (first page, a deep page, each sort, a search, filters) for
 * the duration and the p50/p99 of each call are printed. The HTTP layer around it is the same
 * as every signed-in JSON route (measured by `npm run bench`'s health row).
 *
 *   npm run bench:leads                  # 10,000 requests, 10 callers, 10 s
 *   npm run bench:leads -- --requests 10000 --callers 10 --seconds 5 --runs 20
 *
 * Before the concurrent pass, a single-caller profile (bench/lib/lead-profile.ts): per query,
 * the mean wall time and the CPU per call of node and of PostgreSQL (and of the page and count
 * statements alone), over --runs calls on one connection.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server where
 * the bench may create its database, lenderlane_bench_leads_<N> or --database NAME (dropped
 * and made again on each run).
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { leadListQuerySchema } from "../src/domain/contract/lender-leads";
import { toActor } from "../src/domain/policies/actor";
import { openDatabase } from "../src/server/db/client";
import { insertBulkLeads, insertLender } from "../src/server/db/factories";
import { runMigrations } from "../src/server/db/migrate";
import { listLenderLeads } from "../src/server/services/lender-workspace/list-lender-leads";
import { printSingleCallerProfile } from "./lib/lead-profile";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    callers: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
    runs: { type: "string", default: "20" },
    database: { type: "string" },
  },
});
const COUNT = Number(values.requests);
const CALLERS = Number(values.callers);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const RAW_QUERIES: Record<string, string>[] = [
  {},
  { page: "2" },
  { page: "100" },
  { sort: "amount" },
  { sort: "oldest_unanswered" },
  { answer: "pending" },
  { q: "waco" },
  { q: "bulk deal 42" },
  { stage: "reviewing" },
  { offer: "none", page: "3" },
];
const QUERIES = RAW_QUERIES.map((query) => leadListQuerySchema.parse(query));
const QUERY_NAMES = RAW_QUERIES.map(
  (query) => new URLSearchParams(query).toString() || "(first page)",
);

async function prepare(): Promise<string> {
  const name = values.database ?? `lenderlane_bench_leads_${COUNT}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return url.toString();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const url = await prepare();
  const handle = await openDatabase({ kind: "postgres", url, poolSize: CALLERS });
  await runMigrations(handle);
  const lender = await insertLender(handle.db, { companyName: "Bench Desk Lending" });
  // Other lenders' requests around it, as in a live marketplace.
  const other = await insertLender(handle.db, { companyName: "Bench Other Lending" });
  const started = performance.now();
  await insertBulkLeads(handle.db, lender.id, COUNT);
  await insertBulkLeads(handle.db, other.id, COUNT);
  await handle.db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${COUNT} requests to each of 2 lenders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const actor = toActor(
    { id: "00000000-0000-4000-8000-000000000001", userType: "lender", approvalStatus: "approved" },
    lender.id,
  );

  const first = await listLenderLeads(
    handle.db,
    actor,
    QUERIES[0] ?? leadListQuerySchema.parse({}),
    new Date(),
  );
  if (first.total !== COUNT || first.items.length !== 50) throw new Error("unexpected first page");

  const load = () =>
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`;
  console.log(load());
  // Each query alone, on one connection: where a call's CPU goes (bench/lib/lead-profile.ts).
  const single = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  await printSingleCallerProfile(
    single,
    actor,
    lender.id,
    QUERIES.map((query, index) => ({ name: QUERY_NAMES[index] ?? "", query })),
    RUNS,
  );
  await single.close();

  console.log(`concurrent pass, ${load()}`);
  const times: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < deadline) {
        const query = QUERIES[next++ % QUERIES.length] ?? QUERIES[0];
        if (!query) return;
        const at = performance.now();
        await listLenderLeads(handle.db, actor, query, new Date());
        times.push(performance.now() - at);
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `| requests | callers | calls | calls/s | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|\n` +
      `| ${COUNT} | ${CALLERS} | ${times.length} | ${(times.length / SECONDS).toFixed(0)} | ` +
      `${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ` +
      `${(times.at(-1) ?? 0).toFixed(1)} |`,
  );
  await handle.close();
}

await main();
