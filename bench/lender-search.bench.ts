/**
 * `npm run bench`: latency of the lender API at catalogue scale. Seeds N synthetic lenders
 * (default 10,000; `npm run bench -- --lenders 2000`) into a fresh in-memory PGlite, builds the
 * app and times requests through `inject` (no network, sequential unless stated):
 * - cold: the first request after a catalogue write (version check + reload + answer);
 * - computed: catalogue loaded, but the search result cache emptied before each request, so
 *   the domain's filter, score, sort and paging run every time;
 * - cached: the same request repeated (what a popular listing page costs).
 * Then mixed searches with several requests in flight. Speed is judged here, never in tests.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { lenders } from "../src/server/db/schema";
import { seedSyntheticLenders } from "../src/server/db/seed/synthetic-lenders";
import { createTestContext } from "../src/server/test/test-app";

const { values } = parseArgs({
  options: {
    lenders: { type: "string", default: "10000" },
    iterations: { type: "string", default: "200" },
    cold: { type: "string", default: "5" },
    concurrency: { type: "string", default: "8" },
  },
});
const LENDERS = Number(values.lenders);
const ITERATIONS = Number(values.iterations);
const COLD_RUNS = Number(values.cold);
const CONCURRENCY = Number(values.concurrency);

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-bench-web-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)}`.padStart(9);
const sortedCopy = (list: readonly number[]) => [...list].sort((a, b) => a - b);

/** Figures are wall times: on a busy machine they grow with the load shown here. */
const machineLoad = () =>
  `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;

const ctx = await createTestContext({ webDistDir: fakeWebBuild() });
const { app, db } = ctx;
try {
  console.log(`Node ${process.version}, ${machineLoad()}.`);
  console.log(`Seeding ${LENDERS.toLocaleString("en-US")} synthetic lenders…`);
  let started = performance.now();
  const seeded = await seedSyntheticLenders({ db, count: LENDERS });
  console.log(
    `Seeded ${seeded.lenders} lenders, ${seeded.products} products in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const [sample] = await db
    .select({ id: lenders.id, slug: lenders.slug })
    .from(lenders)
    .where(eq(lenders.isActive, true))
    .orderBy(lenders.slug)
    .limit(1)
    .offset(500);
  if (!sample) throw new Error("No active lender to look up");

  started = performance.now();
  const first = await app.inject("/api/lenders");
  if (first.statusCode !== 200) throw new Error(`Search failed: ${first.body}`);
  console.log(
    `First request (loads the catalogue): ${(performance.now() - started).toFixed(0)} ms, ` +
      `${(await app.catalogue.get()).size} active lenders.\n`,
  );

  // A write that changes nothing but bumps the catalogue version, as any real write does.
  const touch = () =>
    db
      .update(lenders)
      .set({ acceptingLeads: sql`${lenders.acceptingLeads}` })
      .where(eq(lenders.id, sample.id));
  const forgetResults = async () => (await app.catalogue.get()).searchResults.clear();

  const sorts = [
    "most-relevant",
    "rating",
    "lowest-rate",
    "funding-time",
    "loans-funded",
    "newest",
  ];
  const searches: [string, string][] = [
    ["search, no filter", "/api/lenders?loanType=fix_and_flip"],
    [
      "search, all filters",
      "/api/lenders?loanType=fix_and_flip&location=TX&loanAmount=250000&creditScore=700&collateralType=Condo&fundingTime=0-30",
    ],
    [
      "search, state + amount",
      "/api/lenders?loanType=rental_property&location=FL&loanAmount=400000",
    ],
    ...sorts.map((sort): [string, string] => [
      `search, sortBy=${sort}`,
      `/api/lenders?loanType=bridge&creditScore=650&sortBy=${sort}`,
    ]),
    ["search, page 50", "/api/lenders?loanType=fix_and_flip&page=50"],
  ];
  const others: [string, string][] = [
    ["lender profile API", `/api/lenders/${sample.slug}`],
    ["lender page (HTML head)", `/lender/${sample.slug}`],
    ["sitemap.xml", "/sitemap.xml"],
  ];

  async function time(url: string, before?: () => Promise<unknown>) {
    await before?.();
    const t = performance.now();
    const response = await app.inject(url);
    const elapsed = performance.now() - t;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return { elapsed, bytes: response.rawPayload.length };
  }

  console.log(
    `${"all times in ms".padEnd(30)}${"cold p50".padStart(9)}${"comp p50".padStart(9)}${"comp p95".padStart(9)}` +
      `${"cache p50".padStart(10)}${"cache p95".padStart(10)}${"req/s".padStart(8)}   size`,
  );
  const computedAll: number[] = [];
  for (const [name, url] of [...searches, ...others]) {
    const isSearch = url.startsWith("/api/lenders?");
    const cold: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) cold.push((await time(url, touch)).elapsed);
    for (let i = 0; i < 10; i++) await time(url);
    const computed: number[] = [];
    if (isSearch) {
      for (let i = 0; i < ITERATIONS; i++) computed.push((await time(url, forgetResults)).elapsed);
      computedAll.push(...computed);
    }
    const cached: number[] = [];
    let bytes = 0;
    const all = performance.now();
    for (let i = 0; i < ITERATIONS; i++) {
      const result = await time(url);
      cached.push(result.elapsed);
      bytes = result.bytes;
    }
    const seconds = (performance.now() - all) / 1000;
    const c = sortedCopy(computed);
    const w = sortedCopy(cached);
    console.log(
      `${name.padEnd(30)}${ms(percentile(sortedCopy(cold), 50))}` +
        (isSearch
          ? `${ms(percentile(c, 50))}${ms(percentile(c, 95))}`
          : `${"-".padStart(9)}${"-".padStart(9)}`) +
        `${ms(percentile(w, 50)).padStart(10)}${ms(percentile(w, 95)).padStart(10)}` +
        `${(ITERATIONS / seconds).toFixed(0).padStart(8)}   ${(bytes / 1024).toFixed(0)} KiB`,
    );
  }
  const all = sortedCopy(computedAll);
  console.log(
    `\nAll computed searches: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms.`,
  );

  // Several requests in flight (they share version checks), the result cache emptied first.
  for (const mode of ["computed", "cached"] as const) {
    const urls = searches.map(([, url]) => url);
    const total = ITERATIONS * 2;
    let next = 0;
    const latencies: number[] = [];
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < total) {
          const url = urls[next++ % urls.length] ?? "/api/lenders";
          if (mode === "computed") await forgetResults();
          latencies.push((await time(url)).elapsed);
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const sorted = sortedCopy(latencies);
    console.log(
      `Mixed searches, ${CONCURRENCY} in flight, ${mode}: ${(total / seconds).toFixed(0)} req/s, ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms.`,
    );
  }
  console.log(`Catalogue loads during the run: ${app.catalogue.loads}; ${machineLoad()}.`);
} finally {
  await ctx.close();
}
