/**
 * An invitation link (issue 31 seats): reading it changes nothing (mail scanners open links);
 * accepting needs the signed-in account with the invited email (invitationRefusal decides).
 * The account gets its member seat, and becomes an approved lender account if it was not one:
 * the team's owner, an approved lender, vouches for the colleague, and the member's access
 * still ends with the seat (docs/decisions/2026-11-27-lender-team-seats.md).
 */
import { and, eq, isNull } from "drizzle-orm";
import {
  type AcceptInvitationResponse,
  INVITATION_MESSAGES,
  type InvitationLink,
} from "@/domain/contract/lender-team";
import { toActor } from "@/domain/policies/actor";
import {
  type InvitationAcceptRef,
  invitationRefusal,
  isInvitationOpen,
} from "@/domain/policies/team-policies";
import type { Database, Executor } from "../../db/client";
import { inquiries, lenderInvitations, lenderMembers, lenders, profiles } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import type { Viewer } from "../../plugins/auth";
import { hashInvitationToken } from "./invitation-token";

export const INVITATION_INVALID_MESSAGE =
  "This invitation link is not valid. Check that you opened the whole link from the mail.";

function invitationByToken(tx: Executor, token: string) {
  return tx
    .select({ invitation: lenderInvitations, lenderName: lenders.companyName })
    .from(lenderInvitations)
    .innerJoin(lenders, eq(lenders.id, lenderInvitations.lenderId))
    .where(eq(lenderInvitations.tokenHash, hashInvitationToken(token)));
}

export async function readInvitationLink(
  db: Database,
  token: string,
  now: Date,
): Promise<InvitationLink> {
  const [row] = await invitationByToken(db, token);
  if (!row) throw new AppError("invitation_invalid", INVITATION_INVALID_MESSAGE);
  return {
    lenderName: row.lenderName,
    email: row.invitation.email,
    open: isInvitationOpen(row.invitation, now),
  };
}

async function accountFacts(tx: Executor, userId: string, email: string) {
  const [owned] = await tx
    .select({ id: lenders.id })
    .from(lenders)
    .where(eq(lenders.userId, userId))
    .limit(1);
  const [seat] = await tx
    .select({ id: lenderMembers.id })
    .from(lenderMembers)
    .where(and(eq(lenderMembers.userId, userId), isNull(lenderMembers.removedAt)))
    .limit(1);
  const [request] = await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.borrowerId, userId))
    .limit(1);
  return {
    email,
    ownsLender: owned !== undefined,
    hasSeat: seat !== undefined,
    hasLoanRequests: request !== undefined,
  };
}

export async function acceptInvitation(
  db: Database,
  viewer: Viewer,
  token: string,
  now: Date,
): Promise<AcceptInvitationResponse> {
  const actor = toActor(viewer.profile);
  return runWrite(db, async (w) => {
    const [row] = await invitationByToken(w.tx, token).for("update", { of: lenderInvitations });
    if (!row) throw new AppError("invitation_invalid", INVITATION_INVALID_MESSAGE);
    const { invitation } = row;
    const ref: InvitationAcceptRef = {
      email: invitation.email,
      open: isInvitationOpen(invitation, now),
      account: await accountFacts(w.tx, viewer.user.id, viewer.user.email),
    };
    const refusal = invitationRefusal(actor, ref);
    if (refusal) throw new AppError(refusal, INVITATION_MESSAGES[refusal]);
    await w.tx.insert(lenderMembers).values({
      lenderId: invitation.lenderId,
      userId: viewer.user.id,
      invitedBy: invitation.invitedBy,
      createdAt: now,
    });
    await w.tx
      .update(lenderInvitations)
      .set({ acceptedAt: now, acceptedBy: viewer.user.id })
      .where(eq(lenderInvitations.id, invitation.id));
    if (viewer.profile.userType !== "lender" || viewer.profile.approvalStatus !== "approved") {
      await w.tx
        .update(profiles)
        .set({ userType: "lender", approvalStatus: "approved" })
        .where(eq(profiles.id, viewer.user.id));
    }
    return { lenderName: row.lenderName, role: "member" as const };
  });
}
