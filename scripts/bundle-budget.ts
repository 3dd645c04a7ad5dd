/**
 * `npm run bundle-budget` (CI, after the build): the gzipped JavaScript and CSS a first visit to
 * each public page downloads must stay within its budget. Prints every figure; exits 1 when one
 * is over.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Budget,
  checkBudgets,
  formatResults,
  gzipSizeIn,
  type Manifest,
} from "./bundle-budget-lib";

const KB = 1024;
/** Headroom over the measured figures: growth beyond it fails CI with the numbers. */
const HEADROOM = 1.05;

/**
 * The first download of each public page as measured (KB gzipped, 2026-11-27, after issue 29
 * gave back the hand-drawn copies of Mantine components that saved less than 5 KB each; see
 * docs/ssr-measurements.md), and its ceiling at that + 5%. What a first screen does
 * not run loads later: the mobile drawer, the avatar menu (signed-in users only), toasts, the
 * submit dialog, home's search form (on approach), the listing's filter Selects and sort, the
 * cards' match scores and the pager, the lender page's AI note tooltip, the route table, the
 * pages' preload lists (docs/decisions/ssr.md). CSS: each route's chunks hold only the Mantine
 * components it uses (docs/decisions/css.md). Lower a figure when a page shrinks; never raise
 * one without saying why in the commit.
 */
const MEASURED = [
  { route: "routes/home.tsx", js: 127.6, css: 9.7 },
  // Issues 34 and 35 (2026-11-27): each card shows the verified review figure apart from the
  // imported one, the response time and the verification status, the filters gained 'Verified
  // only', and a shared copy hands a signed-in user's session over after hydration (the 'Save
  // this search' row keeps its room): +7.6 KB JS over the 150.0 measured before them.
  // Issue 34 (render cost): the lender card drawn by CSS modules instead of ~30 Mantine
  // components a card (docs/decisions/2026-11-27-plain-card.md): +1.3 KB CSS (13.4 before).
  { route: "routes/listing.tsx", js: 157.6, css: 14.7 },
  // Issues 31 and 35 (2026-11-27): the page shows verified reviews (its first page server-
  // rendered, later pages on demand), response times, the verification status and the
  // lending criteria in the match explanation: +4.8 KB JS, +0.9 KB CSS.
  { route: "routes/lender-profile.tsx", js: 149.3, css: 13.1 },
  { route: "routes/auth.tsx", js: 192.5, css: 15.4 },
  { route: "routes/privacy.tsx", js: 129.1, css: 11.2 },
  { route: "routes/terms.tsx", js: 130.7, css: 11.2 },
  { route: "routes/brand-assets.tsx", js: 129.1, css: 10.9 },
  // Issue 32: /calculators reads its URL without Zod (calculators/calculator-reader.ts); it
  // carries Mantine's inputs, the calculators and their field tables; the submit dialog is lazy.
  // The lender page's shared chunk grew with it (issues 31 and 35, above).
  { route: "routes/calculators.tsx", js: 161.0, css: 16.4 },
] as const;

export const BUDGETS: readonly Budget[] = MEASURED.map(({ route, js, css }) => ({
  route,
  maxJs: Math.round(js * HEADROOM * KB),
  maxCss: Math.round(css * HEADROOM * KB),
}));

const distDir = fileURLToPath(new URL("../dist/web", import.meta.url));
const manifestFile = path.join(distDir, ".vite/manifest.json");
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run "npm run build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
const results = checkBudgets(manifest, BUDGETS, gzipSizeIn(distDir));
console.log(formatResults(results));
if (results.some((result) => !result.ok)) {
  console.error("\nOver budget: see the OVER lines above.");
  process.exit(1);
}
