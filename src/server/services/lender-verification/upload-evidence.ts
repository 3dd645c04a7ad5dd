/**
 * A lender uploads one evidence document (issue 35): typed by its first bytes (PDF, PNG,
 * JPEG; anything else 415), at most EVIDENCE_MAX_BYTES (the route's body limit answers 413
 * before this runs), kept through the storage interface under the lender's record.
 */
import { eq } from "drizzle-orm";
import {
  cleanEvidenceName,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MESSAGES,
  sniffEvidenceType,
} from "@/domain/lenders/verification/evidence-file";
import type { Actor } from "@/domain/policies/actor";
import { canSubmitVerification } from "@/domain/policies/verification-policies";
import type { Database } from "../../db/client";
import { lenders } from "../../db/schema";
import { AppError, forbidden } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { FileStorage } from "../../storage/file-storage";

export async function uploadEvidence(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  lenderId: string,
  file: { name: string; bytes: Uint8Array },
) {
  const [lender] = await db
    .select({ id: lenders.id, userId: lenders.userId })
    .from(lenders)
    .where(eq(lenders.id, lenderId));
  authorize(actor, canSubmitVerification, lender, {
    notFound: "Lender not found.",
    refused: () => forbidden(),
  });
  if (file.bytes.byteLength === 0) {
    throw new AppError("validation_failed", EVIDENCE_MESSAGES.empty, {
      file: EVIDENCE_MESSAGES.empty,
    });
  }
  if (file.bytes.byteLength > EVIDENCE_MAX_BYTES) {
    throw new AppError("evidence_too_large", EVIDENCE_MESSAGES.size);
  }
  const type = sniffEvidenceType(file.bytes);
  if (!type) throw new AppError("evidence_type_refused", EVIDENCE_MESSAGES.type);
  return storage.put({
    lenderId,
    name: cleanEvidenceName(file.name),
    contentType: type,
    bytes: file.bytes,
    createdBy: actor?.userId ?? null,
  });
}
