/**
 * The bytes a first visit to a page downloads: the entry chunk and its static imports, plus the
 * route's own chunk and its static imports (both read from Vite's manifest), gzipped. Shared by
 * the CI check (bundle-budget.ts) and its test.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  /** Gzipped bytes of the JavaScript loaded for the page. */
  js: number;
  /** Gzipped bytes of the CSS linked for the page. */
  css: number;
}

export interface Budget {
  /** Route source in the manifest (relative to src/web), e.g. routes/home.tsx. */
  route: string;
  /** Largest allowed gzipped JavaScript, in bytes. */
  maxJs: number;
  /** Largest allowed gzipped CSS, in bytes. */
  maxCss: number;
}

/** Every chunk a key pulls in through static imports (what the browser fetches before running it). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    out.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return out;
}

export function routeSize(
  manifest: Manifest,
  route: string,
  sizeOf: (file: string) => number,
): RouteSize {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build manifest has no entry");
  const chunks = staticClosure(manifest, [entry, route]);
  const js = chunks.reduce((sum, chunk) => sum + sizeOf(chunk.file), 0);
  const cssFiles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + sizeOf(file), 0);
  return { route, js, css };
}

/** Gzipped size of a built file (level 9, as the server sends it to clients without brotli). */
export function gzipSizeIn(distDir: string) {
  return (file: string) => {
    const full = path.join(distDir, file);
    const gz = `${full}.gz`;
    return existsSync(gz)
      ? readFileSync(gz).length
      : gzipSync(readFileSync(full), { level: 9 }).length;
  };
}

export interface BudgetResult extends RouteSize {
  budget: Budget;
  ok: boolean;
}

export function checkBudgets(
  manifest: Manifest,
  budgets: readonly Budget[],
  sizeOf: (file: string) => number,
): BudgetResult[] {
  return budgets.map((budget) => {
    const size = routeSize(manifest, budget.route, sizeOf);
    return { ...size, budget, ok: size.js <= budget.maxJs && size.css <= budget.maxCss };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatResults(results: readonly BudgetResult[]): string {
  const lines = results.map(
    (r) =>
      `${r.ok ? "ok  " : "OVER"} ${r.route.padEnd(28)} JS ${kb(r.js).padStart(9)} / ${kb(r.budget.maxJs).padStart(9)}   CSS ${kb(r.css).padStart(8)} / ${kb(r.budget.maxCss).padStart(8)}`,
  );
  return ["Bundle budget (gzipped, first visit: entry + route chunks)", ...lines].join("\n");
}
