/**
 * Admin user routes (spec 2 'Admin area' Users, spec 4 'Profile approval_status'; contract:
 * admin-users.ts). Registered inside the admin plugin, whose hook requires an admin.
 */

import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParams,
  approvalResultSchema,
  approveUserBodySchema,
  bulkApproveBodySchema,
  bulkApproveResultSchema,
  pendingLendersSchema,
  userLenderBodySchema,
} from "@/domain/contract/admin-users";
import { errorResponse } from "@/domain/contract/error";
import {
  type ApprovalDeps,
  approveLenderUser,
  bulkApproveLenderUsers,
  rejectLenderUser,
} from "../../services/admin/approve-lender-user";
import { getAdminUser } from "../../services/admin/get-admin-user";
import { listAdminUsers, listPendingLenders } from "../../services/admin/list-admin-users";
import { setUpUserLender } from "../../services/admin/set-up-user-lender";
import { adminActorOf, NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const writeErrors = { ...errors, 404: errorResponse, 409: errorResponse };
const tags = ["admin"];

const usersRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { db } = deps;
  const approvalDeps = async (request: FastifyRequest): Promise<ApprovalDeps> => ({
    ...deps,
    actor: await adminActorOf(request),
  });

  app.get(
    "/users",
    {
      schema: {
        tags,
        summary: "Users newest first, by approval filter and search, paged (50 a page)",
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listAdminUsers(db, request.query);
    },
  );

  app.get(
    "/users/pending-lenders",
    {
      schema: {
        tags,
        summary: "Lender accounts waiting for approval, oldest first",
        response: { 200: pendingLendersSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listPendingLenders(db);
    },
  );

  app.post(
    "/users/bulk-approve",
    {
      schema: {
        tags,
        summary: "Approve the selected lender accounts in one transaction (idempotent)",
        body: bulkApproveBodySchema,
        response: { 200: bulkApproveResultSchema, ...writeErrors },
      },
    },
    async (request) => bulkApproveLenderUsers(await approvalDeps(request), request.body.userIds),
  );

  app.get(
    "/users/:userId",
    {
      schema: {
        tags,
        summary: "A user with statistics, loan requests and audit entries",
        params: adminUserParams,
        response: { 200: adminUserDetailSchema, ...errors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return getAdminUser(db, request.params.userId);
    },
  );

  app.post(
    "/users/:userId/approve",
    {
      schema: {
        tags,
        summary: "Approve a lender account, creating or linking its lender record",
        params: adminUserParams,
        body: approveUserBodySchema,
        response: { 200: approvalResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      approveLenderUser(await approvalDeps(request), request.params.userId, request.body),
  );

  app.post(
    "/users/:userId/reject",
    {
      schema: {
        tags,
        summary: "Reject a lender account",
        params: adminUserParams,
        response: { 200: approvalResultSchema, ...writeErrors },
      },
    },
    async (request) => rejectLenderUser(await approvalDeps(request), request.params.userId),
  );

  app.post(
    "/users/:userId/lender",
    {
      schema: {
        tags,
        summary: "Link or create the lender record of an approved lender account that has none",
        params: adminUserParams,
        body: userLenderBodySchema,
        response: { 200: approvalResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      setUpUserLender(await approvalDeps(request), request.params.userId, request.body),
  );
};

export default usersRoutes;
