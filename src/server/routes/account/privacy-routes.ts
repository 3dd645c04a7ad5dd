/**
 * The person's own privacy requests (issue 33; contract: privacy.ts): 'Download my data' (a
 * JSON attachment of everything held about the account) and 'Delete my account' (typed email
 * plus the password, or a recent sign-in). Both are logged for the admin's privacy log.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  dataExportSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from "@/domain/contract/privacy";
import { toActor } from "@/domain/policies/actor";
import { toUtcDateOnly } from "@/domain/reference/dates";
import { requireSignedIn, viewerOf } from "../../plugins/guards";
import { deleteOwnAccount } from "../../services/privacy/delete-own-account";
import { exportOwnData } from "../../services/privacy/export-own-data";
import type { RouteDeps } from "../route-deps";

const privacyRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "auth" | "db" | "rateLimits">> = async (
  app,
  { auth, db, rateLimits },
) => {
  app.get(
    "/api/me/export",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Download my data: everything LenderLane holds about my account, as JSON",
        response: { 200: dataExportSchema, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const now = new Date();
      const document = await exportOwnData({
        db,
        actor: toActor(viewer.profile),
        userId: viewer.user.id,
        userType: viewer.profile.userType,
        log: request.method === "GET",
        now,
      });
      reply.header("cache-control", "no-store");
      reply.header(
        "content-disposition",
        `attachment; filename="lenderlane-data-${toUtcDateOnly(now)}.json"`,
      );
      return document;
    },
  );

  app.post(
    "/api/me/delete",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Delete my account (typed email, and my password or a recent sign-in)",
        description:
          "Requests stay for their lenders as 'Deleted borrower' with their figures; a lender " +
          "account's record is closed. 409 last_admin for the only admin; 403 " +
          "recent_sign_in_required for an account without a password and an older session.",
        body: deleteAccountBodySchema,
        response: {
          200: deleteAccountResponseSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      await deleteOwnAccount({
        db,
        auth,
        rateLimits,
        actor: toActor(viewer.profile),
        user: viewer.user,
        sessionId: viewer.session.id,
        confirmEmail: request.body.confirmEmail,
        password: request.body.password,
      });
      return { deleted: true as const };
    },
  );
};

export default privacyRoutes;
