/**
 * An anonymous request's confirmation link (issue 27 item 5,
 * docs/decisions/anonymous-request-confirmation.md), without signing in: the token in the
 * link is the authorisation. GET only reads (mail scanners open links); the page's buttons
 * POST confirm or withdraw, each limited per client address (REQUEST_CONFIRMATION_LIMIT).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  confirmRequestResponseSchema,
  requestConfirmationBodySchema,
  requestConfirmationQuerySchema,
  requestConfirmationSchema,
  withdrawRequestResponseSchema,
} from "@/domain/contract/request-confirmation";
import { AppError } from "../../lib/app-error";
import { REQUEST_CONFIRMATION_LIMIT } from "../../rate-limit/limits";
import {
  confirmAnonymousRequest,
  readRequestConfirmation,
  withdrawAnonymousRequest,
} from "../../services/loan-requests/confirm-anonymous-request";
import type { RouteDeps } from "../route-deps";

export const TOO_MANY_CONFIRMATIONS_MESSAGE =
  "Too many attempts from here. Please wait a while and try again.";

export const confirmationAddressKey = (address: string) => `request-confirmation:ip:${address}`;

const linkErrors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
};

const requestConfirmationRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "auth" | "mailer" | "baseUrl" | "supportEmail" | "rateLimits">
> = async (app, { db, auth, mailer, baseUrl, supportEmail, rateLimits }) => {
  // The auth secret signs the new-request mail's unsubscribe link (issue 31).
  const mailContext = async () => ({
    mailer,
    baseUrl,
    supportEmail,
    rateLimits,
    secret: (await auth.$context).secret,
  });

  async function takeAttempt(address: string) {
    const waitMs = await rateLimits.reserveAttempt(
      confirmationAddressKey(address),
      REQUEST_CONFIRMATION_LIMIT.maxPerAddress,
      REQUEST_CONFIRMATION_LIMIT.windowMs,
    );
    if (waitMs !== null) {
      throw new AppError("too_many_requests", TOO_MANY_CONFIRMATIONS_MESSAGE, {
        retryAfterSeconds: waitMs / 1000,
      });
    }
  }

  app.get(
    "/api/request-confirmations",
    {
      schema: {
        tags: ["loan-requests"],
        summary: "What an anonymous request's confirmation link is about (changes nothing)",
        querystring: requestConfirmationQuerySchema,
        response: { 200: requestConfirmationSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readRequestConfirmation(db, request.query.token);
    },
  );

  app.post(
    "/api/request-confirmations/confirm",
    {
      schema: {
        tags: ["loan-requests"],
        summary: "Confirm an anonymous request through its mailed link",
        body: requestConfirmationBodySchema,
        response: { 200: confirmRequestResponseSchema, ...linkErrors, 429: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      await takeAttempt(request.ip);
      return confirmAnonymousRequest(db, request.body.token);
    },
  );

  app.post(
    "/api/request-confirmations/withdraw",
    {
      schema: {
        tags: ["loan-requests"],
        summary: "'This wasn't me': withdraw an anonymous request and tell its lenders",
        body: requestConfirmationBodySchema,
        response: { 200: withdrawRequestResponseSchema, ...linkErrors, 429: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      await takeAttempt(request.ip);
      return withdrawAnonymousRequest(db, request.body.token, await mailContext());
    },
  );
};

export default requestConfirmationRoutes;
