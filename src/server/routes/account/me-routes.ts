import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { linkedInquiriesAckResponseSchema, meAnswerSchema } from "@/domain/contract/account";
import { errorResponse } from "@/domain/contract/error";
import { setLinkedInquiries } from "../../auth/link-on-session";
import { requireSignedIn, viewerOf } from "../../plugins/guards";
import { hasPassword } from "../../services/account/has-password";
import { toProfileDto } from "../../services/account/to-profile-dto";
import type { RouteDeps } from "../route-deps";

const meRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "auth" | "db">> = async (
  app,
  { auth, db },
) => {
  app.get(
    "/api/me",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in user and their profile, or null for a visitor",
        response: { 200: meAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Signed out is an answer, not an error: the web asks on every page.
      const viewer = await request.getViewer();
      if (!viewer) return null;
      return {
        user: viewer.user,
        profile: toProfileDto(viewer.profile),
        hasPassword: await hasPassword({ auth, userId: viewer.user.id }),
        // Linked when this session began (auth/link-on-session.ts), until acknowledged.
        linkedInquiries: viewer.session.linkedInquiries,
      };
    },
  );

  app.post(
    "/api/me/linked-inquiries/ack",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "The 'Previous Submissions Found' notice was shown: clear the session's count",
        response: { 204: linkedInquiriesAckResponseSchema, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      await setLinkedInquiries(db, viewer.session.id, 0);
      return reply.status(204).send(null);
    },
  );
};

export default meRoutes;
