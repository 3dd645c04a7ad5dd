import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { signUpLender } from "../services/sign-up-lender";
import { errorResponse } from "./schemas";

// TODO(domain): replace with the shared lender sign-up schema from src/domain once it lands.
const lenderSignupBody = z.object({
  companyName: z.string().trim().min(1, "Company name is required").max(200),
  email: z.email("Please enter a valid email address").max(254, "Email address is too long"),
  password: z
    .string()
    .min(6, "Password must be at least 6 characters long.")
    .max(128, "Password is too long."),
  website: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

const lenderSignupRoutes: FastifyPluginAsyncZod<{ auth: Auth; db: Database }> = async (
  app,
  { auth, db },
) => {
  app.post(
    "/api/lender-signup",
    {
      schema: {
        tags: ["account"],
        summary: "Create a lender account (pending admin approval)",
        body: lenderSignupBody,
        response: { 201: z.object({ email: z.string() }), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const result = await signUpLender({
        auth,
        db,
        headers: fromNodeHeaders(request.headers),
        input: request.body,
      });
      return reply.status(201).send(result);
    },
  );
};

export default lenderSignupRoutes;
