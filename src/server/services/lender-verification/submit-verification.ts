/**
 * A lender submits its verification evidence (issue 35): the entity, licences, funded loans
 * and the signed pledge replace its previous submission and wait for an admin. Refused while
 * one already waits (409), with fewer than 3 loans funded in the last 24 months (400), or
 * naming a document that is not one of the lender's own files (400).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { VerificationSubmitBody } from "@/domain/contract/lender-verification";
import {
  FUNDED_LOANS_REQUIRED,
  fundedLoansInWindow,
  VERIFICATION_MESSAGES,
} from "@/domain/lenders/verification/verification-rules";
import type { Actor } from "@/domain/policies/actor";
import { canSubmitVerification } from "@/domain/policies/verification-policies";
import type { Database } from "../../db/client";
import { lenders, lenderVerifications, storedFiles } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError, forbidden } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";

export async function submitVerification(
  db: Database,
  actor: Actor,
  lenderId: string,
  body: VerificationSubmitBody,
  now: Date,
) {
  if (fundedLoansInWindow(body.fundedLoans, now) < FUNDED_LOANS_REQUIRED) {
    throw new AppError("validation_failed", VERIFICATION_MESSAGES.fundedLoans, {
      fundedLoans: VERIFICATION_MESSAGES.fundedLoans,
    });
  }
  return runWrite(db, async (w) => {
    const [lender] = await w.tx
      .select({ id: lenders.id, userId: lenders.userId })
      .from(lenders)
      .where(eq(lenders.id, lenderId))
      .for("update");
    authorize(actor, canSubmitVerification, lender, {
      notFound: "Lender not found.",
      refused: () => forbidden(),
    });
    const fileIds = [...new Set(body.fundedLoans.flatMap((loan) => loan.evidenceFileId ?? []))];
    if (fileIds.length > 0) {
      const own = await w.tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(eq(storedFiles.lenderId, lenderId), inArray(storedFiles.id, fileIds)));
      if (own.length !== fileIds.length) {
        throw new AppError("validation_failed", VERIFICATION_MESSAGES.evidenceMissing, {
          fundedLoans: VERIFICATION_MESSAGES.evidenceMissing,
        });
      }
    }
    const [current] = await w.tx
      .select({ status: lenderVerifications.status })
      .from(lenderVerifications)
      .where(eq(lenderVerifications.lenderId, lenderId));
    if (current?.status === "submitted") {
      throw new AppError("conflict", VERIFICATION_MESSAGES.pending);
    }
    const values = {
      status: "submitted" as const,
      entityName: body.entityName,
      registrationState: body.registrationState,
      licences: body.licences,
      fundedLoans: body.fundedLoans.map((loan) => ({
        description: loan.description,
        fundedOn: loan.fundedOn,
        ...(loan.reference ? { reference: loan.reference } : {}),
        ...(loan.evidenceFileId ? { evidenceFileId: loan.evidenceFileId } : {}),
      })),
      pledgeVersion: body.pledgeVersion,
      submittedAt: now,
      submittedBy: actor?.userId ?? null,
      adminMessage: null,
      decidedAt: null,
      decidedBy: null,
    };
    const [row] = await w.tx
      .insert(lenderVerifications)
      .values({ lenderId, ...values })
      .onConflictDoUpdate({ target: lenderVerifications.lenderId, set: values })
      .returning();
    return row;
  });
}
