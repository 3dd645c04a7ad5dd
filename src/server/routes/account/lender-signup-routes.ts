import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { lenderSignupBodySchema, lenderSignupResponseSchema } from "@/domain/contract/account";
import { errorResponse } from "@/domain/contract/error";
import { signUpLender } from "../../services/account/sign-up-lender";
import type { RouteDeps } from "../route-deps";

const lenderSignupRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "auth" | "db" | "rateLimits">
> = async (app, { auth, db, rateLimits }) => {
  app.post(
    "/api/lender-signup",
    {
      schema: {
        tags: ["account"],
        summary: "Create a lender account (pending admin approval)",
        body: lenderSignupBodySchema,
        response: {
          201: lenderSignupResponseSchema,
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await signUpLender({
        auth,
        db,
        rateLimits,
        headers: fromNodeHeaders(request.headers),
        input: request.body,
        clientAddress: request.ip,
      });
      return reply.status(201).send(result);
    },
  );
};

export default lenderSignupRoutes;
