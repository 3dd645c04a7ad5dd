/**
 * `npm run bench`: the lender search of the production server under load, at catalogue sizes
 * of 1,000, 10,000 and 100,000 deterministic synthetic lenders, on PostgreSQL (and PGlite up to
 * 10,000). Per size and database, the production server (the bundle `npm start` runs) runs in a
 * child process with its event-loop delay and RSS measured inside it (lib/server-probe.mjs);
 * autocannon sends 50 connections for 10 s per row with `accept-encoding: br`, as a browser:
 * health (the ceiling), 200 rotating searches, 5,000 distinct searches (each computed, with a
 * health probe alongside), the same rotating searches with one lender write per second, a
 * lender page, the sitemap; then uncached searches at one connection and the first search
 * after a write. Prints Markdown tables with ratios to health and writes JSON.
 *
 *   npm run bench                        # everything (needs PostgreSQL; 100k seeds once, slowly)
 *   npm run bench -- --lenders 10000 --db postgres
 *   npm run bench -- --smoke             # CI: 1,000 lenders, 2 s rows, exits 1 on any failed request
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a
 * server where the bench may create databases lenderlane_bench_<N>; they are kept for reruns.
 * Speed is judged here, never in tests; figures depend on the machine and its load (printed).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import pg from "pg";
import { SERVER_NODE_OPTIONS } from "../scripts/server-node-options.mjs";
import { loadCatalogue } from "../src/server/catalogue/load-catalogue";
import { openDatabase } from "../src/server/db/client";
import {
  type PreparedDatabase,
  postgresReachable,
  preparePglite,
  preparePostgres,
} from "./lib/bench-database";
import { listingQueries } from "./lib/bench-queries";
import { type BenchServer, startBenchServer } from "./lib/bench-server";
import { type LoadResult, runLoad } from "./lib/load";

const { values } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    lenders: { type: "string" },
    db: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3114" },
    out: { type: "string" },
    /**
     * The server's node options instead of npm start's (space-separated), e.g.
     * --node-args=--max-old-space-size=1024, or --node-args= for none (no heap cap).
     */
    "node-args": { type: "string" },
  },
});
const SMOKE = values.smoke;
const SIZES = (values.lenders ?? (SMOKE ? "1000" : "1000,10000,100000")).split(",").map(Number);
const SECONDS = Number(values.seconds ?? (SMOKE ? 2 : 10));
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NODE_ARGS = values["node-args"]?.split(" ").filter(Boolean);
const OUT = values.out ?? path.join("bench", "results", SMOKE ? "smoke.json" : "latest.json");
/** PGlite is an embedded single-connection database: benchmarked up to 10,000 lenders. */
const PGLITE_MAX = 10_000;

