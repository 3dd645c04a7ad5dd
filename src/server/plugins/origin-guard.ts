/**
 * Cross-site request refusal for the app's own state-changing API routes (better-auth checks
 * its own under /api/auth): a POST/PUT/PATCH/DELETE to /api/* whose `Origin` header is present
 * and not a trusted origin, or whose `Sec-Fetch-Site` is `cross-site`, is answered 403
 * `forbidden_origin`. Requests without either header (curl, server-to-server) are left to
 * the routes' own checks: the session cookie is SameSite=Lax in any case.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ErrorCode } from "@/domain/contract/error";
import { AUTH_BASE_PATH } from "../auth/auth";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const FORBIDDEN_ORIGIN = "forbidden_origin" satisfies ErrorCode;

export interface OriginGuardOptions {
  trustedOrigins: readonly string[];
  /** The address to tell the user to open. */
  baseUrl: string;
}

export default fp(
  async function originGuard(app: FastifyInstance, options: OriginGuardOptions) {
    const trusted = new Set(options.trustedOrigins);
    app.addHook("onRequest", async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!request.url.startsWith("/api/") || request.url.startsWith(`${AUTH_BASE_PATH}/`)) return;
      const origin = request.headers.origin;
      const crossSite = request.headers["sec-fetch-site"] === "cross-site";
      if (!crossSite && (origin === undefined || trusted.has(origin))) return;
      request.log.warn(`Refused a cross-site ${request.method} ${request.url} (Origin ${origin})`);
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
