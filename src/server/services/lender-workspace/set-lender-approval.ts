/**
 * Approving or rejecting a lender account (spec 4 'Profile approval_status'): the admin area
 * calls this; it sets approval_status and, after the commit, tells the lender by mail (issue
 * 12: until now a new lender was never told). Setting the status a lender already has sends
 * nothing. Linking or creating the lender record on approval is the admin area's part.
 */
import { eq } from "drizzle-orm";
import type { ApprovalStatus } from "@/domain/reference/statuses";
import type { Database } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import { AppError, notFound } from "../../lib/app-error";
import type { Mailer } from "../../mail/mailer";
import { lenderApprovedMail } from "../../mail/templates/lender-approved";
import { lenderRejectedMail } from "../../mail/templates/lender-rejected";

export interface SetLenderApprovalInput {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  userId: string;
  status: Exclude<ApprovalStatus, "pending">;
}

export async function setLenderApproval(input: SetLenderApprovalInput) {
  return runWrite(input.db, (w) => applyLenderApproval(w, input));
}

/**
 * The same inside a write already open (the admin area approves, links the lender record and
 * records its audit entry in one transaction; a bulk approval approves many): the mail goes
 * after that write commits.
 */
export async function applyLenderApproval(
  w: WriteContext,
  input: Omit<SetLenderApprovalInput, "db">,
) {
  const { mailer, userId, status } = input;
  const [row] = await w.tx
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .for("update");
  if (!row) throw notFound("User not found");
  if (row.profile.userType !== "lender") {
    throw new AppError("conflict", "Only lender accounts are approved or rejected.");
  }
  if (row.profile.approvalStatus === status) return { changed: false, profile: row.profile };
  const [profile] = await w.tx
    .update(profiles)
    .set({ approvalStatus: status })
    .where(eq(profiles.id, userId))
    .returning();
  const mail =
    status === "approved"
      ? lenderApprovedMail(row.email, input.baseUrl, input.supportEmail)
      : lenderRejectedMail(row.email, input.baseUrl, input.supportEmail);
  await w.sendMail(mailer, mail);
  return { changed: true, profile: profile ?? row.profile };
}
