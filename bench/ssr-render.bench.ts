/**
 * `npm run bench:ssr`: the CPU a server-rendered public page costs, per page type. The app
 * runs in this process on a fresh PostgreSQL database (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, so the database's own CPU is not counted) with 60
 * lenders, the built client (dist/web) and the built server entry (dist/server), in production
 * mode. Per page, `process.cpuUsage()` around N renders:
 *
 * - render: the entry's `render()` alone (React, the data it fetches through `app.inject`);
 * - page, distinct URLs: the whole HTML answer, each URL new (`?bench=i`), so no cache helps;
 * - page, same URL: the whole HTML answer for one URL again and again (a visitor's page
 *   comes from the HTML cache once rendered);
 * - signed in, same URL: the same for a signed-in user whose page is the visitors' copy (no
 *   profile credit score: issue 34, server/html/shared-page.ts), and for one whose profile
 *   score filters the listing (the shared copy for its effective query, the URL's filters
 *   plus that score, since the listing-by-effective-query decision; a render each time before).
 *
 * `--compare <entry.js>` renders with another build of the server entry as well (e.g. the
 * previous commit's), interleaved in blocks, so both see the same machine load.
 *
 *   npm run build && npm run bench:ssr -- --renders 200 --compare /tmp/old/entry-server.js
 *
 * `--pages lender,home` runs only those pages (e.g. under `node --cpu-prof --import tsx`).
 *
 * Figures depend on the machine and its load (printed); compare ratios within one run.
 */
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

process.env.NODE_ENV = "production";
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const { values } = parseArgs({
  options: {
    renders: { type: "string", default: "200" },
    entry: { type: "string", default: "dist/server/entry-server.js" },
    compare: { type: "string" },
    // Only these pages (comma-separated names, e.g. "lender"): to profile one page with
    // `node --cpu-prof --import tsx bench/ssr-render.bench.ts --pages lender`.
    pages: { type: "string" },
  },
});
const RENDERS = Number(values.renders);
const BLOCK = 20;

const { insertLenderWithProducts } = await import("../src/server/db/factories");
const { createTestContext } = await import("../src/server/test/test-app");
type Renderer = import("../src/server/html/render-body").ServerRenderer;

const load = async (file: string) =>
  (await import(pathToFileURL(path.resolve(file)).href)) as Renderer;
const entries: { name: string; renderer: Renderer }[] = [
  { name: "this build", renderer: await load(values.entry) },
  ...(values.compare ? [{ name: "compared", renderer: await load(values.compare) }] : []),
];

