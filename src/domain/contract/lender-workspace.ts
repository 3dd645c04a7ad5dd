/**
 * Contract of the lender workspace (issue 12, spec 2 'Lender dashboard'): the approved lender's
 * own record and products, the inquiries addressed to it and its answers, the self-update,
 * and the public profile-view beacon. Routes use these schemas; the web takes z.infer types.
 */
import { z } from "zod";
import { lenderFormSchema } from "../lenders/lender-form";
import {
  DECLINE_REASON_MESSAGES,
  DECLINE_REASON_TEXT_MAX,
  DECLINE_REASON_VALUES,
} from "../loan-requests/decline-reasons";
import {
  LENDER_ANSWERS,
  LENDER_INQUIRY_STATUSES,
  LENDER_NOTE_MAX,
} from "../loan-requests/lender-answers";
import { LOAN_PURPOSES, LOAN_TYPES } from "../reference/loan-types";
import { US_TIME_ZONE_IDS } from "../reference/us-time-zones";
import { publicLenderSchema, publicLoanProductSchema } from "./lenders";

const str = z.string().nullable();

/** The lender's own record: the public fields plus contact and admin-facing ones. */
export const workspaceLenderSchema = publicLenderSchema
  .extend({
    email: str,
    phone: str,
    address: str,
    zipCode: str,
    licenseNumber: str,
    stateList: z
      .array(z.string())
      .nullable()
      .describe("Stored state names, ['Unknown'] when not shared, null when never given"),
    statesSourceUrl: str,
    isActive: z.boolean(),
    timeZone: z
      .enum(US_TIME_ZONE_IDS)
      .describe("The lender's clock for business time (response times), Eastern by default"),
    pendingCompanyName: str.describe(
      "A company name the lender asked for, public once an admin approves it (issue 27)",
    ),
  })
  .meta({ id: "WorkspaceLender" });

/** A stored product of the lender, active or not, with its source. */
export const workspaceProductSchema = publicLoanProductSchema
  .extend({
    productType: z.enum([...LOAN_TYPES, "others"]),
    isActive: z.boolean(),
    sourceUrl: str,
  })
  .meta({ id: "WorkspaceLoanProduct" });

export const profileViewsSchema = z
  .object({
    total: z.number().int().describe("Views in the past 30 days, today included"),
    daily: z
      .array(z.object({ day: z.string().describe("yyyy-mm-dd"), views: z.number().int() }))
      .describe("30 entries, oldest first"),
  })
  .meta({ id: "ProfileViews" });

export const lenderWorkspaceResponseSchema = z
  .object({
    /** Null: the approved account has no linked lender record yet. */
    lender: workspaceLenderSchema.nullable(),
    products: z.array(workspaceProductSchema),
    views: profileViewsSchema.nullable(),
    seatRole: z
      .enum(["owner", "member"])
      .nullable()
      .describe(
        "Issue 31 team seats: the owner edits the profile and manages the team; a member " +
          "works the requests. Null without a record.",
      ),
  })
  .meta({ id: "LenderWorkspace" });

/** One loan request sent to this lender (a loan_submissions row joined with its inquiry). */
export const lenderInquirySchema = z
  .object({
    submissionId: z.uuid(),
    inquiryId: z.uuid(),
    customName: str,
    userEmail: str.describe("The borrower's email (account or anonymous request)"),
    emailConfirmed: z
      .boolean()
      .describe(
        "false: an anonymous request whose email's owner has not confirmed it yet (the web shows 'Email not confirmed')",
      ),
    borrowerDeleted: z
      .boolean()
      .describe(
        "true: the borrower deleted their account (issue 33); the web shows 'Deleted borrower' with the request's figures",
      ),
    loanAmount: z.number().nullable(),
    loanPurpose: z.enum(LOAN_PURPOSES).nullable(),
    propertyState: str,
    propertyZip: str,
    propertyType: str,
    creditScore: z.number().int().nullable(),
    additionalNotes: str,
    borrowerNotes: str.describe(
      "The borrower's notes for this lender only, sent with an existing request (issue 28)",
    ),
    status: z.enum(LENDER_INQUIRY_STATUSES).describe("pending until the lender answers"),
    answer: z.enum(LENDER_ANSWERS).nullable(),
    note: str.describe("The lender's note to the borrower"),
    declineReason: z.enum(DECLINE_REASON_VALUES).nullable(),
    declineReasonText: str.describe("The lender's own words when the reason is 'other'"),
    answeredAt: str,
    createdAt: z.string().describe("When the request reached this lender"),
  })
  .meta({ id: "LenderInquiry" });

