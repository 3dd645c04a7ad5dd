/**
 * The lender's desk (issue 31): its private pipeline of each request and the CSV export of
 * its requests. Approved lender accounts only (requireApprovedLender); rows are the caller's
 * own: the pipeline through canManagePipeline (another lender's submission is 404), the
 * export through ownLenderScope.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  leadListQuerySchema,
  pipelineBodySchema,
  pipelineResponseSchema,
} from "@/domain/contract/lender-leads";
import { submissionIdParams } from "@/domain/contract/lender-workspace";
import { csvFileName } from "@/domain/exports/csv";
import { toActor } from "@/domain/policies/actor";
import { toUtcDateOnly } from "@/domain/reference/dates";
import { csvResponse, sendCsv } from "../../lib/send-csv";
import { requireApprovedLender, viewerOf } from "../../plugins/guards";
import { exportLenderLeads } from "../../services/lender-workspace/export-lender-leads";
import { resolveOwnLender } from "../../services/lender-workspace/resolve-own-lender";
import { setLeadPipeline } from "../../services/lender-workspace/set-lead-pipeline";
import type { RouteDeps } from "../route-deps";

const errors = { 401: errorResponse, 403: errorResponse };

const leadRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db">> = async (app, { db }) => {
  app.put(
    "/api/lender-workspace/inquiries/:submissionId/pipeline",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Set my private stage and notes of a request sent to me",
        description:
          "Only this lender sees them; the borrower's view does not change. Field history. Issue 31.",
        params: submissionIdParams,
        body: pipelineBodySchema,
        response: {
          200: pipelineResponseSchema,
          400: errorResponse,
          ...errors,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      reply.header("cache-control", "private, no-store");
      const pipeline = await setLeadPipeline({
        db,
        actor: toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null),
        submissionId: request.params.submissionId,
        stage: request.body.stage,
        notes: request.body.notes,
        now: new Date(),
      });
      return { pipeline };
    },
  );

  app.get(
    "/api/lender-workspace/inquiries/export",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "My requests as CSV, with the list's filters and sort (every page)",
        description:
          "UTF-8 with a byte order mark, the lead card's columns, text cells that a " +
          "spreadsheet would run as a formula prefixed with '. Streamed. Issue 31.",
        querystring: leadListQuerySchema,
        response: { 200: csvResponse, 400: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      const { page: _page, ...filters } = request.query;
      const now = new Date();
      const chunks = exportLenderLeads(
        db,
        toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null),
        filters,
        now,
      );
      return sendCsv(reply, csvFileName("requests", toUtcDateOnly(now)), chunks);
    },
  );
};

export default leadRoutes;
