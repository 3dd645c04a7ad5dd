import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { meResponseSchema } from "@/domain/contract/account";
import { errorResponse } from "@/domain/contract/error";
import { requireSignedIn, viewerOf } from "../../plugins/guards";
import { hasPassword } from "../../services/account/has-password";
import { toProfileDto } from "../../services/account/to-profile-dto";

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/me",
    {
      preHandler: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "The signed-in user and their profile",
        response: { 200: meResponseSchema, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      reply.header("cache-control", "no-store");
      return {
        user: viewer.user,
        profile: toProfileDto(viewer.profile),
        hasPassword: await hasPassword({ auth: app.auth, userId: viewer.user.id }),
        // Filled from the session by the inquiry-linking work (contract issue).
        linkedInquiries: 0,
      };
    },
  );
};

export default meRoutes;
