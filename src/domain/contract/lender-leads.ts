/**
 * Contract of the lender's lead list, pipeline and export (issue 31 'Lead cards worth reading',
 * 'Pipeline', 'Exports'): GET /api/lender-workspace/inquiries takes the list query below
 * (search, filters, sort, 50 a page) and answers one page of leads with the total;
 * GET /api/lender-workspace/inquiries.csv the same query's rows as CSV; PUT
 * /api/lender-workspace/inquiries/{submissionId}/pipeline the lender's private stage and notes.
 */
import { z } from "zod";
import { EXPERIENCE_VALUES } from "../accounts/experience";
import { PIPELINE_NOTES_MAX, PIPELINE_STAGES } from "../loan-requests/pipeline";
import { OFFER_DISPLAY_STATES } from "../offers/offer-state";
import { adminPageInfo } from "./admin";
import { lenderInquirySchema } from "./lender-workspace";

/** Leads per page. */
export const LEAD_PAGE_SIZE = 50;

export const LEAD_ANSWER_FILTERS = ["all", "pending", "interested", "declined"] as const;
export const LEAD_STAGE_FILTERS = ["all", ...PIPELINE_STAGES] as const;
/** The offer filter: 'none' also holds a withdrawn offer (nothing open). */
export const LEAD_OFFER_FILTERS = [
  "all",
  "none",
  "sent",
  "accepted",
  "declined",
  "expired",
] as const;
export const LEAD_SORTS = ["newest", "amount", "oldest_unanswered"] as const;

export type LeadAnswerFilter = (typeof LEAD_ANSWER_FILTERS)[number];
export type LeadStageFilter = (typeof LEAD_STAGE_FILTERS)[number];
export type LeadOfferFilter = (typeof LEAD_OFFER_FILTERS)[number];
export type LeadSort = (typeof LEAD_SORTS)[number];

/** A filter value the list does not know falls back to its default (an old link still works). */
const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values).default(fallback).catch(fallback);

/** The list's query (GET parameters, so a plain form and a shared link give the same list). */
export const leadListQuerySchema = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .transform((v) => {
      const trimmed = v?.trim() ?? "";
      return trimmed === "" ? undefined : trimmed;
    })
    .describe("Part of the request's name, the borrower's name or the city, or the id's start"),
  answer: choice(LEAD_ANSWER_FILTERS, "all"),
  stage: choice(LEAD_STAGE_FILTERS, "all"),
  offer: choice(LEAD_OFFER_FILTERS, "all"),
  unread: z
    .enum(["", "0", "1", "true", "false", "on"])
    .optional()
    .catch(undefined)
    .transform((v) => v === "1" || v === "true" || v === "on")
    .describe("1: only requests with unread messages"),
  sort: choice(LEAD_SORTS, "newest"),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export type LeadListQueryInput = z.input<typeof leadListQuerySchema>;

const count = z.number().int().min(0);

/** One lead: the request as the lender sees it, with its pipeline and the borrower's record. */
export const lenderLeadSchema = lenderInquirySchema
  .extend({
    title: z
      .string()
      .describe("The request's name with its 'Loan #' reference, or the reference alone"),
    borrowerName: z.string().nullable().describe("The borrower's name, when given"),
    propertyCity: z.string().nullable(),
    timelineNeeded: z.string().nullable(),
    experienceYears: z.enum(EXPERIENCE_VALUES).nullable(),
    stage: z.enum(PIPELINE_STAGES).describe("The lender's private stage (New until set)"),
    pipelineNotes: z.string().nullable().describe("The lender's private notes"),
    answeredByName: z
      .string()
      .nullable()
      .describe("Issue 31 team seats: the colleague who answered (lender's side only)"),
    pipelineUpdatedByName: z
      .string()
      .nullable()
      .describe("The colleague who last set the stage or notes; null when never set"),
    offerState: z.enum(OFFER_DISPLAY_STATES).describe("The current offer's state"),
    unread: count.describe("Thread entries the lender has not read"),
    borrowerActivity: z
      .object({
        otherRequests: count.describe("The borrower's other requests on LenderLane"),
        fundedDeals: count.describe("Their requests funded, by any lender (never named)"),
      })
      .describe("The borrower's record on LenderLane, without other lenders' names"),
  })
  .meta({ id: "LenderLead" });

export const lenderLeadListSchema = z
  .object({ items: z.array(lenderLeadSchema), ...adminPageInfo })
  .meta({ id: "LenderLeadList" });

/** PUT …/pipeline: the stage and the notes (blank notes are none). */
export const pipelineBodySchema = z.object({
  stage: z.enum(PIPELINE_STAGES),
  notes: z
    .string()
    .nullish()
    .transform((v) => {
      const trimmed = v?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    })
    .refine(
      (v) => v === null || v.length <= PIPELINE_NOTES_MAX,
      `Notes must be at most ${PIPELINE_NOTES_MAX} characters`,
    ),
});

export const pipelineResponseSchema = z
  .object({
    pipeline: z.object({
      submissionId: z.uuid(),
      stage: z.enum(PIPELINE_STAGES),
      notes: z.string().nullable(),
      updatedAt: z.string(),
    }),
  })
  .meta({ id: "LeadPipeline" });

export type LenderLead = z.infer<typeof lenderLeadSchema>;
export type LenderLeadList = z.infer<typeof lenderLeadListSchema>;
export type PipelineBody = z.input<typeof pipelineBodySchema>;
export type PipelineResponse = z.infer<typeof pipelineResponseSchema>;
