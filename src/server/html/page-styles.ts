/**
 * The CSS a server-rendered page needs, inlined in its HTML (docs/decisions/css.md). Each route
 * has its own CSS chunks (Mantine's styles per component, scripts/mantine-css-lib.ts); a page's
 * first screen needs the entry's sheet (reset, variables, page frame) and the sheets of the
 * components the server rendered. Those are written into the page as `<style>` elements, so the
 * first paint waits for no stylesheet request; the rest of the route's CSS arrives with its code,
 * without blocking. Components are recognised by Mantine's class names (`m_` and 8 hex digits),
 * which every component puts on its root element: a sheet is inlined when a class it defines is
 * in the markup.
 *
 * Each inlined sheet also gets a `<link rel="stylesheet" disabled>` with its URL: the browser
 * neither fetches nor applies it, and Vite's loader, which looks for a stylesheet link before
 * adding one, does not load the sheet a second time (a second copy, later in the document,
 * would change the cascade).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sheet {
  /** URL path, e.g. /assets/index-abc.css. */
  href: string;
  css: string;
  /** Mantine classes the sheet defines (empty: the sheet is always inlined). */
  classes: ReadonlySet<string>;
  /** Loaded by every page (the entry chunk's sheets). */
  always: boolean;
}

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/g;

export interface PageStyles {
  /** `page` with the sheets `markup` uses inlined in its head (its stylesheet links replaced). */
  inline(page: string, markup: string): string;
}

/** Every CSS file in an order that keeps each chunk's sheets after those of what it imports. */
function orderedSheets(manifest: Manifest): { file: string; always: boolean }[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return [];
  const out: { file: string; always: boolean }[] = [];
  const seenFiles = new Set<string>();
  const seenChunks = new Set<string>();
  const visit = (key: string, always: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seenChunks.has(key)) return;
    seenChunks.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, always);
    for (const file of chunk.css ?? []) {
      if (seenFiles.has(file)) continue;
      seenFiles.add(file);
      out.push({ file, always });
    }
    for (const imported of chunk.dynamicImports ?? []) visit(imported, false);
  };
  visit(entryKey, true);
  // Chunks only reachable from another entry (none today) still keep a place.
  for (const key of Object.keys(manifest)) visit(key, false);
  return out;
}

/** Reads the client build's manifest and sheets once; null without a build. */
export function loadPageStyles(distDir: string): PageStyles | null {
  const manifestFile = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const sheets: Sheet[] = orderedSheets(manifest).map(({ file, always }) => {
    const css = readFileSync(path.join(distDir, file), "utf8");
    return {
      href: `/${file}`,
      // A `</style` inside the CSS would end the element early; Mantine's never has one.
      css: css.replaceAll("</style", "<\\/style"),
      classes: new Set(css.match(MANTINE_CLASS) ?? []),
      always,
    };
  });
  return createPageStyles(sheets);
}

export function createPageStyles(sheets: readonly Sheet[]): PageStyles {
  return {
    inline(page, markup) {
      const used = new Set(markup.match(MANTINE_CLASS) ?? []);
      const chosen = sheets.filter(
        (sheet) =>
          sheet.always || sheet.classes.size === 0 || [...sheet.classes].some((c) => used.has(c)),
      );
      const inlined = new Set(chosen.map((sheet) => sheet.href));
      const block =
        chosen.map((sheet) => `<style>${sheet.css}</style>`).join("") +
        chosen.map((sheet) => `<link rel="stylesheet" href="${sheet.href}" disabled>`).join("");
      let placed = false;
      const withoutLinks = page.replace(STYLESHEET_LINK, (link) => {
        const href = /\bhref="([^"]+)"/.exec(link)?.[1] ?? "";
        if (!inlined.has(href)) return link;
        if (placed) return "";
        placed = true;
        return block;
      });
      return placed ? withoutLinks : withoutLinks.replace("</head>", () => `${block}</head>`);
    },
  };
}
