/** The verification rows as the contract sends them (issue 35). */
import type { EvidenceFile, VerificationSubmission } from "@/domain/contract/lender-verification";
import type { EvidenceType } from "@/domain/lenders/verification/evidence-file";
import { PLEDGES, type PledgeVersion } from "@/domain/lenders/verification/pledge";
import { publicVerificationOf } from "@/domain/lenders/verification/public-verification";
import { orderedChecks } from "@/domain/lenders/verification/verification-rules";
import type { lenderVerifications } from "../../db/schema";
import type { StoredFileMeta } from "../../storage/file-storage";

type VerificationRow = typeof lenderVerifications.$inferSelect;

export function toSubmissionDto(row: VerificationRow): VerificationSubmission {
  const version = row.pledgeVersion as PledgeVersion;
  return {
    status: row.status,
    entityName: row.entityName,
    registrationState: row.registrationState,
    licences: row.licences,
    fundedLoans: row.fundedLoans,
    pledgeVersion: version,
    pledgeText: PLEDGES[version] ?? "",
    submittedAt: row.submittedAt.toISOString(),
    adminMessage: row.adminMessage,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    checks: orderedChecks(row.checks),
  };
}

/** The public verification of a lender row's columns (null: not verified). */
export const toPublicVerification = publicVerificationOf;

export function toEvidenceFileDto(file: StoredFileMeta): EvidenceFile {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType as EvidenceType,
    size: file.size,
    createdAt: file.createdAt.toISOString(),
  };
}
