/**
 * The lender record of an approved lender account that has none (issue 27, from the admin
 * user detail): e.g. its record was deleted, or it was approved before it had one. Links an
 * unlinked record ('existing') or creates one prefilled with its company name ('new'), as the
 * approve dialog does (provideLender), in one transaction with its history and audit entries.
 * No mail: the account's status does not change. docs/decisions/lender-workspace-linking.md.
 */
import { eq } from "drizzle-orm";
import type { ApprovalResult, UserLenderBody } from "@/domain/contract/admin-users";
import { lenders } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import {
  type ApprovalDeps,
  currentUser,
  lockLenderAccount,
  provideLender,
} from "./approve-lender-user";
import { recordAudit } from "./record-audit";

export const NOT_APPROVED_MESSAGE =
  "Approve this lender account first: approval links or creates its lender record.";

export async function setUpUserLender(
  deps: ApprovalDeps,
  userId: string,
  body: UserLenderBody,
): Promise<ApprovalResult> {
  return runWrite(deps.db, async (w) => {
    const account = await lockLenderAccount(w, deps.actor, userId);
    if (account.profile.approvalStatus !== "approved") {
      throw new AppError("conflict", NOT_APPROVED_MESSAGE);
    }
    const [managed] = await w.tx
      .select({ companyName: lenders.companyName })
      .from(lenders)
      .where(eq(lenders.userId, userId));
    if (managed) {
      throw new AppError("conflict", `This account already manages ${managed.companyName}.`);
    }
    const provided = await provideLender(w, deps, account, body);
    await recordAudit(w.tx, deps.actor, {
      action: "user.lender_link",
      targetType: "user",
      targetId: userId,
      targetLabel: account.email,
      details: {
        mode: body.mode,
        lenderId: provided.lender.id,
        lenderName: provided.lender.companyName,
        lenderCreated: provided.created,
      },
    });
    return { user: await currentUser(w, userId), changed: true };
  });
}
