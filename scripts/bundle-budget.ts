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
/**
 * Ceilings at the measured sizes plus ~1.5 KB of headroom, so any growth fails CI with the
 * numbers; home's is issue 16's target itself, 120 KB of JavaScript (see docs/decisions/ssr.md
 * 'First-visit JavaScript' and 'React Router in declarative mode' for what the first download is
 * made of). What a first screen does not run loads later: the mobile drawer, the avatar
 * menu (signed-in users only), toasts, the submit dialog, home's search form (on approach),
 * the listing's filter Selects and sort (Zod: the listing reads its URL without it), the cards'
 * match scores and the pager, the lender page's AI note tooltip, the route table, the pages'
 * preload lists (the server names the page's chunks instead). CSS: each route's chunks hold
 * only the Mantine components it uses (docs/decisions/css.md; was 35.3 KB for every page); a
 * server-rendered page inlines the part its first screen uses. Lower these as the bundles
 * shrink; never raise one without saying why in the commit.
 */
export const BUDGETS: readonly Budget[] = [
  { route: "routes/home.tsx", maxJs: 120 * KB, maxCss: 10 * KB },
  { route: "routes/listing.tsx", maxJs: 147.5 * KB, maxCss: 14.5 * KB },
  { route: "routes/lender-profile.tsx", maxJs: 141.5 * KB, maxCss: 13 * KB },
  { route: "routes/auth.tsx", maxJs: 189.5 * KB, maxCss: 16.5 * KB },
  { route: "routes/privacy.tsx", maxJs: 122.5 * KB, maxCss: 12 * KB },
  { route: "routes/terms.tsx", maxJs: 124 * KB, maxCss: 12 * KB },
  { route: "routes/brand-assets.tsx", maxJs: 126.5 * KB, maxCss: 12 * KB },
];

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
