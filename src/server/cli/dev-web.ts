/**
 * `npm run dev`: the web app served by Vite in middleware mode inside the API's own server, so
 * development renders the public pages on the server as production does (docs/decisions/ssr.md)
 * and a hydration mismatch shows in the browser's console while developing, not after a build.
 *
 * - Vite answers first: the browser's modules, `/@vite/client`, the public folder, hot reload
 *   (its WebSocket on the same server). What it does not serve goes to Fastify: the API, and
 *   the pages, which the web-app plugin renders as in production.
 * - Each page's template is `src/web/index.html` through `transformIndexHtml` (Vite's client
 *   and React Refresh), and the renderer is `src/web/entry-server.tsx` loaded by
 *   `ssrLoadModule`: an edit is in the next page without a restart.
 * - The page keeps production's CSP (`script-src 'self'`, no inline script): the inline scripts
 *   Vite's plugins add to the template (React Refresh's preamble) are served as files instead.
 * - No HTML cache (it would serve a page rendered with the code before an edit), no inlined
 *   CSS (Vite loads each module's CSS with it).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyServerOptions } from "fastify";
import type { ServerRenderer } from "../html/render-body";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const INDEX_HTML = path.join(ROOT, "src/web/index.html");
const INLINE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g;
const INLINE_PATH = "/@dev-inline/";

export interface DevWeb {
  serverFactory: NonNullable<FastifyServerOptions["serverFactory"]>;
  template: (url: string) => Promise<string>;
  renderer: ServerRenderer;
  close(): Promise<void>;
}

export async function createDevWeb(): Promise<DevWeb> {
  // Imported here: production installs have no Vite.
  const { createServer } = await import("vite");
  const server = http.createServer();
  const vite = await createServer({
    configFile: path.join(ROOT, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  const entry = async () => (await vite.ssrLoadModule("/entry-server.tsx")) as ServerRenderer;
  /** The template's inline scripts by file name (INLINE_PATH + name). */
  const inlineScripts = new Map<string, string>();
  const template = async (url: string) => {
    // From the site's root: `./main.tsx` on /lender/x would be /lender/main.tsx.
    const source = (await readFile(INDEX_HTML, "utf8")).replace('src="./', 'src="/');
    const html = await vite.transformIndexHtml(url, source);
    return html.replace(INLINE_SCRIPT, (_script, code: string) => {
      const name = `${createHash("sha256").update(code).digest("hex").slice(0, 16)}.js`;
      inlineScripts.set(name, code);
      return `<script type="module" src="${INLINE_PATH}${name}"></script>`;
    });
  };
  return {
    serverFactory(handler) {
      server.on("request", (request, response) => {
        const inline = request.url?.startsWith(INLINE_PATH)
          ? inlineScripts.get(request.url.slice(INLINE_PATH.length))
          : undefined;
        if (inline !== undefined) {
          response.writeHead(200, {
            "content-type": "text/javascript",
            "cache-control": "no-cache",
          });
          response.end(inline);
          return;
        }
        vite.middlewares(request, response, () => handler(request, response));
      });
      return server;
    },
    template,
    renderer: {
      async render(input) {
        try {
          return await (await entry()).render(input);
        } catch (error) {
          // Stack traces point at the sources, not at Vite's transformed modules.
          if (error instanceof Error) vite.ssrFixStacktrace(error);
          throw error;
        }
      },
    },
    close: () => vite.close(),
  };
}
