/**
 * The verification round (issue 35), run by a worker in every server process: verifications
 * whose 12 months have passed are cleared from the public record (the lender shows 'Not yet
 * verified' and leaves the 'Verified only' listing), and lenders whose verification expires
 * within 30 days get one reminder mail per expiry. A transaction-level advisory lock lets one
 * process do each round; the reminder's mark and its queued mail commit together, so no
 * reminder goes twice and none is lost. Pass `now` (a fake clock in tests).
 */
import { and, eq, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { REMINDER_DAYS_BEFORE } from "@/domain/lenders/verification/verification-rules";
import type { Database } from "../../db/client";
import { lenders, lenderVerifications, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { verificationReminderMail } from "../../mail/templates/lender-verification-reminder";

/** Arbitrary constant: the advisory lock of a verification round. */
export const VERIFICATION_LOCK_ID = 727_435;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface VerificationRoundDeps {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  now: Date;
}

export async function runVerificationRound(
  deps: VerificationRoundDeps,
): Promise<{ expired: number; reminded: number }> {
  const { now } = deps;
  return runWrite(deps.db, async (w) => {
    const lock = await w.tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${VERIFICATION_LOCK_ID}) AS ok`,
    );
    if (!(lock as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) {
      return { expired: 0, reminded: 0 };
    }
    const expired = await w.tx
      .update(lenders)
      .set({ verifiedAt: null, verifiedUntil: null, verifiedChecks: null })
      .where(and(isNotNull(lenders.verifiedUntil), lte(lenders.verifiedUntil, now)))
      .returning({ id: lenders.id });

    const remindFrom = new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS);
    const due = await w.tx
      .select({
        lenderId: lenders.id,
        companyName: lenders.companyName,
        verifiedUntil: lenders.verifiedUntil,
        email: users.email,
      })
      .from(lenders)
      .innerJoin(lenderVerifications, eq(lenderVerifications.lenderId, lenders.id))
      .innerJoin(users, eq(users.id, lenders.userId))
      .where(
        and(
          isNotNull(lenders.verifiedUntil),
          lte(lenders.verifiedUntil, remindFrom),
          or(
            isNull(lenderVerifications.remindedFor),
            ne(lenderVerifications.remindedFor, lenders.verifiedUntil),
          ),
        ),
      )
      .limit(500);
    for (const row of due) {
      if (!row.verifiedUntil) continue;
      await w.tx
        .update(lenderVerifications)
        .set({ remindedFor: row.verifiedUntil })
        .where(eq(lenderVerifications.lenderId, row.lenderId));
      await w.sendMail(
        deps.mailer,
        verificationReminderMail(
          { to: row.email, companyName: row.companyName, expiresAt: row.verifiedUntil },
          deps.baseUrl,
          deps.supportEmail,
        ),
      );
    }
    return { expired: expired.length, reminded: due.length };
  });
}
