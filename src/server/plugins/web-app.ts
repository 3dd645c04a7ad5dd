/**
 * Serves the built web app from dist/web: hashed assets cached for a year, every other GET
 * that is not an API call answered with index.html (history fallback) carrying the route's
 * title, description and share tags, so crawlers that run no JavaScript see them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { getRouteMeta } from "@/domain/site/route-table";
import { listingFormRedirect } from "../html/listing-form-redirect";
import { type CachedPage, HTML_CONTENT_TYPE, PageCache } from "../html/page-cache";
import type { HeadResolver, PageHead } from "../html/page-head";
import { loadPageScripts } from "../html/page-scripts";
import { loadPageStyles } from "../html/page-styles";
import {
  hasSessionCookie,
  PUBLIC_PAGE_CACHE,
  type RenderedBody,
  renderBody,
  type ServerRenderer,
} from "../html/render-body";
import { HEAD_PLACEHOLDER, renderHead } from "../html/render-head";
import { sendEncoded } from "../lib/encoded-body";

export type { HeadResolver, PageHead } from "../html/page-head";

declare module "fastify" {
  interface FastifyInstance {
    addHeadResolver(resolver: HeadResolver): void;
  }
}

export interface WebAppOptions {
  distDir: string;
  baseUrl: string;
  /** Paths the SPA knows; others get the not-found page with status 404. */
  isKnownPath: (pathname: string) => boolean;
  /** Resolvers of specific pages (e.g. lender profiles), asked in order before the route table. */
  headResolvers?: readonly HeadResolver[];
  /** Server rendering of the public pages (src/web/entry-server.tsx); without it the SPA renders. */
  renderer?: ServerRenderer | null;
  /** Visitors' rendered pages (html/page-cache.ts); one per app by default, null for none. */
  pageCache?: PageCache | null;
  /**
   * The page template per request, in development (Vite's `transformIndexHtml`, cli/dev-web.ts):
   * Vite then serves the assets, so nothing is read from `distDir`.
   */
  template?: (url: string) => Promise<string>;
}

