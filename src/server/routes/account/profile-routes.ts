/**
 * Account routes beyond better-auth's own (/api/auth/*): profile edit, onboarding, password
 * change or add. Signed-out callers get 401 before their body is read. (Earlier anonymous
 * requests are linked when a session begins: see auth/link-on-session.ts.)
 */
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  completeProfileBodySchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  profilePatchBodySchema,
  profileResponseSchema,
} from "@/domain/contract/account";
import { errorResponse } from "@/domain/contract/error";
import { toActor } from "@/domain/policies/actor";
import { requireSignedIn, viewerOf } from "../../plugins/guards";
import { changeOwnPassword } from "../../services/account/change-own-password";
import { completeProfile } from "../../services/account/complete-profile";
import { updateProfile } from "../../services/account/update-profile";
import type { RouteDeps } from "../route-deps";

const errors = { 400: errorResponse, 401: errorResponse };

const accountRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "auth" | "db" | "rateLimits">> = async (
  app,
  { auth, db, rateLimits },
) => {
  app.patch(
    "/api/me/profile",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Edit my profile: full name, phone, experience, credit score",
        body: profilePatchBodySchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const profile = await updateProfile({
        db,
        actor: toActor(viewer.profile),
        profileId: viewer.user.id,
        changes: request.body,
      });
      return { profile };
    },
  );

  app.post(
    "/api/me/complete-profile",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Complete a new profile: name, contact, role (lenders start pending)",
        body: completeProfileBodySchema,
        response: { 200: profileResponseSchema, ...errors, 409: errorResponse },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const profile = await completeProfile({ db, userId: viewer.user.id, input: request.body });
      return { profile };
    },
  );

  app.post(
    "/api/me/password",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Change my password (current one required), or add one if I have none",
        body: passwordChangeBodySchema,
        response: {
          200: passwordChangeResponseSchema,
          ...errors,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const result = await changeOwnPassword({
        auth,
        rateLimits,
        headers: fromNodeHeaders(request.headers),
        user: viewer.user,
        input: request.body,
      });
      if (result.setCookies.length > 0) reply.header("set-cookie", result.setCookies);
      return { added: result.added };
    },
  );
};

export default accountRoutes;
