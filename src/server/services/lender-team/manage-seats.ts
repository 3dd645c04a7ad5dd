/**
 * The owner revokes an open invitation or removes a colleague (issue 31 seats). Each fetches
 * the row by id and asks its policy (canRevokeInvitation, canRemoveSeat): another team's row
 * and a missing one are the same 404. Removing sets removed_at: the workspace resolves the
 * record on every request (resolveOwnLender), so the colleague's next request finds none.
 */
import { and, eq } from "drizzle-orm";
import type { Actor } from "@/domain/policies/actor";
import { canRemoveSeat, canRevokeInvitation } from "@/domain/policies/team-policies";
import type { Database } from "../../db/client";
import { lenderInvitations, lenderMembers, lenders } from "../../db/schema";
import { runWrite } from "../../db/write";
import { authorize } from "../../lib/authorize";

export const INVITATION_NOT_FOUND_MESSAGE = "This invitation was not found or is no longer open.";
export const SEAT_NOT_FOUND_MESSAGE = "This colleague was not found on your team.";

export async function revokeInvitation(db: Database, actor: Actor, id: string, now: Date) {
  return runWrite(db, async (w) => {
    const [row] = await w.tx
      .select({
        id: lenderInvitations.id,
        acceptedAt: lenderInvitations.acceptedAt,
        revokedAt: lenderInvitations.revokedAt,
        lender: { id: lenders.id, userId: lenders.userId },
      })
      .from(lenderInvitations)
      .innerJoin(lenders, eq(lenders.id, lenderInvitations.lenderId))
      .where(eq(lenderInvitations.id, id))
      .for("update", { of: lenderInvitations });
    authorize(
      actor,
      canRevokeInvitation,
      row,
      { notFound: INVITATION_NOT_FOUND_MESSAGE },
      (found) => ({ lender: found.lender, open: !found.acceptedAt && !found.revokedAt }),
    );
    await w.tx
      .update(lenderInvitations)
      .set({ revokedAt: now, revokedBy: actor?.userId ?? null })
      .where(eq(lenderInvitations.id, id));
  });
}

export async function removeMember(db: Database, actor: Actor, seatId: string, now: Date) {
  return runWrite(db, async (w) => {
    const [row] = await w.tx
      .select({
        id: lenderMembers.id,
        removedAt: lenderMembers.removedAt,
        lender: { id: lenders.id, userId: lenders.userId },
      })
      .from(lenderMembers)
      .innerJoin(lenders, eq(lenders.id, lenderMembers.lenderId))
      .where(eq(lenderMembers.id, seatId))
      .for("update", { of: lenderMembers });
    authorize(actor, canRemoveSeat, row, { notFound: SEAT_NOT_FOUND_MESSAGE }, (found) => ({
      lender: found.lender,
      active: found.removedAt === null,
    }));
    await w.tx
      .update(lenderMembers)
      .set({ removedAt: now, removedBy: actor?.userId ?? null })
      .where(and(eq(lenderMembers.id, seatId)));
  });
}