const machine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${availableParallelism()} cores`;

const ctx = await createTestContext({
  webDistDir: path.resolve("dist/web"),
  renderer: entries[0]?.renderer ?? null,
});
const slugs: string[] = [];
for (let i = 0; i < 60; i += 1) {
  const { lender } = await insertLenderWithProducts(
    ctx.db,
    { companyName: `Bench Lender ${i}`, slug: `bench-lender-${i}` },
    ["fix_and_flip", "bridge"],
  );
  slugs.push(lender.slug);
}

const completedAt = new Date();
const unscored = await ctx.signedInClient("bench.noscore@example.com", {
  creditScore: null,
  completedAt,
});
const scored = await ctx.signedInClient("bench.scored@example.com", {
  creditScore: 700,
  completedAt,
});

const BASE = "http://localhost:3000";
const ALL_PAGES: { name: string; url: string }[] = [
  { name: "home", url: "/" },
  { name: "listing", url: "/fix-and-flip" },
  { name: "listing, filtered", url: "/fix-and-flip?location=TX&loanAmount=250000&sortBy=rating" },
  { name: "lender", url: `/lender/${slugs[7]}` },
  { name: "unknown lender", url: "/lender/nobody-here" },
  { name: "privacy", url: "/privacy" },
];
const only = values.pages?.split(",").map((name) => name.trim());
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.name)) : ALL_PAGES;

/** What the server's render-body does: the page's API calls answered by `app.inject`. */
const fetchApi = async (apiPath: string, init?: RequestInit) => {
  const response = await ctx.app.inject({
    method: (init?.method ?? "GET") as "GET",
    url: apiPath,
    headers: { accept: "application/json", "user-agent": "bench" },
  });
  return new Response(response.statusCode === 204 ? null : response.body, {
    status: response.statusCode,
    headers: { "content-type": String(response.headers["content-type"] ?? "") },
  });
};

interface Tally {
  cpuMicros: number;
  times: number[];
}
const tally = (): Tally => ({ cpuMicros: 0, times: [] });

async function timed(tallied: Tally, run: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  tallied.times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  tallied.cpuMicros += used.user + used.system;
}

const median = (list: readonly number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;
const cpuMs = (t: Tally) => t.cpuMicros / 1000 / t.times.length;

console.log(`Node ${process.version}, ${machine()}; ${RENDERS} renders per page and mode.\n`);
const rows: string[][] = [];
for (const page of PAGES) {
  const url = new URL(page.url, BASE).href;
  // Warm-up: JIT, the catalogue, module caches.
  for (const { renderer } of entries) {
    for (let i = 0; i < 10; i += 1) await renderer.render({ url, fetchApi });
  }
  const renders = entries.map(tally);
  for (let done = 0; done < RENDERS; done += BLOCK) {
    for (const [index, { renderer }] of entries.entries()) {
      const t = renders[index] ?? tally();
      for (let i = 0; i < BLOCK; i += 1) await timed(t, () => renderer.render({ url, fetchApi }));
    }
  }
  const distinct = tally();
  const same = tally();
  let status = 0;
  for (let i = 0; i < RENDERS; i += 1) {
    const separator = page.url.includes("?") ? "&" : "?";
    await timed(distinct, async () => {
      status = (await ctx.app.inject(`${page.url}${separator}bench=${i}`)).statusCode;
    });
  }
  for (let i = 0; i < RENDERS; i += 1) {
    await timed(same, () =>
      ctx.app.inject({ url: page.url, headers: { "accept-encoding": "br" } }),
    );
  }
  const signedIn = { copy: tally(), own: tally() };
  for (const [mode, client] of [
    ["copy", unscored],
    ["own", scored],
  ] as const) {
    for (let i = 0; i < RENDERS; i += 1) {
      await timed(signedIn[mode], () =>
        ctx.app.inject({
          url: page.url,
          headers: { "accept-encoding": "br", cookie: client.cookieHeader },
        }),
      );
    }
  }
  const cells = renders.map((t) => `${cpuMs(t).toFixed(1)} (${median(t.times).toFixed(1)})`);
  rows.push([
    page.name,
    String(status),
    ...cells,
    ...(renders.length > 1 && renders[0] && renders[1]
      ? [`${(cpuMs(renders[1]) / cpuMs(renders[0])).toFixed(1)}x`]
      : []),
    `${cpuMs(distinct).toFixed(1)} (${median(distinct.times).toFixed(1)})`,
    `${cpuMs(same).toFixed(2)} (${median(same.times).toFixed(2)})`,
    ...[signedIn.copy, signedIn.own].map(
      (t) => `${cpuMs(t).toFixed(2)} (${median(t.times).toFixed(2)})`,
    ),
  ]);
  console.log(`${page.name} done; ${machine()}`);
}

const header = [
  "page",
  "status",
  ...entries.map((e) => `render, ${e.name}: CPU ms (p50 ms)`),
  ...(entries.length > 1 ? ["compared / this"] : []),
  "page, distinct URLs: CPU ms (p50 ms)",
  "page, same URL: CPU ms (p50 ms)",
  "signed in, no score: CPU ms (p50 ms)",
  "signed in, score 700: CPU ms (p50 ms)",
];
console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log(`\n${machine()}`);
await ctx.close();
