/**
 * Admin field history routes (spec 2 'History for <field>', spec 7 'History'; contract:
 * admin-lenders.ts). Registered inside the admin plugin, whose hook requires an admin.
 */

import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addHistoryEntryBodySchema,
  adminHistoryEntryParams,
  adminLenderParams,
  editHistoryEntryBodySchema,
  fieldHistoryEntrySchema,
  fieldHistoryListSchema,
  fieldHistoryQuerySchema,
  historyEntryDeletedSchema,
} from "@/domain/contract/admin-lenders";
import { errorResponse } from "@/domain/contract/error";
import { lenders } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { LENDER_NOT_FOUND } from "../../services/admin/admin-lender-dto";
import {
  addHistoryEntry,
  deleteHistoryEntry,
  editHistoryEntry,
} from "../../services/admin/change-history-entry";
import { listFieldHistory } from "../../services/admin/field-history";
import { adminActorOf, NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ["admin"];

const lenderHistoryRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    "/lenders/:lenderId/history",
    {
      schema: {
        tags,
        summary: "A lender's field history, newest first (one field, or all)",
        params: adminLenderParams,
        querystring: fieldHistoryQuerySchema,
        response: { 200: fieldHistoryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { lenderId } = request.params;
      const [lender] = await db
        .select({ id: lenders.id })
        .from(lenders)
        .where(eq(lenders.id, lenderId));
      if (!lender) throw notFound(LENDER_NOT_FOUND);
      reply.header("cache-control", NO_STORE);
      return { items: await listFieldHistory(db, lenderId, request.query.field) };
    },
  );

  app.post(
    "/lenders/:lenderId/history",
    {
      schema: {
        tags,
        summary: "Add a manual history entry",
        params: adminLenderParams,
        body: addHistoryEntryBodySchema,
        response: { 201: fieldHistoryEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await addHistoryEntry({
        db,
        actor: await adminActorOf(request),
        lenderId: request.params.lenderId,
        ...request.body,
        now: new Date(),
      });
      reply.code(201);
      return entry;
    },
  );

  app.patch(
    "/lenders/:lenderId/history/:entryId",
    {
      schema: {
        tags,
        summary: "Edit a history entry (value, notes, date)",
        params: adminHistoryEntryParams,
        body: editHistoryEntryBodySchema,
        response: { 200: fieldHistoryEntrySchema, ...errors },
      },
    },
    async (request) =>
      editHistoryEntry({
        db,
        actor: await adminActorOf(request),
        ...request.params,
        ...request.body,
        now: new Date(),
      }),
  );

  app.delete(
    "/lenders/:lenderId/history/:entryId",
    {
      schema: {
        tags,
        summary: "Delete a history entry",
        params: adminHistoryEntryParams,
        response: { 200: historyEntryDeletedSchema, ...errors },
      },
    },
    async (request) =>
      deleteHistoryEntry({ db, actor: await adminActorOf(request), ...request.params }),
  );
};

export default lenderHistoryRoutes;
