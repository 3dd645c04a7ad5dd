/**
 * An admin decides on a lender's waiting evidence (issue 35): approve (with the checks that
 * passed: the lender shows 'Verified' for 12 months), ask for more (with a message) or
 * reject. Each decision is audited and mailed to the lender's account in one write.
 */
import { eq } from "drizzle-orm";
import type { AuditAction } from "@/domain/contract/admin-audit";
import {
  orderedChecks,
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_MESSAGES,
  type VerificationCheck,
  type VerificationDecision,
  verificationExpiry,
} from "@/domain/lenders/verification/verification-rules";
import type { Database } from "../../db/client";
import { lenders, lenderVerifications, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError, notFound } from "../../lib/app-error";
import type { Mailer } from "../../mail/mailer";
import { verificationDecidedMail } from "../../mail/templates/lender-verification-decided";
import { type AdminActor, recordAudit } from "../admin/record-audit";
import { VERIFICATION_NOT_FOUND } from "./verification-queue";

const STATUS_OF = { approve: "approved", more_info: "more_info", reject: "rejected" } as const;
const AUDIT_OF: Record<VerificationDecision, AuditAction> = {
  approve: "lender.verification_approve",
  more_info: "lender.verification_more_info",
  reject: "lender.verification_reject",
};

export interface DecideVerificationDeps {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
}

export async function decideVerification(
  deps: DecideVerificationDeps,
  admin: AdminActor,
  lenderId: string,
  body: {
    decision: VerificationDecision;
    message?: string | undefined;
    checks: VerificationCheck[];
  },
  now: Date,
) {
  return runWrite(deps.db, async (w) => {
    const [row] = await w.tx
      .select({
        status: lenderVerifications.status,
        companyName: lenders.companyName,
        userId: lenders.userId,
      })
      .from(lenderVerifications)
      .innerJoin(lenders, eq(lenders.id, lenderVerifications.lenderId))
      .where(eq(lenderVerifications.lenderId, lenderId))
      .for("update");
    if (!row) throw notFound(VERIFICATION_NOT_FOUND);
    if (row.status !== "submitted")
      throw new AppError("conflict", VERIFICATION_MESSAGES.notWaiting);
    const checks = orderedChecks(body.checks);
    const message = body.message?.trim() || null;
    await w.tx
      .update(lenderVerifications)
      .set({
        status: STATUS_OF[body.decision],
        adminMessage: message,
        checks,
        decidedAt: now,
        decidedBy: admin.userId,
      })
      .where(eq(lenderVerifications.lenderId, lenderId));
    let expiresAt: Date | null = null;
    if (body.decision === "approve") {
      expiresAt = verificationExpiry(now);
      await w.tx
        .update(lenders)
        .set({ verifiedAt: now, verifiedUntil: expiresAt, verifiedChecks: checks })
        .where(eq(lenders.id, lenderId));
    }
    await recordAudit(w.tx, admin, {
      action: AUDIT_OF[body.decision],
      targetType: "lender",
      targetId: lenderId,
      targetLabel: row.companyName,
      details: { checks, ...(message ? { message } : {}) },
    });
    const [account] = row.userId
      ? await w.tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
      : [];
    if (account) {
      await w.sendMail(
        deps.mailer,
        verificationDecidedMail(
          {
            to: account.email,
            companyName: row.companyName,
            decision: body.decision,
            message,
            expiresAt,
            checks: checks.map((check) => VERIFICATION_CHECK_LABELS[check]),
          },
          deps.baseUrl,
          deps.supportEmail,
        ),
      );
    }
    return { status: STATUS_OF[body.decision], expiresAt };
  });
}