export default fp(
  async function webApp(app: FastifyInstance, options: WebAppOptions) {
    const resolvers: HeadResolver[] = [...(options.headResolvers ?? [])];
    app.decorate("addHeadResolver", (resolver: HeadResolver) => {
      resolvers.push(resolver);
    });

    const indexFile = path.join(options.distDir, "index.html");
    const devTemplate = options.template;
    const template = devTemplate
      ? HEAD_PLACEHOLDER
      : existsSync(indexFile)
        ? readFileSync(indexFile, "utf8")
        : null;
    if (template === null) {
      app.log.warn(
        `No web build at ${options.distDir}: run "npm run build". Serving the API only.`,
      );
    } else if (!template.includes(HEAD_PLACEHOLDER)) {
      throw new Error(`${indexFile} lacks the ${HEAD_PLACEHOLDER} placeholder`);
    }

    if (template !== null && !devTemplate) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        // Brotli (quality 11) and gzip files written at build (scripts/precompress.ts).
        preCompressed: true,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const relative = path.relative(options.distDir, filePath);
          res.header(
            "cache-control",
            relative.startsWith(`assets${path.sep}`)
              ? "public, max-age=31536000, immutable"
              : "public, max-age=3600",
          );
        },
      });
    }

    const renderPage = async (request: FastifyRequest, html: string) => {
      const pathname = new URL(request.url, "http://x").pathname;
      let head: PageHead | null = null;
      try {
        for (const resolver of resolvers) {
          head = await resolver(pathname, request);
          if (head) break;
        }
      } catch (error) {
        // The page still works without its specific tags (the SPA loads its own data).
        request.log.error({ err: error }, "page head resolver failed");
        head = null;
      }
      head ??= {
        meta: getRouteMeta(pathname),
        status: options.isKnownPath(pathname) ? 200 : 404,
      };
      const page = html.replace(
        HEAD_PLACEHOLDER,
        renderHead({
          meta: head.meta,
          url: head.url ?? `${options.baseUrl}${pathname === "/" ? "/" : pathname}`,
          image: `${options.baseUrl}/brand-assets/logo-512.png`,
          extra: head.extra,
        }),
      );
      return { page, status: head.status ?? 200 };
    };

    const renderer = options.renderer ?? null;
    // Both read the build: in development Vite loads the CSS and chunks itself.
    const built = renderer !== null && template !== null && !devTemplate;
    // The CSS of a server-rendered page goes inline in it (html/page-styles.ts).
    const styles = built ? loadPageStyles(options.distDir) : null;
    // The page's own chunks are preloaded with the entry's (html/page-scripts.ts).
    const scripts = built ? loadPageScripts(options.distDir) : null;
    const pageCache =
      renderer && options.pageCache !== null ? (options.pageCache ?? new PageCache()) : null;
    /** The cache key of a visitor's page, or null when the request's page is not shared. */
    const sharedKey = async (request: FastifyRequest): Promise<string | null> => {
      if (!pageCache || request.method !== "GET" || hasSessionCookie(request)) return null;
      // Every page is keyed by the catalogue version: a lender write anywhere renews them all.
      const { version } = await app.catalogue.get();
      return PageCache.key(version, new URL(request.url, options.baseUrl));
    };
    const sendShared = (request: FastifyRequest, reply: FastifyReply, page: CachedPage) =>
      sendEncoded(
        request,
        reply
          .status(page.status)
          .header("cache-control", PUBLIC_PAGE_CACHE)
          .header("vary", "Cookie"),
        page.body,
      );

    /** A page rendered for this request, or a visitors' page as kept (with its encodings). */
    type Rendered = { status: number; body: RenderedBody };
    type PageAnswer = { shared: CachedPage } | Rendered;

    const renderAnswer = async (request: FastifyRequest, template: string): Promise<Rendered> => {
      const { page: withHead, status } = await renderPage(request, template);
      const body = await renderBody({
        app,
        request,
        template: withHead,
        baseUrl: options.baseUrl,
        renderer,
        styles,
        scripts,
      });
      return { status, body };
    };

    /** Renders of visitors' pages under way: visitors asking at once share one. */
    const rendering = new Map<string, Promise<PageAnswer>>();

    const pageFor = async (
      request: FastifyRequest,
      reply: FastifyReply,
      template: string,
    ): Promise<PageAnswer> => {
      const key = await sharedKey(request);
      if (key === null || !pageCache) return renderAnswer(request, template);
      const cached = pageCache.get(key);
      if (cached) return { shared: cached };
      let answer = rendering.get(key);
      if (!answer) {
        answer = renderAnswer(request, template)
          .then((rendered): PageAnswer => {
            // Kept for the next visitors: finished pages only (not a 404 for a made-up path,
            // nor a page whose data failed), never one that sets a cookie.
            const keep =
              rendered.body.shareable && rendered.status === 200 && !reply.hasHeader("set-cookie");
            return keep
              ? { shared: pageCache.store(key, rendered.status, rendered.body.page) }
              : rendered;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, answer);
      }
      return answer;
    };

    app.setNotFoundHandler(async (request, reply) => {
      const isPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !request.url.startsWith("/api/") &&
        !path.extname(new URL(request.url, "http://x").pathname);
      if (!isPage || template === null) {
        return reply.status(404).send({
          error: { code: "not_found", message: `No route for ${request.method} ${request.url}` },
        });
      }
      // A listing's GET form sent without JavaScript: to the chosen loan type's canonical URL.
      const formTarget = listingFormRedirect(new URL(request.url, options.baseUrl));
      if (formTarget) return reply.redirect(formTarget, 303);
      const page = devTemplate ? await devTemplate(request.url) : template;
      const answer = await pageFor(request, reply, page);
      if ("shared" in answer) return sendShared(request, reply, answer.shared);
      return reply
        .status(answer.status)
        .header("cache-control", answer.body.cacheControl)
        .header("vary", "Cookie")
        .type(HTML_CONTENT_TYPE)
        .send(answer.body.page);
    });
  },
  { name: "web-app" },
);
