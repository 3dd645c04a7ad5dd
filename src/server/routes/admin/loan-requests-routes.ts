/**
 * Admin loan request routes (spec 2 'Admin area' Loan requests and detail; contract:
 * admin-loan-requests.ts). Registered inside the admin plugin, whose hook requires an admin.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminLoanRequestDetailSchema,
  adminLoanRequestListQuerySchema,
  adminLoanRequestListSchema,
  adminLoanRequestParams,
} from "@/domain/contract/admin-loan-requests";
import { errorResponse } from "@/domain/contract/error";
import { actorOf } from "../../plugins/guards";
import { getAdminLoanRequest } from "../../services/admin/get-admin-loan-request";
import { listAdminLoanRequests } from "../../services/admin/list-admin-loan-requests";
import { NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const tags = ["admin"];

const loanRequestsRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    "/loan-requests",
    {
      schema: {
        tags,
        summary: "Every loan request, newest first, searched and paged (50 a page)",
        querystring: adminLoanRequestListQuerySchema,
        response: { 200: adminLoanRequestListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listAdminLoanRequests(db, request.query);
    },
  );

  app.get(
    "/loan-requests/:requestId",
    {
      schema: {
        tags,
        summary: "One loan request with its borrower and submissions",
        params: adminLoanRequestParams,
        response: { 200: adminLoanRequestDetailSchema, ...errors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return getAdminLoanRequest(db, await actorOf(request), request.params.requestId);
    },
  );
};

export default loanRequestsRoutes;
