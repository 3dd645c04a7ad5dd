/**
 * Account routes beyond better-auth's own (/api/auth/*): profile edit, onboarding, password
 * change or add, and linking earlier anonymous requests. Signed-out callers get 401 before
 * their body is read.
 */
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { profileSchema } from "@/domain/contract/account";
import { errorResponse } from "@/domain/contract/error";
import { newPasswordSchema } from "@/domain/password";
import { completeProfileSchema, profileEditSchema } from "@/domain/profile-schemas";
import type { Auth } from "../../auth/auth";
import type { Database } from "../../db/client";
import { requireSignedIn, viewerOf } from "../../plugins/guards";
import { changeOwnPassword } from "../../services/account/change-own-password";
import { completeProfile } from "../../services/account/complete-profile";
import { linkAnonymousInquiries } from "../../services/account/link-anonymous-inquiries";
import { updateProfile } from "../../services/account/update-profile";

/** PATCH semantics: each field of the domain's profile edit schema, absent = unchanged. */
const profilePatchBody = z.object({
  fullName: profileEditSchema.shape.fullName.optional(),
  phone: profileEditSchema.shape.phone.optional(),
  experienceYears: profileEditSchema.shape.experienceYears.optional(),
  creditScore: profileEditSchema.shape.creditScore.optional(),
});

const passwordBody = z.object({
  currentPassword: z.string().nullish(),
  newPassword: newPasswordSchema,
});

const profileResponse = z.object({ profile: profileSchema });
const errors = { 400: errorResponse, 401: errorResponse };

const accountRoutes: FastifyPluginAsyncZod<{ auth: Auth; db: Database }> = async (
  app,
  { auth, db },
) => {
  app.patch(
    "/api/me/profile",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Edit my profile: full name, phone, experience, credit score",
        body: profilePatchBody,
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const profile = await updateProfile({ db, userId: viewer.user.id, changes: request.body });
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
        body: completeProfileSchema,
        response: { 200: profileResponse, ...errors, 409: errorResponse },
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
        body: passwordBody,
        response: {
          200: z.object({ added: z.boolean() }),
          ...errors,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const result = await changeOwnPassword({
        auth,
        db,
        headers: fromNodeHeaders(request.headers),
        user: viewer.user,
        input: request.body,
      });
      if (result.setCookies.length > 0) reply.header("set-cookie", result.setCookies);
      return { added: result.added };
    },
  );

  app.post(
    "/api/me/link-inquiries",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Attach my earlier anonymous loan requests (same verified email) to me",
        response: { 200: z.object({ linked: z.number().int() }), 401: errorResponse },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      return linkAnonymousInquiries({ db, user: viewer.user });
    },
  );
};

export default accountRoutes;
