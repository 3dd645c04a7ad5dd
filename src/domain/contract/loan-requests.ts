/**
 * Contract of the loan request routes (issue 11): a borrower's or visitor's request (an
 * inquiry) and its submissions to lenders. The server routes use these schemas as their
 * `schema`; the web takes its types with z.infer.
 *
 * - GET    /api/loan-requests                                  → loanRequestListResponseSchema
 * - POST   /api/loan-requests                                  createLoanRequestBodySchema → 201 loanRequestResponseSchema
 * - POST   /api/loan-requests/anonymous                        anonymousLoanRequestBodySchema → 202 anonymousLoanRequestResponseSchema
 * - POST   /api/loan-requests/:id/submissions                  addSubmissionsBodySchema → 201 loanRequestResponseSchema
 * - GET    /api/loan-requests/:id/matching-lenders             → matchingLendersResponseSchema
 * - GET    /api/loan-requests/receiving-lenders                receivingLendersQuerySchema → receivingLendersResponseSchema
 * - PATCH  /api/loan-requests/:id                              archiveLoanRequestBodySchema → loanRequestResponseSchema
 * - PATCH  /api/loan-requests/:id/submissions/:submissionId    submissionStatusBodySchema → loanRequestResponseSchema
 *
 * Error codes: 400 validation_failed (fields), 401 unauthorized, 403 forbidden (not a
 * borrower), 404 not_found (not the caller's request, or an unknown/inactive lender),
 * 409 already_submitted (a chosen lender already holds the request: nothing written),
 * 409 lender_not_accepting_leads / loan_type_not_offered (a chosen lender does not accept
 * leads or has no active product of the request's type) and lender_limit_reached (the request
 * would reach more than 15 lenders), issue 27, nothing written; 409 outside_lending_criteria
 * (the request breaks a hard limit of a chosen lender's product, issue 31: the message names
 * the lender and what would make the request eligible), nothing written;
 * 429 too_many_requests (anonymous limits, with retryAfterSeconds), 429
 * too_many_loan_requests (10 new requests per borrower email a day), 503 service_unavailable
 * (useFirstActiveLender and no active lender).
 */

import { z } from "zod";
import { creditScoreSchema } from "../accounts/credit-score";
import { emailSchema } from "../accounts/email";
import { EXPERIENCE_VALUES } from "../accounts/experience";
import { optionalPhoneSchema } from "../accounts/phone";
import { CONTACT_CONSENT_VERSIONS } from "../consent/consent-wordings";
import { DECLINE_REASON_VALUES } from "../loan-requests/decline-reasons";
import {
  LOAN_REQUEST_NOTES_MAX_LENGTH,
  newLoanRequestSchema,
} from "../loan-requests/loan-request-schemas";
import { optionalTextMax } from "../reference/form-fields";
import { LOAN_PURPOSES, LOAN_TYPES } from "../reference/loan-types";
import { INQUIRY_STATUSES, SUBMISSION_STATUS_VALUES } from "../reference/statuses";
import { US_STATES } from "../reference/us-states";
import { matchScoreSchema, publicLenderSchema } from "./lenders";

/** At most this many lenders per create / 'Send to more lenders' call. */
export const MAX_LENDERS_PER_SUBMISSION = 10;

/** The lender's own answer to a submission (written by the lender workspace). */
export const LENDER_ANSWERS = ["interested", "declined"] as const;
export type LenderAnswer = (typeof LENDER_ANSWERS)[number];

const experienceField = z
  .preprocess((v) => (v === "" ? null : v), z.enum(EXPERIENCE_VALUES).nullish())
  .transform((v) => v ?? null);

/**
 * The request's fields as the forms send them: the new-request form (name, type, property
 * type, state, amount, notes) plus, optionally, credit score and experience (the quote wizard
 * sends experience; a signed-in borrower's profile fills what is left out).
 */
export const loanRequestInputSchema = newLoanRequestSchema.extend({
  creditScore: creditScoreSchema.optional(),
  experienceYears: experienceField.optional(),
});

export type LoanRequestInput = z.input<typeof loanRequestInputSchema>;

const lenderIdsSchema = (min: number) =>
  z
    .array(z.uuid({ error: "Unknown lender" }))
    .min(min, { error: "Choose at least one lender" })
    .max(MAX_LENDERS_PER_SUBMISSION, {
      error: `Choose at most ${MAX_LENDERS_PER_SUBMISSION} lenders at a time`,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: "A lender is listed twice" });

