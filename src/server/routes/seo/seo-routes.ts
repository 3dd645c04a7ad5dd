/**
 * /robots.txt and /sitemap.xml (spec 2 'robots.txt and sitemap.xml'), /favicon.ico for the
 * tools that ask for it without reading the page's icon links, and lenders' share images. The
 * files carry strong ETags and answer If-None-Match with 304 (lib/encoded-body.ts): a crawler
 * that kept the 8 MB sitemap part of a large catalogue downloads it again only when it changed.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderRobotsTxt } from "../../html/seo-files";
import { lenderInitial, lenderShareSvg, shareSvgVersion } from "../../html/share-image";
import { notFound } from "../../lib/app-error";
import { EncodedBody, sendEncoded } from "../../lib/encoded-body";
import { lenderSitemap } from "../../services/lenders/build-lender-sitemap";
import { renderShareImagePng } from "../../services/lenders/render-lender-share-image";
import type { RouteDeps } from "../route-deps";

/** The 32 px logo from public/brand-assets (browsers accept a PNG for /favicon.ico). */
export const FAVICON_PNG = "/brand-assets/logo-32.png";

/** A share image asked for with its version (the page's URL): the bytes never change. */
export const VERSIONED_IMAGE_CACHE = "public, max-age=31536000, immutable";
/** Asked for without it (or with an old one): what the lender's image is today, for a day. */
export const UNVERSIONED_IMAGE_CACHE = "public, max-age=86400";

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

  // A lender page's share image (html/share-image.ts): rendered on first request, kept in memory.
  app.get<{ Params: { slug: string }; Querystring: { v?: string } }>(
    "/og/lender/:slug.png",
    { schema: { hide: true } },
    async (request, reply) => {
      const entry = (await catalogue.get()).lender(request.params.slug);
      if (!entry) throw notFound("Lender Not Found");
      const svg = lenderShareSvg(lenderInitial(entry.lender.companyName));
      const version = shareSvgVersion(svg);
      const etag = `"${version}"`;
      reply
        .header(
          "cache-control",
          request.query.v === version ? VERSIONED_IMAGE_CACHE : UNVERSIONED_IMAGE_CACHE,
        )
        .header("etag", etag);
      const match = request.headers["if-none-match"];
      if (match?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return reply.status(304).send();
      }
      return reply.type("image/png").send(await renderShareImagePng(svg, version));
    },
  );

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
