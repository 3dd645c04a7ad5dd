/**
 * `npm run bench:ssr-throughput` (issue 34): requests per second of a listing page at 50
 * connections, for a visitor (the cached copy) and for signed-in users: one whose page is the
 * visitors' copy (no profile credit score, or a credit score filter in the URL) and one whose
 * profile score filters the listing (the shared copy for that effective query, issue 34). The app (built client
 * and server entry, production mode, 60 lenders, a fresh PostgreSQL database from
 * BENCH_DATABASE_URL) listens in this process; autocannon runs in a child process, so it does
 * not share the server's event loop. Figures depend on the machine's load (printed): compare
 * the rows of one run.
 *
 *   npm run build && npm run bench:ssr-throughput -- --seconds 10 --port 3450
 */
import { execFile } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs, promisify } from "node:util";

process.env.NODE_ENV = "production";
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "3450" },
    entry: { type: "string", default: "dist/server/entry-server.js" },
  },
});

const { insertLenderWithProducts } = await import("../src/server/db/factories");
const { createTestContext } = await import("../src/server/test/test-app");
const { PageCache } = await import("../src/server/html/page-cache");
type Renderer = import("../src/server/html/render-body").ServerRenderer;

const renderer = (await import(pathToFileURL(path.resolve(values.entry)).href)) as Renderer;
const machine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${availableParallelism()} cores`;

const ctx = await createTestContext({
  webDistDir: path.resolve("dist/web"),
  renderer,
  pageCache: new PageCache(),
});
for (let i = 0; i < 60; i += 1) {
  await insertLenderWithProducts(
    ctx.db,
    { companyName: `Bench Lender ${i}`, slug: `bench-lender-${i}` },
    ["fix_and_flip", "bridge"],
  );
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
const port = Number(values.port);
await ctx.app.listen({ port, host: "127.0.0.1" });

// The filtered URL's page is another page (more text: the filter's values, the match scores):
// its visitor row is the one to compare the signed-in user's copy of it with.
const rows: [name: string, path: string, cookie: string | null][] = [
  ["visitor (cached copy)", "/fix-and-flip", null],
  ["signed in, no credit score (visitors' copy)", "/fix-and-flip", unscored.cookieHeader],
  ["visitor, credit filter in URL (cached copy)", "/fix-and-flip?creditScore=650", null],
  [
    "signed in, credit filter in URL (visitors' copy)",
    "/fix-and-flip?creditScore=650",
    scored.cookieHeader,
  ],
  [
    "signed in, profile score applies (shared copy for the effective query)",
    "/fix-and-flip",
    scored.cookieHeader,
  ],
];

const run = promisify(execFile);
const bin = path.resolve("node_modules/.bin/autocannon");
console.log(
  `Node ${process.version}; ${values.connections} connections, ${values.seconds} s per row.\n`,
);
console.log("| request | req/s | p50 ms | p99 ms | non-2xx | load average |");
console.log("|---|---|---|---|---|---|");
for (const [name, pagePath, cookie] of rows) {
  // Warm-up: the copy is rendered and kept, the JIT has seen the path.
  for (let i = 0; i < 5; i += 1) {
    await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: cookie ? { cookie } : {} });
  }
  const args = [
    "-c",
    String(values.connections),
    "-d",
    String(values.seconds),
    "-H",
    "accept-encoding=br",
    ...(cookie ? ["-H", `cookie=${cookie}`] : []),
    "--json",
    `http://127.0.0.1:${port}${pagePath}`,
  ];
  const { stdout } = await run(bin, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  };
  console.log(
    `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${machine()} |`,
  );
}
await ctx.close();
