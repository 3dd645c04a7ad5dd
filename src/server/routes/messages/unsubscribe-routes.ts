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
import {
  readSubscription,
  setSubscription,
  unsubscribeOneClick,
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

  // Its own scope, so the form parsers below serve the one-click route only.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "string", bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, oneClickField(String(body))),
    );
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
        return { unsubscribed: await unsubscribeOneClick(db, await secret(), tokens) };
      },
    );
  });
};

/** A one-click body is 26 bytes; a form a little larger is still fine. */
export const ONE_CLICK_BODY_LIMIT = 4096;

/** The `List-Unsubscribe` field of a multipart/form-data body (RFC 8058 allows either form). */
export function oneClickField(body: string): Record<string, string> {
  const match = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/i.exec(body);
  return match?.[1] === undefined ? {} : { "List-Unsubscribe": match[1] };
}

export default unsubscribeRoutes;
