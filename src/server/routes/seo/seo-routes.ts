/**
 * /robots.txt and /sitemap.xml (spec 2 'robots.txt and sitemap.xml'), and /favicon.ico for the
 * tools that ask for it without reading the page's icon links. The files carry strong ETags and
 * answer If-None-Match with 304 (lib/encoded-body.ts): a crawler that kept the 8 MB sitemap
 * part of a large catalogue downloads it again only when it changed.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderRobotsTxt } from "../../html/seo-files";
import { notFound } from "../../lib/app-error";
import { EncodedBody, sendEncoded } from "../../lib/encoded-body";
import { lenderSitemap } from "../../services/lenders/build-lender-sitemap";
import type { RouteDeps } from "../route-deps";

/** The 32 px logo from public/brand-assets (browsers accept a PNG for /favicon.ico). */
export const FAVICON_PNG = "/brand-assets/logo-32.png";

const seoRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "catalogue" | "baseUrl">> = async (
  app,
  { catalogue, baseUrl },
) => {
  const robots = new EncodedBody(
    Buffer.from(renderRobotsTxt(baseUrl)),
    "text/plain; charset=utf-8",
  );

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "public, max-age=86400");
    return sendEncoded(request, reply, robots);
  });

  app.get("/favicon.ico", { schema: { hide: true } }, async (_request, reply) => {
    return reply.header("cache-control", "public, max-age=86400").redirect(FAVICON_PNG, 301);
  });

  // Built once per catalogue version from lines kept per lender, kept compressed (services/lenders/build-lender-sitemap.ts).
  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const sitemap = await lenderSitemap(catalogue, baseUrl);
    reply.header("cache-control", "public, max-age=3600");
    return sendEncoded(request, reply, sitemap.root);
  });

  // The parts of a sitemap index, when the catalogue has more URLs than one sitemap may hold.
  app.get<{ Params: { part: string } }>(
    "/sitemap-:part.xml",
    { schema: { hide: true } },
    async (request, reply) => {
      const sitemap = await lenderSitemap(catalogue, baseUrl);
      // Built on first request per catalogue version (parts no crawler asks for cost nothing).
      const part = /^[1-9][0-9]*$/.test(request.params.part)
        ? sitemap.part(Number(request.params.part))
        : undefined;
      if (!part) throw notFound("Sitemap Not Found");
      reply.header("cache-control", "public, max-age=3600");
      return sendEncoded(request, reply, part);
    },
  );
};

export default seoRoutes;
