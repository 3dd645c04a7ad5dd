/**
 * `npx tsx bench/search-stages.ts [--lenders 10000]`: where an uncached search's time goes,
 * in-process (no HTTP, no load generator): the catalogue is loaded from the bench database,
 * then the 5,000 distinct bench queries run through each stage of the route in turn —
 * the index (columns built on a list's first search), the domain's search, the response schema, JSON, brotli — and the script prints
 * the mean and p99 per stage and the event-loop hold of a whole uncached answer. Deterministic
 * and quick: for comparing a change before and after on a shared machine.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import { lenderSearchResponseSchema } from "../src/domain/contract/lenders";
import { searchColumnsOf } from "../src/domain/search/engine/columns";
import { searchQuerySchema } from "../src/domain/search/query-schema";
import { loadCatalogue } from "../src/server/catalogue/load-catalogue";
import { openDatabase } from "../src/server/db/client";
import { preparePostgres } from "./lib/bench-database";
import { listingQueries } from "./lib/bench-queries";

const { values } = parseArgs({
  options: {
    lenders: { type: "string", default: "10000" },
    rounds: { type: "string", default: "2" },
  },
});
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const db = await preparePostgres(ADMIN_URL, Number(values.lenders));
const handle = await openDatabase({ kind: "postgres", url: db.url as string, poolSize: 2 });
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const started = performance.now();
const catalogue = await loadCatalogue(handle.db);
loop.disable();
console.log(
  `loaded ${catalogue.size} lenders in ${Math.round(performance.now() - started)} ms, event loop held up to ${(loop.max / 1e6).toFixed(1)} ms`,
);
await handle.close();

const queries = listingQueries(5000, 23).map((path) =>
  searchQuerySchema.parse(Object.fromEntries(new URL(path, "http://x").searchParams)),
);
const stages = ["index", "search", "schema", "json", "brotli", "total"] as const;
const times = Object.fromEntries(stages.map((s) => [s, [] as number[]])) as Record<
  (typeof stages)[number],
  number[]
>;
/** BROTLI_QUALITY: the quality to measure (the server uses 4 for answers computed per query). */
const QUALITY = Number(process.env.BROTLI_QUALITY ?? 4);
let jsonBytes = 0;
let brBytes = 0;
for (let round = 0; round < Number(values.rounds); round++) {
  for (const s of stages) times[s].length = 0;
  jsonBytes = 0;
  brBytes = 0;
  for (const query of queries) {
    const t0 = performance.now();
    const index = catalogue.searchIndex(query.loanType, query.sortBy);
    const t1 = performance.now();
    const result = searchColumnsOf(index.candidates, index.columns, query, {
      profileCreditScore: null,
    });
    const t2 = performance.now();
    const response = lenderSearchResponseSchema.encode({
      items: result.items.map(({ lender, products, product, match }) => ({
        lender,
        product,
        productTypes: products.map((p) => p.productType),
        match,
      })),
      matchCount: result.matchCount,
      totalForType: catalogue.offering(query.loanType).length,
      page: result.page,
      pages: result.pages,
      pageSize: result.pageSize,
    });
    const t3 = performance.now();
    const json = Buffer.from(JSON.stringify(response));
    const t4 = performance.now();
    const br = brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    });
    jsonBytes += json.length;
    brBytes += br.length;
    const t5 = performance.now();
    times.index.push(t1 - t0);
    times.search.push(t2 - t1);
    times.schema.push(t3 - t2);
    times.json.push(t4 - t3);
    times.brotli.push(t5 - t4);
    times.total.push(t5 - t0);
  }
}
const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.ceil((p / 100) * list.length) - 1] ?? 0;
for (const s of stages) {
  const mean = times[s].reduce((a, b) => a + b, 0) / times[s].length;
  console.log(
    `${s.padEnd(11)} mean ${mean.toFixed(3)} ms  p99 ${pct(times[s], 99).toFixed(2)} ms  max ${Math.max(...times[s]).toFixed(2)} ms`,
  );
}
console.log(
  `answers: ${Math.round(jsonBytes / queries.length)} bytes JSON, ${Math.round(brBytes / queries.length)} bytes br (quality ${QUALITY}) on average`,
);
