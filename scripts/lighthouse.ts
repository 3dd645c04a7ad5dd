/**
 * `npm run lighthouse` (not in CI: minutes per run). Lighthouse in Debian's Chromium, mobile and
 * desktop presets, on the public pages of a running server; each page three times, the median
 * of each figure printed as a table and written to lighthouse/summary.json (with every run's
 * failing audits, to explain a missed target).
 *
 *   npm start                                   # another terminal (PORT=3000 by default)
 *   nice npm run lighthouse -- --base http://localhost:3000 --runs 3
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: process.env.LIGHTHOUSE_BASE_URL ?? "http://localhost:3000" },
    runs: { type: "string", default: "3" },
    out: { type: "string", default: "lighthouse" },
    only: { type: "string" },
    /** e.g. `--form-factors mobile`: the issue's targets are mobile ones. */
    "form-factors": { type: "string", default: "mobile,desktop" },
  },
});

const PAGES = [
  "/",
  "/fix-and-flip?loanType=fix_and_flip&location=TX&loanAmount=250000&sortBy=rating",
  "/lender/cedar-ridge-capital",
  "/auth",
];
const FORM_FACTORS = ["mobile", "desktop"] as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below a full score that weigh on a category (id: title). */
  failing: string[];
  /** What those audits found (their first items), to explain a missed target. */
  details: Record<string, unknown[]>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function runOnce(url: string, formFactor: (typeof FORM_FACTORS)[number], port: number) {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A run that failed to load or trace the page (scores 0, no LCP) is not a measurement.
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = new Set<string>();
  const details: Record<string, unknown[]> = {};
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1) {
        failing.add(
          `${ref.id}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ""}`,
        );
      }
    }
  }
  const run: Run = {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run["scores"],
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    failing: [...failing],
    details,
  };
  return run;
}

const runs = Number(values.runs);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const summary: Record<string, unknown>[] = [];
try {
  for (const formFactor of FORM_FACTORS) {
    if (!values["form-factors"].split(",").includes(formFactor)) continue;
    for (const path of PAGES) {
      if (values.only && !path.startsWith(values.only)) continue;
      const all: Run[] = [];
      for (let i = 0, failures = 0; i < runs; ) {
        try {
          all.push(await runOnce(`${values.base}${path}`, formFactor, chrome.port));
          i += 1;
        } catch (error) {
          // Run again (at most two failures per page): the median is of complete runs only.
          failures += 1;
          if (failures > 2) throw error;
          console.warn(`run failed, again: ${(error as Error).message}`);
        }
      }
      const row = {
        formFactor,
        page: path,
        performance: median(all.map((r) => r.scores.performance)),
        accessibility: median(all.map((r) => r.scores.accessibility)),
        bestPractices: median(all.map((r) => r.scores["best-practices"])),
        seo: median(all.map((r) => r.scores.seo)),
        lcpMs: Math.round(median(all.map((r) => r.lcpMs))),
        tbtMs: Math.round(median(all.map((r) => r.tbtMs))),
        cls: Number(median(all.map((r) => r.cls)).toFixed(3)),
        failingAudits: [...new Set(all.flatMap((r) => r.failing))],
        runs: all,
      };
      summary.push(row);
      console.log(
        `${formFactor.padEnd(8)} ${path.padEnd(58)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${(row.lcpMs / 1000).toFixed(1)} s  TBT ${row.tbtMs} ms  CLS ${row.cls}`,
      );
    }
  }
} finally {
  chrome.kill();
}

mkdirSync(values.out, { recursive: true });
const file = `${values.out}/summary.json`;
writeFileSync(
  file,
  `${JSON.stringify({ base: values.base, runs, at: new Date().toISOString(), pages: summary }, null, 2)}\n`,
);

console.log(
  "\n| page | form factor | performance | accessibility | best practices | SEO | LCP | TBT | CLS |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const row of summary as { [key: string]: number | string }[]) {
  console.log(
    `| ${row.page} | ${row.formFactor} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(Number(row.lcpMs) / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.cls} |`,
  );
}
console.log(`\nWritten to ${file} (failing audits per page included).`);
