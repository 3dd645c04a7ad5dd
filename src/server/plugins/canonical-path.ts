/**
 * One URL per page (issue 30 'One URL per page'): the pages answer under one spelling of their
 * path, so crawlers and caches do not keep the same page under several URLs. A GET or HEAD
 * whose path is not that spelling is sent there with 301, its query string kept:
 * - a trailing slash goes (`/privacy/` → `/privacy`), except on `/` and under /api (the API
 *   docs UI lives at /api/docs/);
 * - repeated slashes become one (`//privacy` → `/privacy`: read as a URL, `//privacy` names a
 *   host, and the page handler answered with the home page);
 * - `/index.html`, the page template, is `/`.
 * Paths holding a backslash are left alone: browsers read `\` as `/`, so a redirect to
 * `/\host` would leave the site.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Where a request target belongs, or null when it is already there (or is left alone). */
export function canonicalTarget(url: string): string | null {
  if (!url.startsWith("/")) return null;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  if (path.includes("\\")) return null;
  let canonical = path.replace(/\/{2,}/g, "/");
  const underApi = canonical === "/api" || canonical.startsWith("/api/");
  if (!underApi && canonical.length > 1) canonical = canonical.replace(/\/+$/, "") || "/";
  if (canonical === "/index.html") canonical = "/";
  return canonical === path ? null : `${canonical}${query}`;
}

export default fp(
  async function canonicalPath(app: FastifyInstance) {
    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const target = canonicalTarget(request.url);
      if (target !== null) return reply.redirect(target, 301);
    });
  },
  { name: "canonical-path" },
);