const machine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${availableParallelism()} cores`;

/** The exact size of one answer as sent with `accept-encoding: br`. */
function answerBytes(url: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            encoding: String(response.headers["content-encoding"] ?? "identity"),
          }),
        );
      })
      .on("error", reject);
  });
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "br" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};

interface Row extends Partial<LoadResult> {
  name: string;
  loopP99?: number;
  loopMax?: number;
  rssMax?: number;
  note?: string;
}

interface DatasetResult {
  lenders: number;
  database: string;
  seededSeconds: number | null;
  machineBefore: string;
  rows: Row[];
  extra: Record<string, number | string | boolean>;
}

/** One load row with the server's own event-loop and memory figures for its window. */
async function measured(
  server: BenchServer,
  name: string,
  run: () => Promise<LoadResult>,
  note?: string,
): Promise<Row> {
  await server.reset();
  const load = await run();
  const probe = await server.report();
  return {
    name,
    ...load,
    loopP99: probe.loopP99,
    loopMax: probe.loopMax,
    rssMax: probe.rssMax,
    ...(note ? { note } : {}),
  };
}

/** The original design's answer: every lender with its products, in one download. */
async function allLendersPayload(db: PreparedDatabase) {
  const handle =
    db.kind === "postgres" && db.url
      ? await openDatabase({ kind: "postgres", url: db.url, poolSize: 2 })
      : await openDatabase({ kind: "pglite", dataDir: db.dataDir });
  try {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    const catalogue = await loadCatalogue(handle.db);
    const loadMs = performance.now() - started;
    loop.disable();
    const json = Buffer.from(
      JSON.stringify(catalogue.entries.map((e) => ({ ...e.lender, products: e.products }))),
    );
    const br = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return {
      activeLenders: catalogue.size,
      fullLoadMs: Math.round(loadMs),
      fullLoadLoopMaxMs: Math.round(loop.max / 1e6),
      allLendersJsonBytes: json.length,
      allLendersBrBytes: br.length,
    };
  } finally {
    await handle.close();
  }
}

async function benchDataset(db: PreparedDatabase, lenders: number): Promise<DatasetResult> {
  const extra: DatasetResult["extra"] = await allLendersPayload(db);
  const machineBefore = machine();
  const server = await startBenchServer({
    port: PORT,
    databaseUrl: db.url,
    dataDir: db.dataDir ?? undefined,
    nodeArgs: NODE_ARGS,
  });
  const writer = db.url ? new pg.Client({ connectionString: db.url }) : null;
  await writer?.connect();
  try {
    const base = server.url;
    const rotating = listingQueries(200, 11);
    const distinct = listingQueries(5000, 23);
    const single = listingQueries(SMOKE ? 200 : 1000, 37);
    const ids = writer
      ? (
          await writer.query<{ id: string; slug: string }>(
            "select id, slug from lenders where is_active order by slug limit 200",
          )
        ).rows
      : [];
    const slugs = ids.length
      ? ids.map((row) => row.slug)
      : (
          (await (await fetch(`${base}/api/lenders?loanType=fix_and_flip`)).json()) as {
            items: { lender: { slug: string } }[];
          }
        ).items.map((i) => i.lender.slug);
    // The first search loads the catalogue (start-up load): how long the loop is held meanwhile,
    // with health probed alongside as a load balancer would.
    await server.reset();
    const loadStarted = performance.now();
    const firstSearch = timed(`${base}${rotating[0]}`);
    const startupHealth: number[] = [];
    let loading = true;
    // Settled either way; a failure is thrown by the await below, inside the server's finally.
    firstSearch.then(
      () => {
        loading = false;
      },
      () => {
        loading = false;
      },
    );
    while (loading) {
      startupHealth.push(await timed(`${base}/api/health`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await firstSearch;
    const startupProbe = await server.report();
    extra.startupLoadMs = Math.round(performance.now() - loadStarted);
    extra.startupLoadLoopMaxMs = Math.round(startupProbe.loopMax);
    extra.startupLoadHealthP99Ms = Math.round(percentile(startupHealth, 99));
    extra.startupLoadRssMaxMb = Math.round(startupProbe.rssMax / 2 ** 20);
    // Warm-up: the first request loads the catalogue, the first of each type and order builds
    // its index, and each rotating query is computed once (the rotating row measures the
    // cached answers the issue calls warm search; the distinct row the computed ones).
    for (const query of rotating) await timed(`${base}${query}`);

    const load =
      (paths: readonly string[], connections = CONNECTIONS, rate?: number) =>
      () =>
        runLoad({ url: base, paths, connections, seconds: SECONDS, rate });
    const rows: Row[] = [];
    rows.push(await measured(server, "health (ceiling)", load(["/api/health"])));
    rows.push(await measured(server, "search, 200 rotating queries", load(rotating)));

    // 5,000 distinct queries (more than the 500 answers kept: every one computed), with a
    // health probe of 20 req/s alongside: what a load balancer would see.
    await server.reset();
    const healthTimes: number[] = [];
    const probeUntil = Date.now() + SECONDS * 1000;
    const [distinctLoad] = await Promise.all([
      runLoad({ url: base, paths: distinct, connections: CONNECTIONS, seconds: SECONDS }),
      (async () => {
        while (Date.now() < probeUntil) {
          healthTimes.push(await timed(`${base}/api/health`));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })(),
    ]);
    const healthProbe = { p50: percentile(healthTimes, 50), p99: percentile(healthTimes, 99) };
    const distinctProbe = await server.report();
    rows.push({
      name: "search, 5,000 distinct queries",
      ...distinctLoad,
      loopP99: distinctProbe.loopP99,
      loopMax: distinctProbe.loopMax,
      rssMax: distinctProbe.rssMax,
      note: `health alongside (${healthTimes.length} probes): p50 ${num(healthProbe.p50)} ms, p99 ${num(healthProbe.p99)} ms`,
    });
    extra.healthP99DuringDistinctMs = Math.round(healthProbe.p99);

    if (writer) {
      let writes = 0;
      const timer = setInterval(() => {
        const row = ids[writes++ % ids.length];
        if (row)
          void writer.query(
            "update lenders set total_reviews = coalesce(total_reviews, 0) + 1 where id = $1",
            [row.id],
          );
      }, 1000);
      try {
        rows.push(
          await measured(server, "search, rotating, 1 write/s", load(rotating), `${writes} writes`),
        );
      } finally {
        clearInterval(timer);
      }
      const last = rows.at(-1);
      if (last) last.note = `${writes} writes during the row`;
    }
    rows.push(await measured(server, "lender page (HTML)", load(slugs.map((s) => `/lender/${s}`))));
    rows.push(
      await measured(server, "lender profile API", load(slugs.map((s) => `/api/lenders/${s}`))),
    );
    rows.push(await measured(server, "sitemap.xml", load(["/sitemap.xml"])));

    // One connection, every query new: the latency of one uncached search.
    await server.reset();
    const singleTimes: number[] = [];
    for (const query of single) singleTimes.push(await timed(`${base}${query}`));
    const singleProbe = await server.report();
    rows.push({
      name: "uncached search, 1 connection",
      requests: singleTimes.length,
      p50: percentile(singleTimes, 50),
      p99: percentile(singleTimes, 99),
      max: Math.max(...singleTimes),
      loopP99: singleProbe.loopP99,
      loopMax: singleProbe.loopMax,
      rssMax: singleProbe.rssMax,
    });

    // A write, then at once a new search and the written lender's profile.
    if (writer) {
      const afterWrite: number[] = [];
      let visible = 0;
      const samples = SMOKE ? 5 : 20;
      for (let i = 0; i < samples; i++) {
        const row = ids[(i * 7) % ids.length];
        if (!row) break;
        const { rows: written } = await writer.query<{ total_reviews: number }>(
          "update lenders set total_reviews = coalesce(total_reviews, 0) + 1 where id = $1 returning total_reviews",
          [row.id],
        );
        afterWrite.push(await timed(`${base}${distinct[i] ?? rotating[0]}`));
        const profile = (await (await fetch(`${base}/api/lenders/${row.slug}`)).json()) as {
          lender: { totalReviews: number };
        };
        if (profile.lender.totalReviews === written[0]?.total_reviews) visible += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      extra.firstSearchAfterWriteP50Ms = Math.round(percentile(afterWrite, 50));
      extra.firstSearchAfterWriteMaxMs = Math.round(Math.max(...afterWrite));
      extra.writesVisibleOnNextRequest = `${visible}/${afterWrite.length}`;
    }

    for (const [name, url] of [
      ["searchAnswerBrBytes", `${base}${rotating[0]}`],
      ["profileBrBytes", `${base}/api/lenders/${slugs[0]}`],
      ["sitemapBrBytes", `${base}/sitemap.xml`],
    ] as const) {
      extra[name] = (await answerBytes(url)).bytes;
    }
    return {
      lenders,
      database: db.kind,
      seededSeconds: db.seededSeconds,
      machineBefore,
      rows,
      extra,
    };
  } finally {
    await writer?.end();
    await server.stop();
  }
}

const num = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? ""
    : value.toLocaleString("en-US", { maximumFractionDigits: digits });

function markdown(result: DatasetResult): string {
  const health = result.rows[0]?.rps ?? Number.NaN;
  const lines = [
    `### ${result.lenders.toLocaleString("en-US")} lenders, ${result.database} (${result.machineBefore})`,
    "",
    "| row | req/s | × health | p50 ms | p99 ms | loop p99 / max ms | RSS MB | bytes/answer | failed | note |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const row of result.rows) {
    lines.push(
      `| ${row.name} | ${num(row.rps)} | ${row.rps ? (row.rps / health).toFixed(2) : ""} | ${num(row.p50, 1)} | ${num(row.p99, 1)} | ` +
        `${num(row.loopP99, 1)} / ${num(row.loopMax, 1)} | ${num((row.rssMax ?? 0) / 2 ** 20)} | ${num(row.bytes)} | ${num(row.failures)} | ${row.note ?? ""} |`,
    );
  }
  lines.push(
    "",
    ...Object.entries(result.extra).map(
      ([key, value]) => `- ${key}: ${typeof value === "number" ? num(value) : value}`,
    ),
    "",
  );
  return lines.join("\n");
}

