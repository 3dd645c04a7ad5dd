/**
 * Contract of lender verification (issue 35, docs/decisions/2026-11-27-lender-verification.md):
 * the lender's evidence (its dashboard), the evidence files, the admin's review queue and
 * decision, and what the public lender data says. Rules: src/domain/lenders/verification.
 */
import { z } from "zod";
import { EVIDENCE_TYPES } from "../lenders/verification/evidence-file";
import { CURRENT_PLEDGE_VERSION, PLEDGE_VERSIONS } from "../lenders/verification/pledge";
import {
  VERIFICATION_CHECKS,
  VERIFICATION_DECISIONS,
  VERIFICATION_MESSAGES,
  VERIFICATION_STATUSES,
} from "../lenders/verification/verification-rules";
import { isStateCode } from "../reference/us-states";
import { adminPageInfo, adminPageParam } from "./admin";

const trimmed = (max: number, required = "Required") =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters`);

const stateCode = z.string().trim().toUpperCase().refine(isStateCode, "Choose a US state");

export const verificationLicenceSchema = z.object({
  state: stateCode,
  number: trimmed(100),
});

export const fundedLoanSchema = z
  .object({
    /** What was funded, e.g. 'Fix and flip, Austin TX, $240,000'. */
    description: trimmed(300),
    fundedOn: z.iso.date("A date like 2026-03-31"),
    /** A public-record reference: a recorded deed of trust's number or a URL. */
    reference: z.string().trim().max(500, "At most 500 characters").optional(),
    /** An uploaded document (POST /api/lender-workspace/verification/files). */
    evidenceFileId: z.uuid().optional(),
  })
  .refine((loan) => Boolean(loan.reference) || Boolean(loan.evidenceFileId), {
    message: VERIFICATION_MESSAGES.loanProof,
    path: ["reference"],
  });

/** PUT /api/lender-workspace/verification: the lender's evidence, submitted for review. */
export const verificationSubmitBodySchema = z.object({
  entityName: trimmed(200),
  registrationState: stateCode,
  /** Licence numbers where the lender's states require them (may be empty). */
  licences: z.array(verificationLicenceSchema).max(60),
  fundedLoans: z.array(fundedLoanSchema).min(1, VERIFICATION_MESSAGES.fundedLoans).max(30),
  pledgeVersion: z.literal(CURRENT_PLEDGE_VERSION, VERIFICATION_MESSAGES.pledge),
  pledgeSigned: z.literal(true, VERIFICATION_MESSAGES.pledge),
});

export const evidenceFileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    contentType: z.enum(EVIDENCE_TYPES),
    size: z.number().int().min(0),
    createdAt: z.string(),
  })
  .meta({ id: "EvidenceFile" });

/** POST …/verification/files query: the file's name (the body is the file's bytes). */
export const evidenceUploadQuerySchema = z.object({ name: z.string().max(1000).default("") });
export const evidenceFileParams = z.object({ fileId: z.uuid() });

/** GET: an evidence file's bytes, for its lender's team and admins only (a download). */
export const evidenceFileUrl = (fileId: string) => `/api/verification-files/${fileId}`;

/** What the public lender data says: the checks that passed and until when (null: not verified). */
export const publicVerificationSchema = z
  .object({
    verifiedAt: z.string(),
    expiresAt: z.string(),
    checks: z.array(z.enum(VERIFICATION_CHECKS)),
  })
  .nullable()
  .meta({ id: "PublicVerification" });

export const verificationSubmissionSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    entityName: z.string(),
    registrationState: z.string(),
    licences: z.array(z.object({ state: z.string(), number: z.string() })),
    fundedLoans: z.array(
      z.object({
        description: z.string(),
        fundedOn: z.string(),
        reference: z.string().optional(),
        evidenceFileId: z.string().optional(),
      }),
    ),
    pledgeVersion: z.enum(PLEDGE_VERSIONS),
    pledgeText: z.string(),
    submittedAt: z.string(),
    /** The admin's message when it asked for more or rejected. */
    adminMessage: z.string().nullable(),
    decidedAt: z.string().nullable(),
    /** The checks the admin marked as passed at its last decision. */
    checks: z.array(z.enum(VERIFICATION_CHECKS)),
  })
  .meta({ id: "VerificationSubmission" });

/** GET /api/lender-workspace/verification: the lender's own evidence and its state. */
export const ownVerificationResponseSchema = z
  .object({
    pledge: z.object({ version: z.enum(PLEDGE_VERSIONS), text: z.string() }),
    submission: verificationSubmissionSchema.nullable(),
    verification: publicVerificationSchema,
    files: z.array(evidenceFileSchema),
  })
  .meta({ id: "OwnVerification" });

/** GET /api/admin/verifications: the review queue (submitted first, oldest first). */
export const adminVerificationQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).default("submitted"),
  page: adminPageParam,
});

export const adminVerificationItemSchema = z.object({
  lenderId: z.uuid(),
  companyName: z.string(),
  slug: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  submittedAt: z.string(),
  /** Until when the lender's current public verification holds (null: not verified). */
  expiresAt: z.string().nullable(),
});

export const adminVerificationListSchema = z
  .object({ items: z.array(adminVerificationItemSchema), ...adminPageInfo })
  .meta({ id: "AdminVerificationList" });

export const adminVerificationParams = z.object({ lenderId: z.uuid() });

export const adminVerificationDetailSchema = z
  .object({
    lenderId: z.uuid(),
    companyName: z.string(),
    slug: z.string(),
    submission: verificationSubmissionSchema,
    verification: publicVerificationSchema,
    files: z.array(evidenceFileSchema),
  })
  .meta({ id: "AdminVerificationDetail" });

/** POST /api/admin/verifications/:lenderId/decision. */
export const verificationDecisionBodySchema = z
  .object({
    decision: z.enum(VERIFICATION_DECISIONS),
    /** Required to ask for more and to reject; shown to the lender. */
    message: z.string().trim().max(2000, "At most 2,000 characters").optional(),
    /** The checks that passed (approve); kept for the record on the others. */
    checks: z.array(z.enum(VERIFICATION_CHECKS)).max(VERIFICATION_CHECKS.length).default([]),
  })
  .refine((body) => body.decision !== "more_info" || Boolean(body.message), {
    message: VERIFICATION_MESSAGES.message,
    path: ["message"],
  })
  .refine((body) => body.decision !== "reject" || Boolean(body.message), {
    message: VERIFICATION_MESSAGES.rejectMessage,
    path: ["message"],
  })
  .refine((body) => body.decision !== "approve" || body.checks.length > 0, {
    message: "Mark at least one check as passed to approve.",
    path: ["checks"],
  });

export type VerificationSubmitBody = z.infer<typeof verificationSubmitBodySchema>;
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;
export type PublicVerification = z.infer<typeof publicVerificationSchema>;
export type VerificationSubmission = z.infer<typeof verificationSubmissionSchema>;
export type OwnVerificationResponse = z.infer<typeof ownVerificationResponseSchema>;
export type AdminVerificationList = z.infer<typeof adminVerificationListSchema>;
export type AdminVerificationDetail = z.infer<typeof adminVerificationDetailSchema>;
export type VerificationDecisionBody = z.input<typeof verificationDecisionBodySchema>;
