/** The lender's own verification: its latest submission, its public state and its files. */
import { eq } from "drizzle-orm";
import type { OwnVerificationResponse } from "@/domain/contract/lender-verification";
import { CURRENT_PLEDGE_TEXT, CURRENT_PLEDGE_VERSION } from "@/domain/lenders/verification/pledge";
import type { Database } from "../../db/client";
import { lenderVerifications } from "../../db/schema";
import type { FileStorage } from "../../storage/file-storage";
import type { OwnLender } from "../lender-workspace/resolve-own-lender";
import { toEvidenceFileDto, toPublicVerification, toSubmissionDto } from "./verification-dto";

export async function getOwnVerification(
  db: Database,
  storage: FileStorage,
  lender: OwnLender | null,
): Promise<OwnVerificationResponse> {
  const pledge = { version: CURRENT_PLEDGE_VERSION, text: CURRENT_PLEDGE_TEXT };
  if (!lender) return { pledge, submission: null, verification: null, files: [] };
  const [row] = await db
    .select()
    .from(lenderVerifications)
    .where(eq(lenderVerifications.lenderId, lender.id));
  return {
    pledge,
    submission: row ? toSubmissionDto(row) : null,
    verification: toPublicVerification(lender),
    files: (await storage.listOf(lender.id)).map(toEvidenceFileDto),
  };
}
