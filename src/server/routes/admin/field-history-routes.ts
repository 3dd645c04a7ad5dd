/**
 * Admin single-field edit and field history routes (spec 2 'Edit <label>' and 'History for
 * <field>', spec 7 'History'; contract: admin-field-history.ts), written once and registered
 * for each record with a history: a lender (/lenders/:lenderId/…) and one of its loan products
 * (/lenders/:lenderId/products/:productId/…, another lender's product is 404). Registered
 * inside the admin plugin, whose hook requires an admin.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  editHistoryEntryBodySchema,
  fieldHistoryEntrySchema,
  fieldHistoryListSchema,
  fieldHistoryQuerySchema,
  historyEntryDeletedSchema,
} from "@/domain/contract/admin-field-history";
import { LENDER_FIELD_HISTORY, PRODUCT_FIELD_HISTORY } from "@/domain/contract/admin-lenders";
import { errorResponse } from "@/domain/contract/error";
import {
  addHistoryEntry,
  deleteHistoryEntry,
  editHistoryEntry,
} from "../../services/admin/change-history-entry";
import { listFieldHistory } from "../../services/admin/field-history";
import {
  type HistoryEntity,
  LENDER_HISTORY,
  PRODUCT_HISTORY,
} from "../../services/admin/history-entities";
import { updateField } from "../../services/admin/update-field";
import { adminActorOf, NO_STORE } from "./admin-actor";
import type { AdminRouteDeps } from "./index";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ["admin"];

type FieldValue = z.output<typeof LENDER_FIELD_HISTORY.fieldBody>["value"];

interface HistoryRoutesConfig<Ref extends { lenderId: string }, Row, Result> {
  /** The record's path, with its parameters: '/lenders/:lenderId'. */
  path: string;
  /** The record in the routes' summaries: 'lender', 'loan product'. */
  noun: string;
  entity: HistoryEntity<Ref, Row, Result>;
  contract: {
    params: z.ZodType<Ref>;
    entryParams: z.ZodType<Ref & { entryId: string }>;
    fieldBody: z.ZodType<{
      field: string;
      value: FieldValue;
      changedAt?: string | undefined;
      notes?: string | null | undefined;
    }>;
    fieldResult: z.ZodType;
    addEntryBody: z.ZodType<{
      field: string;
      value: string;
      changedAt?: string | undefined;
      notes?: string | null | undefined;
    }>;
  };
}

function fieldHistoryRoutes<Ref extends { lenderId: string }, Row, Result>(
  config: HistoryRoutesConfig<Ref, Row, Result>,
): FastifyPluginAsyncZod<AdminRouteDeps> {
  const { path, noun, entity, contract } = config;
  return async (app, { db }) => {
    // The params as the contract parsed them (the type provider's generic type loses them).
    const refOf = (params: unknown) => params as Ref;
    const entryOf = (params: unknown) => (params as { entryId: string }).entryId;
    /** What every write takes: the database, the acting admin, the entity and the record. */
    const writeOf = async (request: FastifyRequest) => ({
      db,
      actor: await adminActorOf(request),
      entity,
      ref: refOf(request.params),
    });

    app.patch(
      `${path}/field`,
      {
        schema: {
          tags,
          summary: `Update one ${noun} field with its history entry (409 no_changes)`,
          params: contract.params,
          body: contract.fieldBody,
          response: { 200: contract.fieldResult, ...errors, 409: errorResponse },
        },
      },
      async (request, reply) => {
        const result = await updateField({
          ...(await writeOf(request)),
          ...request.body,
          now: new Date(),
        });
        reply.header("cache-control", NO_STORE);
        return result;
      },
    );

    app.get(
      `${path}/history`,
      {
        schema: {
          tags,
          summary: `A ${noun}'s field history, newest first (one field, or all)`,
          params: contract.params,
          querystring: fieldHistoryQuerySchema,
          response: { 200: fieldHistoryListSchema, ...errors },
        },
      },
      async (request, reply) => {
        const items = await listFieldHistory(
          db,
          entity,
          refOf(request.params),
          request.query.field,
        );
        reply.header("cache-control", NO_STORE);
        return { items };
      },
    );

    app.post(
      `${path}/history`,
      {
        schema: {
          tags,
          summary: `Add a manual history entry to a ${noun} field`,
          params: contract.params,
          body: contract.addEntryBody,
          response: { 201: fieldHistoryEntrySchema, ...errors },
        },
      },
      async (request, reply) => {
        const entry = await addHistoryEntry({
          ...(await writeOf(request)),
          ...request.body,
          now: new Date(),
        });
        reply.code(201);
        return entry;
      },
    );

    app.patch(
      `${path}/history/:entryId`,
      {
        schema: {
          tags,
          summary: `Edit a ${noun} history entry (value, notes, date)`,
          params: contract.entryParams,
          body: editHistoryEntryBodySchema,
          response: { 200: fieldHistoryEntrySchema, ...errors },
        },
      },
      async (request) =>
        editHistoryEntry({
          ...(await writeOf(request)),
          entryId: entryOf(request.params),
          ...request.body,
          now: new Date(),
        }),
    );

    app.delete(
      `${path}/history/:entryId`,
      {
        schema: {
          tags,
          summary: `Delete a ${noun} history entry`,
          params: contract.entryParams,
          response: { 200: historyEntryDeletedSchema, ...errors },
        },
      },
      async (request) =>
        deleteHistoryEntry({ ...(await writeOf(request)), entryId: entryOf(request.params) }),
    );
  };
}

export const lenderHistoryRoutes = fieldHistoryRoutes({
  path: "/lenders/:lenderId",
  noun: "lender",
  entity: LENDER_HISTORY,
  contract: LENDER_FIELD_HISTORY,
});

export const productHistoryRoutes = fieldHistoryRoutes({
  path: "/lenders/:lenderId/products/:productId",
  noun: "loan product",
  entity: PRODUCT_HISTORY,
  contract: PRODUCT_FIELD_HISTORY,
});
