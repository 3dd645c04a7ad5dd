/**
 * Admin lender routes (spec 2 'Admin area' Lenders; contract: admin-lenders.ts). Registered
 * inside the admin plugin (prefix /api/admin), whose hook requires an admin.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminLenderCreateBodySchema,
  adminLenderDeletedSchema,
  adminLenderDetailSchema,
  adminLenderListQuerySchema,
  adminLenderListSchema,
  adminLenderNameDecisionBodySchema,
  adminLenderParams,
  adminLenderUpdateBodySchema,
  unlinkedLendersQuerySchema,
  unlinkedLendersSchema,
} from "@/domain/contract/admin-lenders";
import { errorResponse } from "@/domain/contract/error";
import { loadAdminLender } from "../../services/admin/admin-lender-dto";
import { createLender } from "../../services/admin/create-lender";
import { decideLenderName } from "../../services/admin/decide-lender-name";
import { deleteLender } from "../../services/admin/delete-lender";
import { listAdminLenders, listUnlinkedLenders } from "../../services/admin/list-admin-lenders";
import { updateAdminLender } from "../../services/admin/update-admin-lender";
import { adminActorOf, NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const tags = ["admin"];

const lendersRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    "/lenders",
    {
      schema: {
        tags,
        summary: "Lenders by name, searched and paged (50 a page)",
        querystring: adminLenderListQuerySchema,
        response: { 200: adminLenderListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listAdminLenders(db, request.query);
    },
  );

  app.get(
    "/lenders/unlinked",
    {
      schema: {
        tags,
        summary: "Lenders with no user (approve dialog, 'existing' mode)",
        querystring: unlinkedLendersQuerySchema,
        response: { 200: unlinkedLendersSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listUnlinkedLenders(db, request.query);
    },
  );

  app.post(
    "/lenders",
    {
      schema: {
        tags,
        summary: "Create a lender with its loan products",
        body: adminLenderCreateBodySchema,
        response: { 201: adminLenderDetailSchema, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const detail = await createLender({
        db,
        actor: await adminActorOf(request),
        values: request.body,
        now: new Date(),
      });
      reply.code(201).header("cache-control", NO_STORE);
      return detail;
    },
  );

  app.get(
    "/lenders/:lenderId",
    {
      schema: {
        tags,
        summary: "A lender and its loan products, as the edit form loads them",
        params: adminLenderParams,
        response: { 200: adminLenderDetailSchema, ...errors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return loadAdminLender(db, request.params.lenderId);
    },
  );

  app.put(
    "/lenders/:lenderId",
    {
      schema: {
        tags,
        summary: "Update a lender with the lender form (products when productsChanged)",
        params: adminLenderParams,
        body: adminLenderUpdateBodySchema,
        response: {
          200: adminLenderDetailSchema,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { productsChanged, ...values } = request.body;
      const detail = await updateAdminLender({
        db,
        actor: await adminActorOf(request),
        lenderId: request.params.lenderId,
        values,
        productsChanged,
        now: new Date(),
      });
      reply.header("cache-control", NO_STORE);
      return detail;
    },
  );

  app.delete(
    "/lenders/:lenderId",
    {
      schema: {
        tags,
        summary: "Delete a lender (409 lender_has_loan_requests when requests reached it)",
        params: adminLenderParams,
        response: {
          200: adminLenderDeletedSchema,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      deleteLender({ db, actor: await adminActorOf(request), lenderId: request.params.lenderId }),
  );

  app.post(
    "/lenders/:lenderId/pending-name",
    {
      schema: {
        tags,
        summary:
          "Approve or reject the company name a lender asked for (409 lender_name_taken, or conflict when none waits)",
        params: adminLenderParams,
        body: adminLenderNameDecisionBodySchema,
        response: {
          200: adminLenderDetailSchema,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const detail = await decideLenderName({
        db,
        actor: await adminActorOf(request),
        lenderId: request.params.lenderId,
        decision: request.body.decision,
      });
      reply.header("cache-control", NO_STORE);
      return detail;
    },
  );
};

export default lendersRoutes;
