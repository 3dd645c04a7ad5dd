/**
 * The head of the home page: the route table's meta and its structured data, the Organization
 * and the WebSite with its SearchAction (json-ld.ts homeStructuredData).
 */
import { getRouteMeta } from "@/domain/site/route-table";
import { homeStructuredData, jsonLdScript } from "./json-ld";
import type { HeadResolver } from "./page-head";
import { siteShareImage } from "./render-head";

export function homeHeadResolver(baseUrl: string): HeadResolver {
  const extra = homeStructuredData(baseUrl, siteShareImage(baseUrl)).map(jsonLdScript).join("\n");
  return async (pathname) => (pathname === "/" ? { meta: getRouteMeta("/"), extra } : null);
}
