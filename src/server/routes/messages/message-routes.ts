/**
 * Submission threads (issue 15): read a thread, post a message, mark it read, and the unread
 * counts of the signed-in borrower or approved lender. Access: message-policies (the request's
 * borrower and the submission's lender write; admins read; everyone else gets 404).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import {
  markReadBodySchema,
  postMessageBodySchema,
  submissionThreadParams,
  threadMessageSchema,
  threadQuerySchema,
  threadResponseSchema,
  unreadCountsSchema,
  unreadTotalSchema,
} from "@/domain/contract/messages";
import { canHaveThreads, ownThreadsScope } from "@/domain/policies/message-policies";
import { requirePolicy, requireSignedIn, viewerOf } from "../../plugins/guards";
import { listThread, teamAuthorView, toThreadMessage } from "../../services/messages/list-thread";
import { markThreadRead } from "../../services/messages/mark-thread-read";
import { postMessage } from "../../services/messages/post-message";
import { threadActorOf } from "../../services/messages/thread-access";
import { unreadCounts, unreadTotal } from "../../services/messages/unread-counts";
import type { RouteDeps } from "../route-deps";

const PRIVATE = "private, no-store";
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const requireThreadParticipant = requirePolicy(
  canHaveThreads,
  "Conversations are for borrowers and approved lenders.",
);

const messageRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db">> = async (app, { db }) => {
  app.get(
    "/api/submissions/:submissionId/messages",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["messages"],
        summary:
          "A loan submission's conversation, newest at the bottom (its two sides; admins read)",
        params: submissionThreadParams,
        querystring: threadQuerySchema,
        response: { 200: threadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await threadActorOf(db, await viewerOf(request));
      reply.header("cache-control", PRIVATE);
      return listThread(db, actor, request.params.submissionId, request.query.before);
    },
  );

  app.post(
    "/api/submissions/:submissionId/messages",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["messages"],
        summary: "Send a message in a loan submission's conversation",
        params: submissionThreadParams,
        body: postMessageBodySchema,
        response: { 201: threadMessageSchema, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await threadActorOf(db, await viewerOf(request));
      const entry = await postMessage(db, actor, request.params.submissionId, request.body);
      // The lender's team reads who wrote it (issue 31); postMessage checked the actor's side.
      const team =
        entry.authorSide === "lender" && actor?.lenderId
          ? await teamAuthorView(db, actor, actor.lenderId, [entry])
          : undefined;
      return reply.code(201).send(toThreadMessage(entry, team));
    },
  );

  app.post(
    "/api/submissions/:submissionId/read",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["messages"],
        summary: "Mark a conversation read (up to an entry, or all of it) for my side",
        params: submissionThreadParams,
        body: markReadBodySchema.optional(),
        response: { 204: z.null().describe("No content"), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await threadActorOf(db, await viewerOf(request));
      await markThreadRead(db, actor, request.params.submissionId, request.body?.upToMessageId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/messages/unread",
    {
      onRequest: requireThreadParticipant,
      schema: {
        tags: ["messages"],
        summary: "My unread conversation entries: total, per submission and per loan request",
        response: { 200: unreadCountsSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = await threadActorOf(db, await viewerOf(request));
      reply.header("cache-control", PRIVATE);
      return unreadCounts(db, ownThreadsScope(actor));
    },
  );

  app.get(
    "/api/messages/unread/total",
    {
      onRequest: requireThreadParticipant,
      schema: {
        tags: ["messages"],
        summary: "My unread conversation entries over all my threads (the header badge)",
        response: { 200: unreadTotalSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = await threadActorOf(db, await viewerOf(request));
      reply.header("cache-control", PRIVATE);
      return unreadTotal(db, ownThreadsScope(actor));
    },
  );
};

export default messageRoutes;
