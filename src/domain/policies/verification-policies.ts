/**
 * Lender verification (issue 35): who submits evidence, who reads its files, who decides.
 * Evidence files are never public: the lender's own team (the approved account that manages
 * the record) and admins only.
 */
import { type Actor, isAdmin } from "./actor";
import { type LenderRecordRef, ownsLender } from "./lender-policies";

/** The fields of an evidence file that decide: the lender record it belongs to. */
export interface EvidenceFileRef {
  lender: LenderRecordRef;
}

/** Submitting evidence and uploading files for a record: the approved lender that manages it. */
export function canSubmitVerification(actor: Actor, lender: LenderRecordRef): boolean {
  return ownsLender(actor, lender);
}

/** Downloading an evidence file: the record's own lender, or an admin. */
export function canReadEvidenceFile(actor: Actor, file: EvidenceFileRef): boolean {
  return isAdmin(actor) || ownsLender(actor, file.lender);
}
