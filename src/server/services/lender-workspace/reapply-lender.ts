/**
 * 'Reapply' (issue 28, item 14): a lender account an admin refused asks for review again. The
 * account goes back to pending and every admin gets a mail, both in one write (the mails
 * through the outbox). Only a rejected account may reapply, so it can do so once per admin
 * decision: a second call finds it pending (409) and mails nobody.
 */
import { eq } from "drizzle-orm";
import { toActor } from "@/domain/policies/actor";
import { canReapplyAsLender } from "@/domain/policies/lender-policies";
import type { Database } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { Mailer } from "../../mail/mailer";
import { lenderReappliedMail } from "../../mail/templates/lender-reapplied";

export const REAPPLY_NOT_REJECTED_MESSAGE =
  "Only a lender application that was not approved can be reapplied.";

export async function reapplyLender(input: {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  userId: string;
}) {
  return runWrite(input.db, async (w) => {
    const [row] = await w.tx
      .select({ profile: profiles, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, input.userId))
      .for("update");
    // The route asked canReapplyAsLender of the session's profile; asked again of the locked
    // profile (the actor as it is now), a second call (now pending) answers 409, mailing nobody.
    const account = authorize(toActor(row?.profile), canReapplyAsLender, row, {
      notFound: "User not found",
      refused: () => new AppError("conflict", REAPPLY_NOT_REJECTED_MESSAGE),
    });
    await w.tx
      .update(profiles)
      .set({ approvalStatus: "pending" })
      .where(eq(profiles.id, input.userId));
    const admins = await w.tx
      .select({ email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.userType, "admin"));
    // No admin account yet: the team's inbox hears it.
    const recipients = admins.length > 0 ? admins.map((a) => a.email) : [input.supportEmail];
    for (const to of recipients) {
      await w.sendMail(
        input.mailer,
        lenderReappliedMail(to, account.email, input.baseUrl, input.supportEmail),
      );
    }
    return { approvalStatus: "pending" as const };
  });
}