/**
 * POST /api/loan-requests (signed-in borrower). `lenderIds`: 0..10 lenders it is submitted to
 * in the same transaction (the wizard sends none, the submit dialog one, the dashboard's 'New
 * Loan Request' dialog the lender it named). Or `useFirstActiveLender: true`: the server picks
 * the first of GET /api/loan-requests/receiving-lenders' ranking for the request (an active
 * lender accepting leads and offering the type, best match first); 503 service_unavailable
 * when there is none.
 */
export const createLoanRequestBodySchema = z
  .object({
    request: loanRequestInputSchema,
    lenderIds: lenderIdsSchema(0).optional(),
    useFirstActiveLender: z.boolean().optional(),
  })
  .refine((b) => !(b.useFirstActiveLender && b.lenderIds && b.lenderIds.length > 0), {
    error: "Send either lenderIds or useFirstActiveLender",
    path: ["lenderIds"],
  });

export type CreateLoanRequestBody = z.input<typeof createLoanRequestBodySchema>;

/**
 * POST /api/loan-requests/anonymous (visitor; spec 7 submit-anonymous-loan). `website` is a
 * honeypot that people never see: it must stay empty. The answer is the same whether or not
 * the email has an account (and for a filled honeypot).
 */
export const anonymousLoanRequestBodySchema = z.object({
  email: emailSchema,
  phone: optionalPhoneSchema.optional(),
  creditScore: creditScoreSchema.optional(),
  experience: experienceField.optional(),
  request: newLoanRequestSchema,
  lenderIds: lenderIdsSchema(0).optional(),
  website: z.string().max(500).optional(),
  /**
   * Issue 33: the version of the contact line the visitor saw under the submit button
   * ('... may contact you by email or phone ...'); stored as a consent record with the time,
   * address and user agent. Absent when no line was shown (the quote wizard).
   */
  contactConsent: z.enum(CONTACT_CONSENT_VERSIONS).optional(),
});

export type AnonymousLoanRequestBody = z.input<typeof anonymousLoanRequestBodySchema>;

/** 202: the request is on its way; the visitor's sign-up link (/auth?email=...&mode=signup). */
export const anonymousLoanRequestResponseSchema = z
  .object({ signupUrl: z.string() })
  .meta({ id: "AnonymousLoanRequestAccepted" });

export type AnonymousLoanRequestResponse = z.infer<typeof anonymousLoanRequestResponseSchema>;

/**
 * POST /api/loan-requests/:id/submissions: 1..10 more lenders for an existing own request.
 * `notes` (the submit dialog's 'Review with additional notes' for an existing request) are
 * stored with each of these submissions and shown to those lenders only.
 */
export const addSubmissionsBodySchema = z.object({
  lenderIds: lenderIdsSchema(1),
  notes: optionalTextMax(LOAN_REQUEST_NOTES_MAX_LENGTH).optional(),
});

export type AddSubmissionsBody = z.input<typeof addSubmissionsBodySchema>;

/** PATCH /api/loan-requests/:id: Archive / Restore. */
export const archiveLoanRequestBodySchema = z.object({ archived: z.boolean() });

export type ArchiveLoanRequestBody = z.input<typeof archiveLoanRequestBodySchema>;

/**
 * PATCH /api/loan-requests/:id/submissions/:submissionId: the borrower's status of one lender.
 * `declineOthers` with status funded declines every other submission of the request that is
 * not declined yet, in the same transaction ('Yes, decline others').
 */
export const submissionStatusBodySchema = z.object({
  status: z.enum(SUBMISSION_STATUS_VALUES, { error: "Unknown submission status" }),
  declineOthers: z.boolean().optional(),
});

export type SubmissionStatusBody = z.input<typeof submissionStatusBodySchema>;

export const loanRequestParams = z.object({ id: z.uuid() });
export const submissionParams = z.object({ id: z.uuid(), submissionId: z.uuid() });

