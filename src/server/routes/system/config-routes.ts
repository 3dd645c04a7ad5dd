import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicConfigSchema } from "@/domain/contract/system";
import type { RouteDeps } from "../route-deps";

/** Public settings the web app needs (contact addresses come from configuration). */
const configRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "supportEmail">> = async (
  app,
  options,
) => {
  app.get(
    "/api/config",
    {
      schema: {
        tags: ["system"],
        summary: "Public client configuration",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { supportEmail: options.supportEmail };
    },
  );
};

export default configRoutes;
