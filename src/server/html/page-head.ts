/** What a head resolver answers for a page path (see plugins/web-app.ts). */
import type { FastifyRequest } from "fastify";
import type { RouteMeta } from "@/domain/site/route-meta";

export interface PageHead {
  meta: RouteMeta;
  /** HTTP status of the page (default 200). */
  status?: number;
  /** Absolute canonical URL; defaults to the base URL plus the requested path. */
  url?: string;
  /** Extra tags written after the standard ones (e.g. JSON-LD). */
  extra?: string;
}

/** Resolves the head of a path, or null to let the next resolver (or the route table) answer. */
export type HeadResolver = (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;