export const lenderInquiriesResponseSchema = z
  .object({ items: z.array(lenderInquirySchema).describe("Newest first") })
  .meta({ id: "LenderInquiries" });

/** PUT /api/lender-workspace/lenders/{lenderId}: the lender form plus the change flag. */
export const updateLenderBodySchema = lenderFormSchema.extend({
  productsChanged: z
    .boolean()
    .default(true)
    .describe("Whether the products differ from the loaded snapshot; false leaves them untouched"),
});

export const lenderIdParams = z.object({ lenderId: z.uuid() });

export const updateLenderResponseSchema = z
  .object({
    lender: workspaceLenderSchema,
    products: z.array(workspaceProductSchema),
  })
  .meta({ id: "UpdatedLender" });

/**
 * POST /api/lender-workspace/lenders/{lenderId}/confirm-products: 'Update Today' (issue 28),
 * the lender confirms its products' terms as current; every active product's last_updated
 * becomes today. No body; the answer is the saved record, as for the update.
 */
export const confirmProductsBodySchema = z.object({});
export const confirmProductsResponseSchema = updateLenderResponseSchema;

/**
 * POST /api/lender-workspace/reapply: a refused lender asks for review again (issue 28). No
 * body; the account is back to pending and the admins are mailed.
 */
export const lenderReapplyBodySchema = z.object({});
export const lenderReapplyResponseSchema = z
  .object({ approvalStatus: z.literal("pending") })
  .meta({ id: "LenderReapplied" });

export const submissionIdParams = z.object({ submissionId: z.uuid() });

const trimmedOrNull = (v: string | null | undefined) => {
  const trimmed = v?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/**
 * A decline needs a reason from the fixed list (issue 35 'Reasons on every decline'); 'other'
 * needs its text. An 'interested' answer takes neither.
 */
export const answerInquiryBodySchema = z
  .object({
    answer: z.enum(LENDER_ANSWERS),
    note: z
      .string()
      .nullish()
      .transform(trimmedOrNull)
      .refine(
        (v) => v === null || v.length <= LENDER_NOTE_MAX,
        `Note must be at most ${LENDER_NOTE_MAX} characters`,
      ),
    declineReason: z
      .enum(DECLINE_REASON_VALUES, { error: DECLINE_REASON_MESSAGES.required })
      .nullish()
      .transform((v) => v ?? null),
    declineReasonText: z
      .string()
      .nullish()
      .transform(trimmedOrNull)
      .refine(
        (v) => v === null || v.length <= DECLINE_REASON_TEXT_MAX,
        DECLINE_REASON_MESSAGES.tooLong,
      ),
  })
  .superRefine((body, ctx) => {
    if (body.answer === "declined" && body.declineReason === null) {
      ctx.addIssue({
        code: "custom",
        path: ["declineReason"],
        message: DECLINE_REASON_MESSAGES.required,
      });
    }
    if (body.answer === "interested" && body.declineReason !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["declineReason"],
        message: DECLINE_REASON_MESSAGES.notDeclined,
      });
    }
    if (body.declineReason === "other" && body.declineReasonText === null) {
      ctx.addIssue({
        code: "custom",
        path: ["declineReasonText"],
        message: DECLINE_REASON_MESSAGES.otherText,
      });
    }
  })
  .transform((body) => ({
    ...body,
    declineReasonText: body.declineReason === "other" ? body.declineReasonText : null,
  }));

export const answerInquiryResponseSchema = z
  .object({ inquiry: lenderInquirySchema })
  .meta({ id: "AnsweredInquiry" });

export const lenderViewParams = z.object({ slug: z.string().min(1).max(200) });

export type WorkspaceLender = z.infer<typeof workspaceLenderSchema>;
export type WorkspaceProduct = z.infer<typeof workspaceProductSchema>;
export type ProfileViews = z.infer<typeof profileViewsSchema>;
export type LenderWorkspaceResponse = z.infer<typeof lenderWorkspaceResponseSchema>;
export type LenderInquiry = z.infer<typeof lenderInquirySchema>;
export type LenderInquiriesResponse = z.infer<typeof lenderInquiriesResponseSchema>;
export type UpdateLenderBody = z.input<typeof updateLenderBodySchema>;
export type UpdateLenderResponse = z.infer<typeof updateLenderResponseSchema>;
export type LenderReapplyResponse = z.infer<typeof lenderReapplyResponseSchema>;
export type ConfirmProductsResponse = z.infer<typeof confirmProductsResponseSchema>;
export type AnswerInquiryBody = z.input<typeof answerInquiryBodySchema>;
export type AnswerInquiryResponse = z.infer<typeof answerInquiryResponseSchema>;