export const loanSubmissionSchema = z
  .object({
    id: z.uuid(),
    lenderId: z.uuid(),
    lenderName: z.string(),
    lenderSlug: z.string(),
    status: z.enum(SUBMISSION_STATUS_VALUES),
    createdAt: z.string(),
    /** The lender's own answer, null until the lender answers. */
    lenderAnswer: z.enum(LENDER_ANSWERS).nullable(),
    lenderNote: z.string().nullable(),
    /** Why the lender declined (issue 35), with its own words when the reason is 'other'. */
    declineReason: z.enum(DECLINE_REASON_VALUES).nullable(),
    declineReasonText: z.string().nullable(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: "LoanSubmission" });

export type LoanSubmissionDto = z.infer<typeof loanSubmissionSchema>;

export const loanRequestSchema = z
  .object({
    id: z.uuid(),
    customName: z.string().nullable(),
    userEmail: z.string().nullable(),
    loanAmount: z.number().nullable(),
    loanPurpose: z.enum(LOAN_PURPOSES).nullable(),
    investmentType: z.enum(LOAN_TYPES).nullable(),
    propertyState: z.string().nullable().describe("Two-letter code"),
    propertyType: z.string().nullable(),
    creditScore: z.number().int().nullable(),
    experienceYears: z.enum(EXPERIENCE_VALUES).nullable(),
    additionalNotes: z.string().nullable(),
    status: z.enum(INQUIRY_STATUSES),
    archived: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Newest first. */
    submissions: z.array(loanSubmissionSchema),
  })
  .meta({ id: "LoanRequest" });

export type LoanRequestDto = z.infer<typeof loanRequestSchema>;

/** GET /api/loan-requests: the caller's own requests, newest first (archived included). */
export const loanRequestListResponseSchema = z
  .object({ items: z.array(loanRequestSchema) })
  .meta({ id: "LoanRequestList" });

export type LoanRequestListResponse = z.infer<typeof loanRequestListResponseSchema>;

export const loanRequestResponseSchema = z.object({ request: loanRequestSchema });

export type LoanRequestResponse = z.infer<typeof loanRequestResponseSchema>;

/**
 * GET /api/loan-requests/:id/matching-lenders: active lenders offering the request's loan type
 * that match it by the listing's filter rules (state, amount, credit score, property type),
 * best match first (ties by name); `alreadySent` marks those holding the request.
 */
export const matchingLendersResponseSchema = z
  .object({
    items: z.array(
      z.object({
        lender: publicLenderSchema,
        match: matchScoreSchema,
        alreadySent: z.boolean(),
      }),
    ),
  })
  .meta({ id: "MatchingLenders" });

export type MatchingLendersResponse = z.infer<typeof matchingLendersResponseSchema>;
export type MatchingLender = MatchingLendersResponse["items"][number];

/**
 * GET /api/loan-requests/receiving-lenders (the dashboard's 'New Loan Request' dialog, issue 28):
 * who would receive a request not stored yet. Every active lender that accepts leads and offers
 * the type (domain/lenders/lead-eligibility.ts), best match first: those matching it by the listing's
 * rules in 'Send to more lenders' order (`fullMatch`), then the others by match score. The
 * first is the lender `useFirstActiveLender` picks.
 */
export const receivingLendersQuerySchema = z.object({
  investmentType: z.enum(LOAN_TYPES),
  propertyState: z
    .string()
    .refine((code) => US_STATES.some((s) => s.code === code), { error: "Unknown state" }),
  loanAmount: z.coerce.number().positive().max(1_000_000_000).optional(),
  propertyType: z.string().max(200).optional(),
});

export type ReceivingLendersQuery = z.input<typeof receivingLendersQuerySchema>;

export const receivingLendersResponseSchema = z
  .object({
    items: z.array(
      z.object({
        lender: publicLenderSchema,
        match: matchScoreSchema,
        /** Matches by every listing rule (state, amount, credit, property type). */
        fullMatch: z.boolean(),
      }),
    ),
  })
  .meta({ id: "ReceivingLenders" });

export type ReceivingLendersResponse = z.infer<typeof receivingLendersResponseSchema>;
export type ReceivingLender = ReceivingLendersResponse["items"][number];

/**
 * GET /api/next-step?token=… and POST /api/next-step {token} (issue 35): the next-step mail's
 * signed link. GET only reads (mail scanners open links); POST sends the request to the named
 * lenders that do not hold it yet. The signed token is the authorisation.
 */
export const nextStepQuerySchema = z.object({ token: z.string().min(1).max(2000) });
export const nextStepBodySchema = z.object({ token: z.string().min(1).max(2000) });
export const nextStepResponseSchema = z
  .object({
    requestName: z.string().nullable(),
    lenders: z.array(
      z.object({
        companyName: z.string(),
        slug: z.string().describe("The lender's public page: /lender/{slug}"),
        sent: z.boolean().describe("The lender holds the request already"),
      }),
    ),
  })
  .meta({ id: "NextStep" });
export type NextStepPreview = z.infer<typeof nextStepResponseSchema>;
