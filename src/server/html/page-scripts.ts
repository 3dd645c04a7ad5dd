/**
 * `<link rel="modulepreload">` for the chunk of the page a request shows. The entry's own chunks
 * are in the page's template (Vite writes them), but a page's code is a chunk the entry imports
 * when the route matches: without this link the browser would learn of it only after running
 * the entry. The entry does not carry Vite's preload lists for the pages (vite.config.ts,
 * `modulePreload`: 2.2 KB of every first download), so the page's own imports are fetched when
 * the page's chunk runs, one round trip after the entry, as Vite's list had them fetched.
 *
 * Only the page's chunk, at low priority: preloading all of its imports with the page (tried)
 * put ~60-100 KB of scripts in the way of the first paint on a slow phone in Lighthouse's model
 * (mobile performance 93-95 instead of 97-98 on the listing, lender page and /auth). The page is
 * named by its module, the build manifest's key (`pageSources` in src/web/entry-server.tsx).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
}
export type ScriptManifest = Record<string, ManifestChunk>;

export interface PageScripts {
  /** `page` with preload links for the chunks of `sources` in its head, after the entry's. */
  preload(page: string, sources: readonly string[]): string;
}

/** The last of the entry's preload links, or the entry's script when it has none. */
const ENTRY_SCRIPTS = /<script type="module"[^>]*><\/script>(\s*<link rel="modulepreload"[^>]*>)*/;

export function createPageScripts(manifest: ScriptManifest): PageScripts {
  const linksFor = (sources: readonly string[]): string =>
    sources
      .flatMap((key) => {
        const chunk = manifest[key];
        return chunk ? [chunk.file] : [];
      })
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join("");
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
