/**
 * Cross-site request refusal (CSRF) for every state-changing request, better-auth's
 * /api/auth/* included: a POST/PUT/PATCH/DELETE whose `Origin` is present and not a trusted
 * origin (`null` included, unless the browser says `Sec-Fetch-Site: same-origin`: our own
 * pages' form posts), or whose `Sec-Fetch-Site` says `cross-site` or `same-site`, is
 * answered 403 before any handler or body parser runs. Our routes answer `forbidden_origin`
 * in our error shape; /api/auth/* answers better-auth's `INVALID_ORIGIN` shape, which the web's
 * auth client reads.
 *
 * Why here and not only in better-auth: better-auth checks the Origin only when the request
 * carries a cookie (or Fetch Metadata headers on sign-in), so a cookie-less cross-site sign-in
 * (login CSRF) from a browser without Fetch Metadata got through.
 *
 * A request with neither header is not from a browser page (browsers send `Origin` on every
 * POST/PUT/PATCH/DELETE, and `Sec-Fetch-Site` since 2020-2023): curl, server-to-server calls,
 * mail providers' one-click unsubscribe (RFC 8058) and the tests. It is left to the route's
 * own checks; a session cookie is SameSite=Lax, and JSON bodies need `application/json`, which
 * a cross-site form cannot send. See SECURITY.md.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ErrorCode } from "@/domain/contract/error";
import { AUTH_BASE_PATH } from "../auth/auth";
import { INVALID_ORIGIN_CODE, originRefusedMessage } from "../auth/trusted-origins";
import { redactUrl } from "../lib/redact-url";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sec-Fetch-Site values of a request made by another site's page. */
const FOREIGN_FETCH_SITES = new Set(["cross-site", "same-site"]);
export const FORBIDDEN_ORIGIN = "forbidden_origin" satisfies ErrorCode;

export interface OriginGuardOptions {
  trustedOrigins: readonly string[];
  /** The address to tell the user to open. */
  baseUrl: string;
}

/** Why a state-changing request is refused, or null when it may go on. */
export function crossSiteRefusal(
  headers: { origin?: string | undefined; "sec-fetch-site"?: string | string[] | undefined },
  trusted: ReadonlySet<string>,
): string | null {
  const origin = headers.origin;
  const fetchSite = headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && FOREIGN_FETCH_SITES.has(fetchSite)) {
    return `Sec-Fetch-Site ${fetchSite}`;
  }
  // A form our own page posts says `Origin: null`: the page's Referrer-Policy is no-referrer,
  // and a navigation's origin is then serialised as null (Fetch standard). Sec-Fetch-Site,
  // which no page can set, tells it apart from a sandboxed frame's or a data: URL's `null`
  // (those are cross-site). better-auth reads this pair the same way.
  if (origin === "null" && fetchSite === "same-origin") return null;
  // An empty Origin is treated as absent (some proxies blank it); `null` is a value.
  if (origin !== undefined && origin !== "" && !trusted.has(origin)) return `Origin ${origin}`;
  return null;
}

export default fp(
  async function originGuard(app: FastifyInstance, options: OriginGuardOptions) {
    const trusted = new Set(options.trustedOrigins);
    app.addHook("onRequest", async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const reason = crossSiteRefusal(request.headers, trusted);
      if (reason === null) return;
      request.log.warn(
        `Refused a cross-site ${request.method} ${redactUrl(request.url)} (${reason})`,
      );
      if (request.url === AUTH_BASE_PATH || request.url.startsWith(`${AUTH_BASE_PATH}/`)) {
        return reply
          .status(403)
          .send({ code: INVALID_ORIGIN_CODE, message: originRefusedMessage(options.baseUrl) });
      }
      return reply.status(403).send({
        error: {
          code: FORBIDDEN_ORIGIN,
          message: `This request came from another site and was refused. Open ${options.baseUrl} and try again.`,
        },
      });
    });
  },
  { name: "origin-guard" },
);
