/**
 * Unsubscribe links of the digest mails (issue 15), without signing in: the signed token says
 * whose preference and which kind. GET only reads (mail scanners open links); the page's
 * button POSTs the change. Mail clients that support RFC 8058 POST `List-Unsubscribe=One-Click`
 * (form-encoded) to the digest's List-Unsubscribe address, /unsubscribe?token=…: that stops
 * the mails at once, answered 200 with no redirect. No cookie and no CSRF token are asked for:
 * the signed token authorises, exactly as the link itself does.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  oneClickUnsubscribeBodySchema,
  oneClickUnsubscribeQuerySchema,
  oneClickUnsubscribeResponseSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from "@/domain/contract/messages";
import { acceptOneClickBodies } from "../../lib/one-click-body";
import {
  readSubscription,
  setSubscription,
  unsubscribeOneClick,
} from "../../services/messages/notification-preferences";
import { consentOriginOf } from "../../services/privacy/record-consent";
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
      setSubscription(
        db,
        await secret(),
        request.body.token,
        request.body.subscribed,
        consentOriginOf(request),
      ),
  );

  // Its own scope, so the form parsers below serve the one-click route only.
  await app.register(async (oneClick) => {
    acceptOneClickBodies(oneClick);
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      "/unsubscribe",
      {
        schema: {
          tags: ["messages"],
          summary: "RFC 8058 one-click unsubscribe from a digest's List-Unsubscribe address",
          querystring: oneClickUnsubscribeQuerySchema,
          body: oneClickUnsubscribeBodySchema,
          response: { 200: oneClickUnsubscribeResponseSchema, 400: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        const tokens = [request.query.token].flat();
        return {
          unsubscribed: await unsubscribeOneClick(
            db,
            await secret(),
            tokens,
            consentOriginOf(request),
          ),
        };
      },
    );
  });
};

export default unsubscribeRoutes;
