/**
 * Lender approval by an admin (spec 4 'Profile approval_status', spec 5 'Admin approval',
 * issue 13). Approve in 'new' mode creates the lender record the account manages (company
 * name as given, else company name, full name, 'New Company'; slug derived and made unique;
 * state 'Unknown'), in 'existing' mode links a lender with no user; reject only sets the
 * status. The status and the mail go through the lender workspace's applyLenderApproval (mail
 * after commit, none when the status was already set). Each call is one transaction with its
 * history and audit entries; a call that changes nothing writes nothing (no audit, no mail).
 * An account that already manages a lender record keeps it: 'new' mode creates no second one.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type {
  ApprovalResult,
  ApproveUserBody,
  BulkApproveResult,
} from "@/domain/contract/admin-users";
import { approvalCompanyName, approvalSlug } from "@/domain/lenders/slug";
import type { Actor } from "@/domain/policies/actor";
import { canDecideLenderApproval } from "@/domain/policies/admin-policies";
import { UNKNOWN_STATE } from "@/domain/reference/us-states";
import type { Database } from "../../db/client";
import { lenders, profiles, users } from "../../db/schema";
import { runWrite, type WriteContext } from "../../db/write";
import { AppError, notFound } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { Mailer } from "../../mail/mailer";
import { assertLenderNameFree } from "../lender-workspace/lender-identity";
import { applyLenderApproval } from "../lender-workspace/set-lender-approval";
import { USER_NOT_FOUND } from "./get-admin-user";
import { toAdminUser, usersQuery } from "./list-admin-users";
import { lockLenderOrNotFound } from "./lock-lender";
import { type AdminRequestActor, recordAudit } from "./record-audit";
import { uniqueLenderSlug } from "./unique-lender-slug";

export const NOT_A_LENDER_MESSAGE = "Only lender accounts are approved or rejected.";
export const LENDER_LINKED_MESSAGE = "This lender is already linked to another user.";

export interface ApprovalDeps {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  actor: AdminRequestActor;
}

export type ApproveBody =
  | Exclude<ApproveUserBody, { mode: "new" }>
  | { mode: "new"; companyName?: string | undefined };

/** canDecideLenderApproval's refusal: the account exists (the admin sees it) but is no lender. */
const notALender = {
  notFound: USER_NOT_FOUND,
  refused: () => new AppError("conflict", NOT_A_LENDER_MESSAGE),
};

export async function lockLenderAccount(w: WriteContext, actor: Actor, userId: string) {
  const [row] = await w.tx
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .for("update");
  return authorize(actor, canDecideLenderApproval, row, notALender, (found) => found.profile);
}

