import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSignedIn, viewerOf } from "../plugins/guards";
import { hasPassword } from "../services/has-password";
import { toProfileDto } from "../services/profile-dto";
import { errorResponse, profileSchema } from "./schemas";

const meResponse = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
  }),
  profile: profileSchema,
  /** Whether the user can sign in with a password (else magic link only: may add one). */
  hasPassword: z.boolean(),
});

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/me",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "The signed-in user and their profile",
        response: { 200: meResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      reply.header("cache-control", "no-store");
      return {
        user: viewer.user,
        profile: toProfileDto(viewer.profile),
        hasPassword: await hasPassword({ auth: app.auth, userId: viewer.user.id }),
      };
    },
  );
};

export default meRoutes;
