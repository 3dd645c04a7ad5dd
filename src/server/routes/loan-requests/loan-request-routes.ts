/**
 * Loan requests (issue 11; contract in src/domain/contract/loan-requests.ts): a borrower's own
 * requests and their lender submissions, and the visitor's anonymous request. Signed-in routes
 * are for borrowers (inquiry policies): 401 for a visitor, 403 for lender and admin accounts;
 * another borrower's request answers 404 like a missing one.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  addSubmissionsBodySchema,
  anonymousLoanRequestBodySchema,
  anonymousLoanRequestResponseSchema,
  archiveLoanRequestBodySchema,
  createLoanRequestBodySchema,
  loanRequestListResponseSchema,
  loanRequestParams,
  loanRequestResponseSchema,
  matchingLendersResponseSchema,
  receivingLendersQuerySchema,
  receivingLendersResponseSchema,
  submissionParams,
  submissionStatusBodySchema,
} from "@/domain/contract/loan-requests";
import { canManageOwnInquiries, canSubmitAnonymously } from "@/domain/policies/inquiry-policies";
import { forbidden } from "../../lib/app-error";
import { withRecipientCap } from "../../mail/recipient-cap";
import { actorOf, requirePolicy, viewerOf } from "../../plugins/guards";
import { addSubmissions } from "../../services/loan-requests/add-submissions";
import { createLoanRequest } from "../../services/loan-requests/create-loan-request";
import { findMatchingLenders } from "../../services/loan-requests/find-matching-lenders";
import { listOwnLoanRequests } from "../../services/loan-requests/load-loan-requests";
import { rankReceivingLenders } from "../../services/loan-requests/rank-receiving-lenders";
import { submitAnonymousLoanRequest } from "../../services/loan-requests/submit-anonymous-loan-request";
import {
  setLoanRequestArchived,
  updateSubmissionStatus,
} from "../../services/loan-requests/update-loan-request";
import { consentOriginOf } from "../../services/privacy/record-consent";
import type { RouteDeps } from "../route-deps";

export const BORROWERS_ONLY_MESSAGE = "Loan requests are sent from borrower accounts.";
export const SIGNED_IN_ANONYMOUS_MESSAGE =
  "You are signed in: send the request from your account instead.";

const requireBorrower = requirePolicy(canManageOwnInquiries, BORROWERS_ONLY_MESSAGE);

const signedInErrors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

const loanRequestRoutes: FastifyPluginAsyncZod<
  Pick<
    RouteDeps,
    "db" | "auth" | "mailer" | "catalogue" | "baseUrl" | "supportEmail" | "rateLimits"
  >
> = async (app, { db, auth, mailer, catalogue, baseUrl, supportEmail, rateLimits }) => {
  // The auth secret signs the new-request mail's unsubscribe link (issue 31).
  const mailContext = async () => ({
    mailer,
    baseUrl,
    supportEmail,
    rateLimits,
    secret: (await auth.$context).secret,
  });
  const visitorMailer = withRecipientCap(mailer, rateLimits);

  app.get(
    "/api/loan-requests",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["loan-requests"],
        summary: "My loan requests with their lender submissions, newest first",
        response: { 200: loanRequestListResponseSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    // Anonymous requests of the user's (proven) email are claimed when they can first be: at
    // the session's start (auth/link-on-session.ts) and at their confirmation, which waits for
    // a verification in progress (confirm-anonymous-request.ts); not again on every read
    // (issue 34: an UPDATE per dashboard call).
    async (request) => ({ items: await listOwnLoanRequests(db, await actorOf(request)) }),
  );

  app.post(
    "/api/loan-requests",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["loan-requests"],
        summary: "Create a loan request, optionally submitted to up to 10 lenders",
        body: createLoanRequestBodySchema,
        response: {
          201: loanRequestResponseSchema,
          400: errorResponse,
          ...signedInErrors,
          409: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const created = await createLoanRequest({
        db,
        user: viewer.user,
        profile: viewer.profile,
        body: request.body,
        mail: await mailContext(),
        catalogue,
        rateLimits,
      });
      return reply.status(201).send({ request: created });
    },
  );

  app.post(
    "/api/loan-requests/anonymous",
    {
      schema: {
        tags: ["loan-requests"],
        summary: "A visitor's loan request (with an email), optionally to up to 10 lenders",
        body: anonymousLoanRequestBodySchema,
        response: {
          202: anonymousLoanRequestResponseSchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      if (!canSubmitAnonymously(await actorOf(request))) {
        throw forbidden(SIGNED_IN_ANONYMOUS_MESSAGE);
      }
      const answer = await submitAnonymousLoanRequest({
        db,
        rateLimits,
        clientAddress: request.ip,
        userAgent: consentOriginOf(request).userAgent,
        body: request.body,
        mail: await mailContext(),
        visitorMailer,
        log: (line) => request.log.warn(line),
      });
      return reply.status(202).send(answer);
    },
  );

  app.post(
    "/api/loan-requests/:id/submissions",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["loan-requests"],
        summary: "Send my request to 1-10 more lenders",
        params: loanRequestParams,
        body: addSubmissionsBodySchema,
        response: {
          201: loanRequestResponseSchema,
          400: errorResponse,
          ...signedInErrors,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const updated = await addSubmissions({
        db,
        actor: await actorOf(request),
        user: viewer.user,
        inquiryId: request.params.id,
        lenderIds: request.body.lenderIds,
        notes: request.body.notes ?? null,
        mail: await mailContext(),
      });
      return reply.status(201).send({ request: updated });
    },
  );

  app.get(
    "/api/loan-requests/:id/matching-lenders",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["loan-requests"],
        summary: "Lenders matching my request, best first, those already sent to marked",
        params: loanRequestParams,
        response: { 200: matchingLendersResponseSchema, 400: errorResponse, ...signedInErrors },
      },
    },
    async (request) =>
      findMatchingLenders({
        db,
        catalogue,
        actor: await actorOf(request),
        inquiryId: request.params.id,
      }),
  );

  app.get(
    "/api/loan-requests/receiving-lenders",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["loan-requests"],
        summary: "Lenders that may receive a new request like this one, best match first",
        querystring: receivingLendersQuerySchema,
        response: {
          200: receivingLendersResponseSchema,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const query = request.query;
      // The profile's credit score, as the created request would store it (and as
      // useFirstActiveLender ranks): the first item is the lender the server would pick.
      const items = rankReceivingLenders(await catalogue.get(), {
        loanType: query.investmentType,
        propertyState: query.propertyState,
        loanAmount: query.loanAmount ?? null,
        creditScore: viewer.profile.creditScore,
        propertyType: query.propertyType ?? null,
        experienceYears: viewer.profile.experienceYears,
      });
      return { items };
    },
  );

  app.patch(
    "/api/loan-requests/:id",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["loan-requests"],
        summary: "Archive or restore my request",
        params: loanRequestParams,
        body: archiveLoanRequestBodySchema,
        response: { 200: loanRequestResponseSchema, 400: errorResponse, ...signedInErrors },
      },
    },
    async (request) => ({
      request: await setLoanRequestArchived({
        db,
        actor: await actorOf(request),
        inquiryId: request.params.id,
        archived: request.body.archived,
      }),
    }),
  );

  app.patch(
    "/api/loan-requests/:id/submissions/:submissionId",
    {
      onRequest: requireBorrower,
      schema: {
        tags: ["loan-requests"],
        summary: "Set a lender's status on my request (funded may decline the others)",
        params: submissionParams,
        body: submissionStatusBodySchema,
        // 409: one deal, one outcome (already_funded, offer_accepted_elsewhere; issue 27).
        response: {
          200: loanRequestResponseSchema,
          400: errorResponse,
          409: errorResponse,
          ...signedInErrors,
        },
      },
    },
    async (request) => ({
      request: await updateSubmissionStatus({
        db,
        actor: await actorOf(request),
        inquiryId: request.params.id,
        submissionId: request.params.submissionId,
        status: request.body.status,
        declineOthers: request.body.declineOthers ?? false,
      }),
    }),
  );
};

export default loanRequestRoutes;
