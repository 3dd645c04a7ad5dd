/**
 * `npx tsx --expose-gc bench/catalogue-writes.ts [--lenders 10000] [--writes 50]`: what a write
 * costs the process that keeps the catalogue, in-process (no HTTP, no load generator): the
 * catalogue is loaded from the bench database (time, longest event-loop stall, memory), the
 * 200 rotating bench queries are answered and kept, then each write (the bench's: one of the
 * first 200 lenders by slug gets one more review) is patched in with `withChanges` and the 200
 * queries answered again. Prints per write the patch time, the answers dropped, and the time to
 * answer the 200 again (recomputing the dropped ones), mean and max; and the heap by stage.
 * Deterministic and quick: for comparing a change before and after on a shared machine.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { searchQuerySchema } from "../src/domain/search/query-schema";
import type { Catalogue } from "../src/server/catalogue/catalogue";
import { catalogueEntry } from "../src/server/catalogue/catalogue";
import { CatalogueCache } from "../src/server/catalogue/catalogue-cache";
import { loadCatalogue } from "../src/server/catalogue/load-catalogue";
import { openDatabase } from "../src/server/db/client";
import { findLendersBody } from "../src/server/services/lenders/find-lenders";
import { preparePostgres } from "./lib/bench-database";
import { listingQueries } from "./lib/bench-queries";

const { values } = parseArgs({
  options: {
    lenders: { type: "string", default: "10000" },
    writes: { type: "string", default: "50" },
  },
});
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
function memory(stage: string) {
  gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  console.log(
    `${stage}: rss ${mb(rss)}, heap used ${mb(heapUsed)}, external ${mb(external)} (array buffers ${mb(arrayBuffers)})`,
  );
}

memory("start");
const db = await preparePostgres(ADMIN_URL, Number(values.lenders));
const handle = await openDatabase({ kind: "postgres", url: db.url as string, poolSize: 2 });
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const started = performance.now();
let current: Catalogue = await loadCatalogue(handle.db);
loop.disable();
console.log(
  `loaded ${current.size} lenders in ${Math.round(performance.now() - started)} ms, event loop held up to ${(loop.max / 1e6).toFixed(1)} ms`,
);
await handle.close();
memory("loaded");

// A cache driven by hand: the version read says what `current` is, an update returns it.
const cache = new CatalogueCache(handle.db, {
  load: async () => current,
  update: async () => current,
  readVersion: async () => current.version,
});
const queries = listingQueries(200, 11).map((path) =>
  searchQuerySchema.parse(Object.fromEntries(new URL(path, "http://x").searchParams)),
);
const answerAll = async () => {
  const t0 = performance.now();
  for (const query of queries)
    await findLendersBody({ catalogue: cache, query, viewer: async () => null });
  return performance.now() - t0;
};
console.log(`200 rotating queries, first time: ${Math.round(await answerAll())} ms`);
console.log(`200 rotating queries, kept: ${(await answerAll()).toFixed(1)} ms`);
memory("indexes and 200 answers");

const targets = current.entries.slice(0, 200);
const patchMs: number[] = [];
const againMs: number[] = [];
const dropped: number[] = [];
for (let i = 0; i < Number(values.writes); i++) {
  const before = current.lenderById(targets[i % targets.length]?.lender.id ?? "");
  if (!before) continue;
  const after = catalogueEntry(
    { ...before.lender, totalReviews: (before.lender.totalReviews ?? 0) + 1 },
    before.products,
    before.states,
  );
  const t0 = performance.now();
  const next = current.withChanges(current.version + 1, [before.lender.id], [after]);
  patchMs.push(performance.now() - t0);
  dropped.push(current.searchResults.size - next.searchResults.size);
  current = next;
  againMs.push(await answerAll());
}
const stats = (list: number[]) =>
  `mean ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(2)}, max ${Math.max(...list).toFixed(2)}`;
console.log(`${patchMs.length} writes: withChanges ms ${stats(patchMs)}`);
console.log(`answers dropped per write: ${stats(dropped)}`);
console.log(`200 queries after each write, ms: ${stats(againMs)}`);
memory("after writes");