const requested = values.db?.split(",") ?? ["postgres", "pglite"];
const hasPostgres = requested.includes("postgres") && (await postgresReachable(ADMIN_URL));
if (requested.includes("postgres") && !hasPostgres)
  console.log(`PostgreSQL not reachable at ${ADMIN_URL}: PGlite only.`);
console.log(
  `Node ${process.version}, ${machine()}; ${CONNECTIONS} connections, ${SECONDS} s per row; server: node ${(NODE_ARGS ?? SERVER_NODE_OPTIONS).join(" ") || "(no options)"}.\n`,
);
const results: DatasetResult[] = [];
let failures = 0;
for (const lenders of SIZES) {
  const kinds = [
    ...(hasPostgres ? (["postgres"] as const) : []),
    ...(requested.includes("pglite") && lenders <= PGLITE_MAX && (!SMOKE || !hasPostgres)
      ? (["pglite"] as const)
      : []),
  ];
  for (const kind of kinds) {
    console.log(`Preparing ${lenders.toLocaleString("en-US")} lenders on ${kind}…`);
    const db =
      kind === "postgres"
        ? await preparePostgres(ADMIN_URL, lenders)
        : await preparePglite(lenders);
    if (db.seededSeconds !== null) console.log(`  seeded in ${db.seededSeconds.toFixed(1)} s`);
    const result = await benchDataset(db, lenders);
    results.push(result);
    failures += result.rows.reduce((sum, row) => sum + (row.failures ?? 0), 0);
    console.log(`\n${markdown(result)}`);
  }
}
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify({ node: process.version, machineAfter: machine(), seconds: SECONDS, connections: CONNECTIONS, results }, null, 2)}\n`,
);
console.log(`Wrote ${OUT}; ${machine()}.`);
if (failures > 0) {
  console.error(`${failures} failed requests (non-2xx, errors or timeouts).`);
  process.exit(1);
}