export async function currentUser(w: WriteContext, userId: string) {
  const [row] = await usersQuery(w.tx, eq(profiles.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row);
}

/** The lender record for the approval: the one already linked, a new one, or the chosen one. */
export async function provideLender(
  w: WriteContext,
  deps: ApprovalDeps,
  account: Awaited<ReturnType<typeof lockLenderAccount>>,
  body: ApproveBody,
) {
  const userId = account.profile.id;
  const [linked] = await w.tx.select().from(lenders).where(eq(lenders.userId, userId));

  if (body.mode === "existing") {
    const chosen = await lockLenderOrNotFound(w.tx, body.lenderId);
    if (chosen.userId === userId) return { lender: chosen, linkedNow: false, created: false };
    if (chosen.userId !== null) throw new AppError("lender_linked", LENDER_LINKED_MESSAGE);
    if (linked) {
      throw new AppError("conflict", `This account already manages ${linked.companyName}.`);
    }
    const after = { userId };
    await w.tx.update(lenders).set(after).where(eq(lenders.id, chosen.id));
    await w.recordChanges({
      entity: "lender",
      id: chosen.id,
      before: chosen,
      after,
      changedBy: deps.actor.userId,
      notes: `Linked to ${account.email} on approval`,
    });
    await recordAudit(w.tx, deps.actor, {
      action: "lender.update",
      targetType: "lender",
      targetId: chosen.id,
      targetLabel: chosen.companyName,
      details: { fields: ["user_id"], linkedUserId: userId, linkedUserEmail: account.email },
    });
    return { lender: chosen, linkedNow: true, created: false };
  }

  if (linked) return { lender: linked, linkedNow: false, created: false };
  const companyName = body.companyName?.trim() || approvalCompanyName(account.profile);
  await assertLenderNameFree(w.tx, companyName, null);
  const values = {
    userId,
    companyName,
    slug: await uniqueLenderSlug(w.tx, approvalSlug(companyName)),
    email: account.email,
    phone: account.profile.phone,
    website: account.profile.website,
    state: [UNKNOWN_STATE],
  };
  const [created] = await w.tx.insert(lenders).values(values).returning();
  if (!created) throw new Error("The new lender was not written");
  await w.recordChanges({
    entity: "lender",
    id: created.id,
    before: null,
    after: values,
    changedBy: deps.actor.userId,
    notes: `Created on approval of ${account.email}`,
  });
  await recordAudit(w.tx, deps.actor, {
    action: "lender.create",
    targetType: "lender",
    targetId: created.id,
    targetLabel: created.companyName,
    details: { slug: created.slug, approvedUserId: userId, approvedUserEmail: account.email },
  });
  return { lender: created, linkedNow: true, created: true };
}

async function approveIn(
  w: WriteContext,
  deps: ApprovalDeps,
  userId: string,
  body: ApproveBody,
  bulk: boolean,
) {
  const account = await lockLenderAccount(w, deps.actor, userId);
  const provided = await provideLender(w, deps, account, body);
  const approval = await applyLenderApproval(w, { ...deps, userId, status: "approved" });
  const changed = approval.changed || provided.linkedNow;
  if (changed) {
    await recordAudit(w.tx, deps.actor, {
      action: "user.approve",
      targetType: "user",
      targetId: userId,
      targetLabel: account.email,
      details: {
        mode: body.mode,
        lenderId: provided.lender.id,
        lenderName: provided.lender.companyName,
        lenderCreated: provided.created,
        ...(bulk ? { bulk: true } : {}),
      },
    });
  }
  return { changed, created: provided.created };
}

export async function approveLenderUser(
  deps: ApprovalDeps,
  userId: string,
  body: ApproveBody,
): Promise<ApprovalResult> {
  return runWrite(deps.db, async (w) => {
    const { changed } = await approveIn(w, deps, userId, body, false);
    return { user: await currentUser(w, userId), changed };
  });
}

export async function rejectLenderUser(
  deps: ApprovalDeps,
  userId: string,
): Promise<ApprovalResult> {
  return runWrite(deps.db, async (w) => {
    const account = await lockLenderAccount(w, deps.actor, userId);
    const { changed } = await applyLenderApproval(w, { ...deps, userId, status: "rejected" });
    if (changed) {
      await recordAudit(w.tx, deps.actor, {
        action: "user.reject",
        targetType: "user",
        targetId: userId,
        targetLabel: account.email,
        details: { previousStatus: account.profile.approvalStatus },
      });
    }
    return { user: await currentUser(w, userId), changed };
  });
}

/**
 * The panel's bulk approval: every selected account approved in 'new' mode, in one
 * transaction (all or nothing), in a fixed order so two concurrent calls cannot deadlock.
 * An account already approved with its lender record is left alone: a second call changes
 * nothing and sends no mail. An unknown id (404) or a non-lender (409) refuses the batch.
 */
export async function bulkApproveLenderUsers(
  deps: ApprovalDeps,
  userIds: readonly string[],
): Promise<BulkApproveResult> {
  const ids = [...new Set(userIds)].sort();
  return runWrite(deps.db, async (w) => {
    const accounts = await w.tx
      .select({
        id: profiles.id,
        userType: profiles.userType,
        approvalStatus: profiles.approvalStatus,
      })
      .from(profiles)
      .where(inArray(profiles.id, ids))
      .orderBy(asc(profiles.id));
    if (accounts.length !== ids.length) throw notFound(USER_NOT_FOUND);
    for (const account of accounts)
      authorize(deps.actor, canDecideLenderApproval, account, notALender);
    const result: BulkApproveResult = { approved: [], unchanged: [], lendersCreated: 0 };
    for (const id of ids) {
      const { changed, created } = await approveIn(w, deps, id, { mode: "new" }, true);
      (changed ? result.approved : result.unchanged).push(id);
      if (created) result.lendersCreated++;
    }
    return result;
  });
}
