/**
 * The next-step mail's 'send to these' link (issue 35), without signing in: the signed token
 * names the borrower, the request and the lenders. GET only reads (mail scanners open links);
 * POST sends. No cookie is asked for: the token authorises, as unsubscribe links do.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  nextStepBodySchema,
  nextStepQuerySchema,
  nextStepResponseSchema,
} from "@/domain/contract/loan-requests";
import { readNextStep, sendToNextLenders } from "../../services/loan-requests/send-to-next-lenders";
import type { RouteDeps } from "../route-deps";

const nextStepRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "auth" | "mailer" | "rateLimits" | "baseUrl" | "supportEmail">
> = async (app, { db, auth, mailer, rateLimits, baseUrl, supportEmail }) => {
  const secret = async () => (await auth.$context).secret;

  app.get(
    "/api/next-step",
    {
      schema: {
        tags: ["loan-requests"],
        summary: "The lenders a next-step link would send the request to",
        querystring: nextStepQuerySchema,
        response: { 200: nextStepResponseSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readNextStep(db, await secret(), request.query.token);
    },
  );

  app.post(
    "/api/next-step",
    {
      schema: {
        tags: ["loan-requests"],
        summary: "Send the request to the lenders its next-step link names",
        body: nextStepBodySchema,
        response: { 200: nextStepResponseSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return sendToNextLenders(db, await secret(), request.body.token, {
        mailer,
        baseUrl,
        supportEmail,
        rateLimits,
        secret: await secret(),
      });
    },
  );
};

export default nextStepRoutes;
