/** What a head resolver answers for a page path (see plugins/web-app.ts). */
import type { FastifyRequest } from "fastify";
import type { RouteMeta } from "@/domain/site/route-meta";
import type { ShareImage } from "./render-head";

export interface PageHead {
  meta: RouteMeta;
  /** HTTP status of the page (default 200). */
  status?: number;
  /** Absolute canonical URL; defaults to the base URL plus the requested path. */
  url?: string;
  /** Extra tags written after the standard ones (e.g. JSON-LD). */
  extra?: string;
  /** The page's own share image; defaults to the site's (render-head.ts siteShareImage). */
  image?: ShareImage;
  /**
   * Another URL answers for this one (a 302 there, path and query, no body): e.g. a listing
   * page past the last (html/listing-head.ts).
   */
  redirect?: string;
}

/** Resolves the head of a path, or null to let the next resolver (or the route table) answer. */
export type HeadResolver = (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;
