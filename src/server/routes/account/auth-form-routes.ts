/**
 * The account forms without JavaScript (issue 30, docs/decisions/2026-11-27-forms-without-javascript.md):
 * /auth's magic-link, sign-in and sign-up forms, /lender-login and /lender-signup post here
 * (form-encoded) when the page's script has not run, and each answer is a 303 to the next page
 * (services/account/submit-auth-form.ts). The origin guard refuses another site's post as it
 * does any other; the limits are those of the JSON flow, which these calls go through.
 */
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { AUTH_FORM_PATHS, type AuthFormName } from "@/domain/accounts/auth-forms";
import { authFormBodySchema } from "@/domain/contract/account";
import { errorResponse } from "@/domain/contract/error";
import {
  type AuthFormAnswer,
  type AuthFormContext,
  type FormFields,
  submitLenderSignupForm,
  submitMagicLinkForm,
  submitSignInForm,
  submitSignUpForm,
} from "../../services/account/submit-auth-form";
import type { RouteDeps } from "../route-deps";

/** The longest form (lender sign-up) is well under 10 KB. */
const FORM_BODY_LIMIT = 16 * 1024;

const SUBMITS: Record<
  AuthFormName,
  (context: AuthFormContext, fields: FormFields) => Promise<AuthFormAnswer>
> = {
  magicLink: submitMagicLinkForm,
  signIn: submitSignInForm,
  signUp: submitSignUpForm,
  lenderSignup: submitLenderSignupForm,
};

const authFormRoutes: FastifyPluginAsyncZod<
  Pick<RouteDeps, "auth" | "db" | "rateLimits" | "baseUrl">
> = async (app, { auth, db, rateLimits, baseUrl }) => {
  const appOrigin = new URL(baseUrl).origin;
  // Its own scope: form bodies are read by these routes only (every other route takes JSON).
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const [name, url] of Object.entries(AUTH_FORM_PATHS) as [AuthFormName, string][]) {
      forms.withTypeProvider<ZodTypeProvider>().post(
        url,
        {
          bodyLimit: FORM_BODY_LIMIT,
          schema: {
            hide: true,
            body: authFormBodySchema,
            response: { 400: errorResponse },
          },
        },
        async (request, reply) => {
          const answer = await SUBMITS[name](
            {
              auth,
              db,
              rateLimits,
              origin: `${request.protocol}://${request.host}`,
              appOrigin,
              headers: fromNodeHeaders(request.headers),
              cookie: request.headers.cookie,
              clientAddress: request.ip,
            },
            request.body,
          );
          if (answer.setCookies.length > 0) reply.header("set-cookie", answer.setCookies);
          // Never kept by a cache: the answer is this visitor's (a session cookie, their email).
          reply.header("cache-control", "no-store");
          return reply.redirect(answer.location, 303);
        },
      );
    }
  });
};

export default authFormRoutes;
