/**
 * `<link rel="modulepreload">` for the chunks of the page a request shows. The entry's own chunks
 * are in the page's template (Vite writes them), but a page's code is a chunk the entry imports
 * when the route matches: without these links the browser would learn of it only after running
 * the entry, and of the page's own imports only after that (the build does not list a page's
 * imports in the entry's preload map: vite.config.ts, `modulePreload`). With them it fetches
 * everything the first render needs at once. The page is named by its source file, the build
 * manifest's key (`pageSources` in src/web/entry-server.tsx).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ScriptManifest = Record<string, ManifestChunk>;

export interface PageScripts {
  /** `page` with preload links for the chunks of `sources` (and their imports) in its head. */
  preload(page: string, sources: readonly string[]): string;
}

/** The last of the entry's preload links, or the entry's script when it has none. */
const ENTRY_SCRIPTS = /<script type="module"[^>]*><\/script>(\s*<link rel="modulepreload"[^>]*>)*/;

function closure(manifest: ScriptManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

export function createPageScripts(manifest: ScriptManifest): PageScripts {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const withEntry = new Set(closure(manifest, entryKeys));
  const cache = new Map<string, string>();
  const linksFor = (sources: readonly string[]): string => {
    const cacheKey = sources.join("\n");
    let links = cache.get(cacheKey);
    if (links === undefined) {
      links = closure(manifest, sources)
        .filter((key) => !withEntry.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
        .join("");
      cache.set(cacheKey, links);
    }
    return links;
  };
  return {
    preload(page, sources) {
      const links = linksFor(sources);
      if (!links) return page;
      let placed = false;
      const withLinks = page.replace(ENTRY_SCRIPTS, (scripts) => {
        placed = true;
        return scripts + links;
      });
      return placed ? withLinks : page.replace("</head>", () => `${links}</head>`);
    },
  };
}

/** Reads the client build's manifest once; null without a build. */
export function loadPageScripts(distDir: string): PageScripts | null {
  const manifestFile = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return null;
  return createPageScripts(JSON.parse(readFileSync(manifestFile, "utf8")) as ScriptManifest);
}
