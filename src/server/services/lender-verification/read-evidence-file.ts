/**
 * One evidence file for download (issue 35): the lender's own team or an admin
 * (canReadEvidenceFile); anyone else gets the same 404 as for a missing file.
 */
import { eq } from "drizzle-orm";
import type { Actor } from "@/domain/policies/actor";
import { canReadEvidenceFile } from "@/domain/policies/verification-policies";
import type { Database } from "../../db/client";
import { lenders } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { FileStorage } from "../../storage/file-storage";

export const EVIDENCE_NOT_FOUND = "File not found.";

export async function readEvidenceFile(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  fileId: string,
) {
  const meta = await storage.meta(fileId);
  const [lender] = meta
    ? await db
        .select({ id: lenders.id, userId: lenders.userId })
        .from(lenders)
        .where(eq(lenders.id, meta.lenderId))
    : [];
  const file = authorize(actor, canReadEvidenceFile, meta && lender ? { meta, lender } : null, {
    notFound: EVIDENCE_NOT_FOUND,
  });
  const bytes = await storage.read(file.meta.id);
  if (!bytes) throw notFound(EVIDENCE_NOT_FOUND);
  return { meta: file.meta, bytes };
}
