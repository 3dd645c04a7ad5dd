/**
 * A lender's team (issue 31 seats, docs/decisions/2026-11-27-lender-team-seats.md). The Team
 * tab's routes: approved lender accounts (requireApprovedLender), and the record's owner only
 * (canManageTeam in the services: a member gets 403). The invitation link: reading is public
 * (the token is the key), accepting needs a signed-in account with the invited email.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import {
  acceptInvitationResponseSchema,
  invitationIdParams,
  invitationLinkSchema,
  invitationTokenBodySchema,
  invitationTokenQuerySchema,
  inviteBodySchema,
  inviteResponseSchema,
  ownershipTransferResponseSchema,
  seatIdParams,
  teamResponseSchema,
} from "@/domain/contract/lender-team";
import { toActor } from "@/domain/policies/actor";
import { requireApprovedLender, requireSignedIn, viewerOf } from "../../plugins/guards";
import { acceptInvitation, readInvitationLink } from "../../services/lender-team/accept-invitation";
import { getTeam } from "../../services/lender-team/get-team";
import { inviteMember } from "../../services/lender-team/invite-member";
import { removeMember, revokeInvitation } from "../../services/lender-team/manage-seats";
import { transferOwnership } from "../../services/lender-team/transfer-ownership";
import { resolveOwnLender } from "../../services/lender-workspace/resolve-own-lender";
import type { RouteDeps } from "../route-deps";

const PRIVATE = "private, no-store";
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };
const noContent = z.null().describe("No content");

const teamRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "mailer" | "rateLimits" | "baseUrl" | "supportEmail">
> = async (app, { db, mailer, rateLimits, baseUrl, supportEmail }) => {
  async function teamActor(request: Parameters<typeof viewerOf>[0]) {
    const viewer = await viewerOf(request);
    const lender = await resolveOwnLender(db, viewer);
    return toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null);
  }

  app.get(
    "/api/lender-workspace/team",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "My team: its seats and open invitations (the owner only)",
        response: { 200: teamResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE);
      return getTeam(db, await teamActor(request), new Date());
    },
  );

  app.post(
    "/api/lender-workspace/team/invitations",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Invite a colleague by email (the owner only); mails the link",
        description: "At most 10 seats, open invitations included; 20 invitations an hour.",
        body: inviteBodySchema,
        response: {
          201: inviteResponseSchema,
          400: errorResponse,
          ...errors,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const invitation = await inviteMember({
        db,
        mailer,
        rateLimits,
        baseUrl,
        supportEmail,
        actor: await teamActor(request),
        email: request.body.email,
        now: new Date(),
      });
      reply.header("cache-control", PRIVATE);
      return reply.status(201).send({ invitation });
    },
  );

  app.delete(
    "/api/lender-workspace/team/invitations/:invitationId",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Revoke an open invitation (the owner only); its link stops working",
        params: invitationIdParams,
        response: { 204: noContent, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(db, await teamActor(request), request.params.invitationId, new Date());
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/lender-workspace/team/members/:seatId",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Remove a colleague (the owner only); their next request is refused",
        params: seatIdParams,
        response: { 204: noContent, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(db, await teamActor(request), request.params.seatId, new Date());
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/lender-workspace/team/members/:seatId/owner",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Make a colleague the owner (the owner only); the owner becomes a member",
        description:
          "The record's account becomes the colleague's; both are mailed. 409 when the seat was removed meanwhile or the account is not an approved lender.",
        params: seatIdParams,
        response: {
          200: ownershipTransferResponseSchema,
          400: errorResponse,
          ...errors,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE);
      return transferOwnership({
        db,
        mailer,
        baseUrl,
        supportEmail,
        actor: await teamActor(request),
        seatId: request.params.seatId,
        now: new Date(),
      });
    },
  );

  app.get(
    "/api/team-invitations",
    {
      schema: {
        tags: ["lender-workspace"],
        summary: "What a team invitation link is about (changes nothing)",
        querystring: invitationTokenQuerySchema,
        response: { 200: invitationLinkSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE);
      return readInvitationLink(db, request.query.token, new Date());
    },
  );

  app.post(
    "/api/team-invitations/accept",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["lender-workspace"],
        summary: "Accept a team invitation with the signed-in account of the invited email",
        body: invitationTokenBodySchema,
        response: {
          200: acceptInvitationResponseSchema,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PRIVATE);
      return acceptInvitation(db, await viewerOf(request), request.body.token, new Date());
    },
  );
};

export default teamRoutes;
