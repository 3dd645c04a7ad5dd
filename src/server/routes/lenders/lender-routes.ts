/**
 * Public lender API: the listing search and a lender's profile, served from the catalogue
 * cache as bytes serialised once (checked against the response schema then) and compressed
 * once per encoding (lib/encoded-body.ts). The schemas below still describe the answers.
 * Visitors' answers carry a strong ETag and answer If-None-Match with 304; personalised ones
 * carry none.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  lenderProfileResponseSchema,
  lenderSearchQuerySchema,
  lenderSearchResponseSchema,
  lenderSlugParams,
} from "@/domain/contract/lenders";
import { sendEncoded } from "../../lib/encoded-body";
import { sharedRenderScore } from "../../lib/shared-render-score";
import { findLendersBody } from "../../services/lenders/find-lenders";
import { getLenderProfileBody } from "../../services/lenders/get-lender-profile";
import type { RouteDeps } from "../route-deps";

/** Same for everyone: shared caches may keep it briefly (spec 9 caches lender data 5 minutes). */
export const PUBLIC_CACHE = "public, max-age=60";
/** Shaped by the signed-in viewer's profile: the browser only, and revalidated each time. */
export const PRIVATE_CACHE = "private, no-cache";

/**
 * The signed-in viewer's profile; requests without cookies skip the session lookup. A shared
 * listing page's own search call (no credentials) carries the score the page is rendered for
 * (lib/shared-render-score.ts, issue 34).
 */
async function viewerProfile(request: FastifyRequest) {
  if (!request.headers.cookie) {
    const creditScore = sharedRenderScore(request);
    return creditScore === null ? null : { creditScore };
  }
  return (await request.getViewer())?.profile ?? null;
}

const lenderRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "catalogue">> = async (
  app,
  { catalogue },
) => {
  app.get(
    "/api/lenders",
    {
      schema: {
        tags: ["lenders"],
        summary: "Search lenders of a loan type (filters, match score, sort, 20 per page)",
        description:
          "Without a creditScore filter, a signed-in viewer's profile credit score applies " +
          "(the answer is then private).",
        querystring: lenderSearchQuerySchema,
        response: { 200: lenderSearchResponseSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { body, personalised } = await findLendersBody({
        catalogue,
        query: request.query,
        viewer: () => viewerProfile(request),
      });
      reply
        .header("cache-control", personalised ? PRIVATE_CACHE : PUBLIC_CACHE)
        .header("vary", "Cookie");
      return sendEncoded(request, reply, body, { validators: !personalised });
    },
  );

  app.get(
    "/api/lenders/:slug",
    {
      schema: {
        tags: ["lenders"],
        summary: "An active lender's public profile with its active loan products",
        params: lenderSlugParams,
        response: { 200: lenderProfileResponseSchema, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const body = await getLenderProfileBody(catalogue, request.params.slug);
      reply.header("cache-control", PUBLIC_CACHE);
      return sendEncoded(request, reply, body);
    },
  );
};

export default lenderRoutes;
