/**
 * Serves the built web app from dist/web: hashed assets cached for a year, every other GET
 * that is not an API call answered with index.html (history fallback) carrying the route's
 * title, description and share tags, so crawlers that run no JavaScript see them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { getRouteMeta } from "@/domain/route-meta";
import type { HeadResolver, PageHead } from "../html/page-head";
import { renderBody, type ServerRenderer } from "../html/render-body";
import { HEAD_PLACEHOLDER, renderHead } from "../html/render-head";

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
}

export default fp(
  async function webApp(app: FastifyInstance, options: WebAppOptions) {
    const resolvers: HeadResolver[] = [...(options.headResolvers ?? [])];
    app.decorate("addHeadResolver", (resolver: HeadResolver) => {
      resolvers.push(resolver);
    });

    const indexFile = path.join(options.distDir, "index.html");
    const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : null;
    if (template === null) {
      app.log.warn(
        `No web build at ${options.distDir}: run "npm run build". Serving the API only.`,
      );
    } else if (!template.includes(HEAD_PLACEHOLDER)) {
      throw new Error(`${indexFile} lacks the ${HEAD_PLACEHOLDER} placeholder`);
    }

    if (template !== null) {
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
      const { page: withHead, status } = await renderPage(request, template);
      const body = await renderBody({
        app,
        request,
        template: withHead,
        baseUrl: options.baseUrl,
        renderer: options.renderer ?? null,
      });
      return reply
        .status(status)
        .header("cache-control", body.cacheControl)
        .header("vary", "Cookie")
        .type("text/html; charset=utf-8")
        .send(body.page);
    });
  },
  { name: "web-app" },
);
