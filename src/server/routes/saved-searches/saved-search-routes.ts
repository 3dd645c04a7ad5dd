/**
 * Saved searches with alerts (issue 32; contract in src/domain/contract/saved-searches.ts):
 * a borrower's own listing queries. Borrower accounts only (canSaveSearches): 401 for a
 * visitor, 403 for lender and admin accounts; another borrower's search answers 404 like a
 * missing one (ownsSavedSearch). The alert's unsubscribe link works signed out: its signed
 * token authorises (GET reads, POST pauses; RFC 8058 one-click POSTs the mail's address).
 */

import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import {
  createSavedSearchBodySchema,
  savedSearchAlertStatusSchema,
  savedSearchListResponseSchema,
  savedSearchOneClickBodySchema,
  savedSearchParams,
  savedSearchResponseSchema,
  savedSearchTokenQuerySchema,
  savedSearchUnsubscribeBodySchema,
  updateSavedSearchBodySchema,
} from "@/domain/contract/saved-searches";
import { canSaveSearches } from "@/domain/policies/saved-search-policies";
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
} from "@/domain/saved-searches/saved-search-rules";
import { acceptOneClickBodies } from "../../lib/one-click-body";
import { actorOf, requirePolicy, viewerOf } from "../../plugins/guards";
import { consentOriginOf } from "../../services/privacy/record-consent";
import {
  deleteSavedSearch,
  updateSavedSearch,
} from "../../services/saved-searches/change-saved-search";
import { createSavedSearch } from "../../services/saved-searches/create-saved-search";
import { listSavedSearches } from "../../services/saved-searches/list-saved-searches";
import {
  pauseSearchAlerts,
  readSearchAlertStatus,
} from "../../services/saved-searches/unsubscribe-saved-search";
import type { RouteDeps } from "../route-deps";

const requireBorrower = requirePolicy(canSaveSearches, SAVED_SEARCH_MESSAGES.borrowersOnly);
const signedInErrors = { 401: errorResponse, 403: errorResponse };

const savedSearchRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "db" | "auth" | "catalogue">
> = async (app, { db, auth, catalogue }) => {
  const secret = async () => (await auth.$context).secret;

  app.get(
    "/api/saved-searches",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["saved-searches"],
        summary: "My saved searches, oldest first",
        response: { 200: savedSearchListResponseSchema, ...signedInErrors },
      },
    },
    async (request) => ({
      items: await listSavedSearches(db, await actorOf(request)),
      limit: SAVED_SEARCH_LIMIT,
    }),
  );

  app.post(
    "/api/saved-searches",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["saved-searches"],
        summary: "Save a listing query with daily or weekly alerts (at most 20)",
        body: createSavedSearchBodySchema,
        response: {
          201: savedSearchResponseSchema,
          400: errorResponse,
          ...signedInErrors,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const search = await createSavedSearch({
        db,
        catalogue,
        borrowerId: viewer.user.id,
        body: request.body,
      });
      return reply.status(201).send({ search });
    },
  );

  app.patch(
    "/api/saved-searches/:id",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["saved-searches"],
        summary: "Rename a saved search, change its frequency, pause or resume its alerts",
        params: savedSearchParams,
        body: updateSavedSearchBodySchema,
        response: {
          200: savedSearchResponseSchema,
          400: errorResponse,
          ...signedInErrors,
          404: errorResponse,
        },
      },
    },
    async (request) => ({
      search: await updateSavedSearch({
        db,
        actor: await actorOf(request),
        id: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    "/api/saved-searches/:id",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["saved-searches"],
        summary: "Delete a saved search",
        params: savedSearchParams,
        response: { 204: z.null().describe("No content"), ...signedInErrors, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch({ db, actor: await actorOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/saved-searches/unsubscribe",
    {
      schema: {
        tags: ["saved-searches"],
        summary: "Which saved search an alert's unsubscribe link is about, and its state",
        querystring: savedSearchTokenQuerySchema,
        response: { 200: savedSearchAlertStatusSchema, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readSearchAlertStatus(db, await secret(), request.query.token);
    },
  );

  app.post(
    "/api/saved-searches/unsubscribe",
    {
      schema: {
        tags: ["saved-searches"],
        summary: "Stop the alerts of one saved search through its signed link",
        body: savedSearchUnsubscribeBodySchema,
        response: { 200: savedSearchAlertStatusSchema, 400: errorResponse },
      },
    },
    async (request) =>
      pauseSearchAlerts(db, await secret(), request.body.token, {
        origin: consentOriginOf(request),
        oneClick: false,
      }),
  );

  // Its own scope, so the form parsers serve the one-click route only (RFC 8058 allows both).
  await app.register(async (oneClick) => {
    acceptOneClickBodies(oneClick);
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      "/saved-searches/unsubscribe",
      {
        schema: {
          tags: ["saved-searches"],
          summary: "RFC 8058 one-click unsubscribe from a saved-search alert",
          querystring: savedSearchTokenQuerySchema,
          body: savedSearchOneClickBodySchema,
          response: { 200: savedSearchAlertStatusSchema, 400: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return pauseSearchAlerts(db, await secret(), request.query.token, {
          origin: consentOriginOf(request),
          oneClick: true,
        });
      },
    );
  });
};

export default savedSearchRoutes;
