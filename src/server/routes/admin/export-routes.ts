/**
 * The admin's CSV downloads (issue 31 'Exports'): lenders, loan products, loan requests and
 * users, streamed. Registered inside the admin plugin, whose hook requires an admin
 * (canAccessAdmin).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import { ADMIN_EXPORT_KINDS } from "@/domain/exports/admin-columns";
import { csvFileName } from "@/domain/exports/csv";
import { toUtcDateOnly } from "@/domain/reference/dates";
import { csvResponse, sendCsv } from "../../lib/send-csv";
import { exportAdminCsv } from "../../services/admin/export-admin-csv";
import type { AdminRouteDeps } from "./index";

export const adminExportParams = z.object({ kind: z.enum(ADMIN_EXPORT_KINDS) });

const exportRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { db }) => {
  app.get(
    "/exports/:kind",
    {
      schema: {
        tags: ["admin"],
        summary: "Every lender, loan product, loan request or user as CSV (streamed)",
        description:
          "UTF-8 with a byte order mark; text cells a spreadsheet would run as a formula " +
          "are prefixed with '. Issue 31.",
        params: adminExportParams,
        response: { 200: csvResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const fileName = csvFileName(kind, toUtcDateOnly(new Date()));
      return sendCsv(reply, fileName, exportAdminCsv(db, kind));
    },
  );
};

export default exportRoutes;
