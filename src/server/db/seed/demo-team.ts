/**
 * The demo lender's team (issue 31 seats): analyst@example.com holds a member seat of Cedar
 * Ridge Capital, and an invitation to associate@example.com waits (its token is random and
 * never mailed: the Team tab shows it pending and can revoke it).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { TEAM_INVITATION_TTL_DAYS } from "@/domain/contract/lender-team";
import { hashInvitationToken } from "../../services/lender-team/invitation-token";
import type { Executor } from "../client";
import { lenderInvitations, lenderMembers, lenders } from "../schema";
import { DEMO_LENDER_SLUG } from "./demo-accounts";

export const DEMO_MEMBER_EMAIL = "analyst@example.com";
export const DEMO_INVITEE_EMAIL = "associate@example.com";

export async function insertDemoTeam(tx: Executor, ids: Map<string, string>, now: Date) {
  const [lender] = await tx
    .select({ id: lenders.id, userId: lenders.userId })
    .from(lenders)
    .where(eq(lenders.slug, DEMO_LENDER_SLUG));
  const memberId = ids.get(DEMO_MEMBER_EMAIL);
  if (!lender || !memberId) throw new Error("Demo team: lender or member missing");
  await tx.insert(lenderMembers).values({
    lenderId: lender.id,
    userId: memberId,
    invitedBy: lender.userId,
    createdAt: new Date(now.getTime() - 20 * 86_400_000),
  });
  await tx.insert(lenderInvitations).values({
    lenderId: lender.id,
    email: DEMO_INVITEE_EMAIL,
    tokenHash: hashInvitationToken(randomBytes(32).toString("base64url")),
    invitedBy: lender.userId,
    createdAt: new Date(now.getTime() - 86_400_000),
    expiresAt: new Date(now.getTime() + (TEAM_INVITATION_TTL_DAYS - 1) * 86_400_000),
  });
}
