/**
 * Admin loan product field edit and history routes (spec 2, spec 7 'History':
 * loan_product_history; contract: admin-lenders.ts). Registered inside the admin plugin,
 * whose hook requires an admin. A product of another lender is 404.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addProductHistoryEntryBodySchema,
  adminProductFieldBodySchema,
  adminProductFieldResultSchema,
  adminProductHistoryEntryParams,
  adminProductParams,
  editHistoryEntryBodySchema,
  fieldHistoryEntrySchema,
  fieldHistoryListSchema,
  fieldHistoryQuerySchema,
  historyEntryDeletedSchema,
} from "@/domain/contract/admin-lenders";
import { errorResponse } from "@/domain/contract/error";
import {
  addProductHistoryEntry,
  deleteProductHistoryEntry,
  editProductHistoryEntry,
  listProductHistory,
} from "../../services/admin/product-history";
import { updateProductField } from "../../services/admin/update-product-field";
import { adminActorOf, NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ["admin"];
const refOf = (params: { lenderId: string; productId: string }) => ({
  lenderId: params.lenderId,
  productId: params.productId,
});

const productHistoryRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.patch(
    "/lenders/:lenderId/products/:productId/field",
    {
      schema: {
        tags,
        summary: "Update one loan product field with its history entry (409 no_changes)",
        params: adminProductParams,
        body: adminProductFieldBodySchema,
        response: { 200: adminProductFieldResultSchema, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const result = await updateProductField({
        db,
        actor: await adminActorOf(request),
        ref: refOf(request.params),
        field: request.body.field,
        value: request.body.value,
        changedAt: request.body.changedAt,
        notes: request.body.notes,
        now: new Date(),
      });
      reply.header("cache-control", NO_STORE);
      return result;
    },
  );

  app.get(
    "/lenders/:lenderId/products/:productId/history",
    {
      schema: {
        tags,
        summary: "A loan product's field history, newest first (one field, or all)",
        params: adminProductParams,
        querystring: fieldHistoryQuerySchema,
        response: { 200: fieldHistoryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return { items: await listProductHistory(db, refOf(request.params), request.query.field) };
    },
  );

  app.post(
    "/lenders/:lenderId/products/:productId/history",
    {
      schema: {
        tags,
        summary: "Add a manual history entry to a loan product field",
        params: adminProductParams,
        body: addProductHistoryEntryBodySchema,
        response: { 201: fieldHistoryEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await addProductHistoryEntry({
        db,
        actor: await adminActorOf(request),
        ref: refOf(request.params),
        ...request.body,
        now: new Date(),
      });
      reply.code(201);
      return entry;
    },
  );

  app.patch(
    "/lenders/:lenderId/products/:productId/history/:entryId",
    {
      schema: {
        tags,
        summary: "Edit a loan product history entry (value, notes, date)",
        params: adminProductHistoryEntryParams,
        body: editHistoryEntryBodySchema,
        response: { 200: fieldHistoryEntrySchema, ...errors },
      },
    },
    async (request) =>
      editProductHistoryEntry({
        db,
        actor: await adminActorOf(request),
        ref: refOf(request.params),
        entryId: request.params.entryId,
        ...request.body,
        now: new Date(),
      }),
  );

  app.delete(
    "/lenders/:lenderId/products/:productId/history/:entryId",
    {
      schema: {
        tags,
        summary: "Delete a loan product history entry",
        params: adminProductHistoryEntryParams,
        response: { 200: historyEntryDeletedSchema, ...errors },
      },
    },
    async (request) =>
      deleteProductHistoryEntry({
        db,
        actor: await adminActorOf(request),
        ref: refOf(request.params),
        entryId: request.params.entryId,
      }),
  );
};

export default productHistoryRoutes;
