/**
 * The team's owner (issue 31 seats): every owner-only team service locks the caller's lender
 * record by id and asks canManageTeam, so a member (or another lender) is refused here.
 */
import { eq } from "drizzle-orm";
import type { Actor } from "@/domain/policies/actor";
import { canManageTeam } from "@/domain/policies/team-policies";
import type { Executor } from "../../db/client";
import { lenders } from "../../db/schema";
import { forbidden } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import { NO_LENDER_PROFILE_MESSAGE } from "../lender-workspace/update-lender";

export const OWNER_ONLY_MESSAGE = "Only your team's owner can manage the team.";

export async function ownTeamLender(tx: Executor, actor: Actor, lock = false) {
  const lenderId = actor?.lenderId ?? null;
  const query = tx
    .select({ id: lenders.id, userId: lenders.userId, companyName: lenders.companyName })
    .from(lenders)
    .where(eq(lenders.id, lenderId ?? "00000000-0000-0000-0000-000000000000"));
  const [row] = lenderId === null ? [] : lock ? await query.for("update") : await query;
  return authorize(actor, canManageTeam, row, {
    notFound: NO_LENDER_PROFILE_MESSAGE,
    refused: () => forbidden(OWNER_ONLY_MESSAGE),
  });
}
