/**
 * Serves the built web app from dist/web: hashed assets cached for a year, every other GET
 * that is not an API call answered with index.html (history fallback) carrying the route's
 * title, description and share tags, so crawlers that run no JavaScript see them.
 *
 * Every page leaves through one path (lib/encoded-body.ts): compressed as the client accepts
 * (the not-found page too), a visitor's 200 with a strong ETag and 304 on If-None-Match, and a
 * HEAD answered with the very headers of the GET (docs/decisions/2026-11-27-http-semantics.md).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasPersonalQuery } from "@/domain/accounts/auth-forms";
import { getRouteMeta } from "@/domain/site/route-table";
import { listingFormRedirect } from "../html/listing-form-redirect";
import { type CachedPage, HTML_CONTENT_TYPE, PageCache } from "../html/page-cache";
import type { HeadResolver, PageHead } from "../html/page-head";
import { loadPageScripts } from "../html/page-scripts";
import { loadPageStyles } from "../html/page-styles";
import {
  hasSessionCookie,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
  type RenderedBody,
  renderBody,
  type ServerRenderer,
} from "../html/render-body";
import { HEAD_PLACEHOLDER, renderHead, siteShareImage } from "../html/render-head";
import { type SharedPage, sharedPageFor, VISITOR_COPY } from "../html/shared-page";
import { EncodedBody, sendEncoded } from "../lib/encoded-body";

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
      // Static files' validators are @fastify/send's weak ETag and Last-Modified: enough for
      // If-None-Match and If-Modified-Since, never for If-Range, which needs a strong one
      // (RFC 9110 13.1.5), so a Range with If-Range gets the whole file. A HEAD gets the
      // whole file's headers: Range applies to GET only (RFC 9110 14.2).
      // The files' routes live in a context of their own, so this reaches no other answer.
      await app.register(async (files) => {
        files.addHook("onRequest", async (request) => {
          const headers = request.raw.headers; // what @fastify/send reads
          if (headers.range === undefined) return;
          if (request.method !== "GET" || headers["if-range"] !== undefined) delete headers.range;
        });
        await files.register(fastifyStatic, {
          root: options.distDir,
          // Brotli (quality 11) and gzip files written at build (scripts/precompress.ts).
          preCompressed: true,
          wildcard: false,
          index: false,
          // The page template is no page: /index.html answers 301 to /
          // (plugins/canonical-path.ts) and its compressed copies are not served either.
          allowedPath: (pathname) => !/^\/index\.html(\.(br|gz))?$/i.test(pathname),
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
      if (head.redirect !== undefined) return { page: "", status: 302, redirect: head.redirect };
      const page = html.replace(
        HEAD_PLACEHOLDER,
        renderHead({
          meta: head.meta,
          url: head.url ?? `${options.baseUrl}${pathname === "/" ? "/" : pathname}`,
          image: head.image ?? siteShareImage(options.baseUrl),
          extra: head.extra,
        }),
      );
      return { page, status: head.status ?? 200, redirect: undefined };
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
    /**
     * The cache key of the shared copy of the request's page (and which copy it is), or null
     * when the request gets a page of its own. A signed-in user gets a shared copy when nothing
     * in the page's content is theirs but the listing's effective query (html/shared-page.ts,
     * issue 34): the URL's key, plus the profile credit score the listing's search applies.
     */
    const sharedKey = async (
      request: FastifyRequest,
    ): Promise<{ key: string; shared: SharedPage } | null> => {
      if (!pageCache) return null;
      const url = new URL(request.url, options.baseUrl);
      // A URL carrying what someone typed (an email) is never one visitors share.
      if (hasPersonalQuery(url.searchParams)) return null;
      if (request.method !== "GET" && request.method !== "HEAD") return null;
      const shared = hasSessionCookie(request)
        ? sharedPageFor(url, await request.getViewer())
        : VISITOR_COPY;
      if (shared === null) return null;
      // Every page is keyed by the catalogue version: a lender write anywhere renews them all.
      const { version } = await app.catalogue.get();
      return {
        key: PageCache.key(version, url, shared.listingCreditScore),
        shared,
      };
    };
    /**
     * A page as bytes, in the client's encoding; a visitor's 200 gets an ETag (a signed-in
     * user's gets none: sendEncoded gives none to a request with a session).
     */
    const sendPage = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      cacheControl: string,
      body: EncodedBody,
    ) =>
      sendEncoded(
        request,
        reply.status(status).header("cache-control", cacheControl).header("vary", "Cookie"),
        body,
      );

    /** A page rendered for this request, or a visitors' page as kept (with its encodings). */
    type Rendered = { status: number; body: RenderedBody; redirect?: string };
    type PageAnswer = { shared: CachedPage } | Rendered;

    const renderAnswer = async (
      request: FastifyRequest,
      template: string,
      /** The shared copy to render (with no credentials), or none: the request's own page. */
      shared: SharedPage | null = null,
    ): Promise<Rendered> => {
      const { page: withHead, status, redirect } = await renderPage(request, template);
      if (redirect !== undefined) {
        // Where the page is depends on the catalogue (and a signed-in viewer's credit score).
        const cacheControl = hasSessionCookie(request) ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE;
        return { status, redirect, body: { page: "", cacheControl, shareable: false } };
      }
      const body = await renderBody({
        app,
        request,
        template: withHead,
        baseUrl: options.baseUrl,
        renderer,
        styles,
        scripts,
        asVisitor: shared !== null,
        listingCreditScore: shared?.listingCreditScore ?? null,
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
      const sharedCopy = await sharedKey(request);
      if (sharedCopy === null || !pageCache) return renderAnswer(request, template);
      const { key, shared } = sharedCopy;
      const cached = pageCache.get(key);
      if (cached) return { shared: cached };
      let answer = rendering.get(key);
      if (!answer) {
        // The shared copy: rendered with no credentials, whoever asked first.
        answer = renderAnswer(request, template, shared)
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
      if ("shared" in answer) {
        const { status, body } = answer.shared;
        // The same bytes to a signed-in user, but private: caches keep answers per Cookie.
        const cacheControl = hasSessionCookie(request) ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE;
        return sendPage(request, reply, status, cacheControl, body);
      }
      if (answer.redirect !== undefined) {
        return reply
          .header("cache-control", answer.body.cacheControl)
          .header("vary", "Cookie")
          .redirect(answer.redirect, answer.status);
      }
      // Rendered for this request (or for visitors asking at once, not kept): compressed
      // quickly (brotli 4), once. A signed-in user's answer is private whoever it was made for.
      const body = new EncodedBody(Buffer.from(answer.body.page), HTML_CONTENT_TYPE);
      const cacheControl = hasSessionCookie(request)
        ? PRIVATE_PAGE_CACHE
        : answer.body.cacheControl;
      return sendPage(request, reply, answer.status, cacheControl, body);
    });
  },
  { name: "web-app" },
);
