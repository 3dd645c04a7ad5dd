/**
 * `npx tsx bench/catalogue-turns.ts [--lenders 10000] [--sync]`: how long the start-up load, the
 * first build of every search index and uncached searches hold the event loop, as main-thread
 * CPU per loop iteration (process.threadCpuUsage between 1 ms timer ticks: the time another
 * request waits, without the preemption a busy shared machine adds to wall-clock figures).
 * `--sync` builds the indexes in one turn each (searchIndex, as before issue 34's slices).
 * Then the serialisation of the answers: the schema's encode stringified (before) and joined from
 * kept card texts (search-answer-json.ts), first over 2,000 answers (more cards than are kept),
 * then over 200 answers repeated (cards kept). Uses the bench databases (BENCH_DB_PREFIX).
 */
import { parseArgs } from "node:util";
import { lenderSearchResponseSchema } from "../src/domain/contract/lenders";
import { LOAN_TYPES } from "../src/domain/reference/loan-types";
import { searchQuerySchema } from "../src/domain/search/query-schema";
import { SORT_VALUES } from "../src/domain/search/search-filters";
import { CatalogueCache } from "../src/server/catalogue/catalogue-cache";
import { loadCatalogue } from "../src/server/catalogue/load-catalogue";
import { openDatabase } from "../src/server/db/client";
import { findLenders } from "../src/server/services/lenders/find-lenders";
import { searchAnswerJson } from "../src/server/services/lenders/search-answer-json";
import { preparePostgres } from "./lib/bench-database";
import { listingQueries } from "./lib/bench-queries";

const { values } = parseArgs({
  options: {
    lenders: { type: "string", default: "10000" },
    sync: { type: "boolean", default: false },
  },
});
const db = await preparePostgres("postgres://postgres@127.0.0.1:5432/test", Number(values.lenders));
const handle = await openDatabase({ kind: "postgres", url: db.url as string, poolSize: 2 });
const cpu = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
/** Main-thread CPU between 1 ms timer ticks: one loop iteration's work, preemption excluded. */
function watch() {
  const turns: number[] = [];
  let last = cpu();
  const t = setInterval(() => {
    const now = cpu();
    turns.push(now - last);
    last = now;
  }, 1);
  return () => {
    clearInterval(t);
    const s = turns.sort((a, b) => b - a);
    return `main-thread CPU per loop iteration: max ${s[0]?.toFixed(1)} ms, top ${s
      .slice(0, 8)
      .map((x) => x.toFixed(1))
      .join(
        ",",
      )}; >10 ms: ${s.filter((x) => x > 10).length}, >20 ms: ${s.filter((x) => x > 20).length} of ${s.length}`;
  };
}
let stop = watch();
let c0 = cpu();
let w0 = performance.now();
const catalogue = await loadCatalogue(handle.db);
console.log(
  `load: ${Math.round(performance.now() - w0)} ms wall, ${Math.round(cpu() - c0)} ms main-thread CPU; ${stop()}`,
);
await handle.close();
stop = watch();
c0 = cpu();
w0 = performance.now();
for (const type of LOAN_TYPES)
  for (const sort of SORT_VALUES) {
    if (values.sync) catalogue.searchIndex(type, sort);
    else await catalogue.prepareSearchIndex(type, sort);
    await new Promise((r) => setImmediate(r));
  }
console.log(
  `indexes (${values.sync ? "one turn each, as before" : "sliced"}): ${Math.round(performance.now() - w0)} ms wall, ${Math.round(cpu() - c0)} ms CPU; ${stop()}`,
);
// Uncached answers: serialisation before (schema encode of the whole answer + JSON) and now.
const cache = new CatalogueCache(handle.db, {
  load: async () => catalogue,
  readVersion: async () => catalogue.version,
});
const queries = listingQueries(2000, 23).map((p) =>
  searchQuerySchema.parse(Object.fromEntries(new URL(p, "http://x").searchParams)),
);
const responses = [];
stop = watch();
c0 = cpu();
for (const query of queries)
  responses.push(
    (await findLenders({ catalogue: cache, query, viewer: async () => null })).response,
  );
console.log(
  `findLenders, 2,000 distinct queries (no serialising): ${((cpu() - c0) / queries.length).toFixed(3)} ms CPU each; ${stop()}`,
);
for (const [round, list] of [
  ["2,000 answers", responses],
  ["200 answers, 1st", responses.slice(0, 200)],
  ["200 answers, 2nd", responses.slice(0, 200)],
] as const) {
  let a = cpu();
  let worst = 0;
  for (const r of list) {
    const s = cpu();
    JSON.stringify(lenderSearchResponseSchema.encode(r));
    worst = Math.max(worst, cpu() - s);
  }
  const before = (cpu() - a) / list.length;
  const wb = worst;
  a = cpu();
  worst = 0;
  for (const r of list) {
    const s = cpu();
    searchAnswerJson(r);
    worst = Math.max(worst, cpu() - s);
  }
  console.log(
    `${round}, serialise: before ${before.toFixed(3)} ms (max ${wb.toFixed(1)}), now ${((cpu() - a) / list.length).toFixed(3)} ms (max ${worst.toFixed(1)}) CPU per answer`,
  );
}
