/**
 * Unsubscribe links of the digest mails (issue 15), without signing in: the signed token says
 * whose preference and which kind. GET only reads (mail scanners open links); the page's
 * button POSTs the change.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from "@/domain/contract/messages";
import {
  readSubscription,
  setSubscription,
} from "../../services/messages/notification-preferences";
import type { RouteDeps } from "../route-deps";

const unsubscribeRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db" | "auth">> = async (
  app,
  { db, auth },
) => {
  const secret = async () => (await auth.$context).secret;

  app.get(
    "/api/notifications/unsubscribe",
    {
      schema: {
        tags: ["messages"],
        summary: "Which notification mails an unsubscribe link is about, and whether they are on",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readSubscription(db, await secret(), request.query.token);
    },
  );

  app.post(
    "/api/notifications/unsubscribe",
    {
      schema: {
        tags: ["messages"],
        summary: "Stop (or resume) one kind of notification mail through its signed link",
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResponseSchema, 400: errorResponse },
      },
    },
    async (request) =>
      setSubscription(db, await secret(), request.body.token, request.body.subscribed),
  );
};

export default unsubscribeRoutes;
