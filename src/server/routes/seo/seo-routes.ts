/**
 * /robots.txt and /sitemap.xml (spec 2 'robots.txt and sitemap.xml'), and /favicon.ico for the
 * tools that ask for it without reading the page's icon links.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderRobotsTxt } from "../../html/seo-files";
import { buildLenderSitemap } from "../../services/lenders/build-lender-sitemap";
import type { RouteDeps } from "../route-deps";

/** The 32 px logo from public/brand-assets (browsers accept a PNG for /favicon.ico). */
export const FAVICON_PNG = "/brand-assets/logo-32.png";

const seoRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "catalogue" | "baseUrl">> = async (
  app,
  { catalogue, baseUrl },
) => {
  const robots = renderRobotsTxt(baseUrl);

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(robots);
  });

  app.get("/favicon.ico", { schema: { hide: true } }, async (_request, reply) => {
    return reply.header("cache-control", "public, max-age=86400").redirect(FAVICON_PNG, 301);
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildLenderSitemap(catalogue, baseUrl);
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });
};

export default seoRoutes;
