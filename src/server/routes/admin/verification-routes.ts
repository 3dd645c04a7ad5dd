/**
 * The admin's verification queue (issue 35): waiting submissions, one submission with its
 * files, and the decision (approve with the checks that passed, ask for more, reject; each
 * audited). Registered inside the admin plugin, whose hook requires an admin.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  adminVerificationDetailSchema,
  adminVerificationListSchema,
  adminVerificationParams,
  adminVerificationQuerySchema,
  verificationDecisionBodySchema,
} from "@/domain/contract/lender-verification";
import { decideVerification } from "../../services/lender-verification/decide-verification";
import {
  getVerificationDetail,
  listVerificationQueue,
} from "../../services/lender-verification/verification-queue";
import { adminActorOf, NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const verificationRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (
  app,
  { db, storage, mailer, baseUrl, supportEmail },
) => {
  app.get(
    "/verifications",
    {
      schema: {
        tags: ["admin"],
        summary: "Lender verification submissions in one status (waiting first), 50 a page",
        querystring: adminVerificationQuerySchema,
        response: { 200: adminVerificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listVerificationQueue(db, request.query);
    },
  );

  app.get(
    "/verifications/:lenderId",
    {
      schema: {
        tags: ["admin"],
        summary: "A lender's verification evidence, its files and its public state",
        params: adminVerificationParams,
        response: { 200: adminVerificationDetailSchema, ...errors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return getVerificationDetail(db, storage, request.params.lenderId);
    },
  );

  app.post(
    "/verifications/:lenderId/decision",
    {
      schema: {
        tags: ["admin"],
        summary: "Approve (with the checks that passed), ask for more, or reject",
        params: adminVerificationParams,
        body: verificationDecisionBodySchema,
        response: {
          200: adminVerificationDetailSchema,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await decideVerification(
        { db, mailer, baseUrl, supportEmail },
        await adminActorOf(request),
        request.params.lenderId,
        request.body,
        new Date(),
      );
      reply.header("cache-control", NO_STORE);
      return getVerificationDetail(db, storage, request.params.lenderId);
    },
  );
};

export default verificationRoutes;
