/**
 * The owner hands the lender record to a colleague (issue 31 seats, ownership transfer;
 * docs/decisions/2026-11-27-lender-team-seats.md). One write on the locked record and seat:
 * lenders.user_id becomes the colleague (with its history entry), the colleague's member seat
 * ends (removed_at, kept for history), the former owner gets a member seat, and both are
 * mailed through the outbox (sent after the commit). Everything keyed on lenders.user_id (the
 * lender's mails, verification evidence, review replies, the live events' owner) follows the
 * column; the workspace resolves the role on every request, so both accounts' next request
 * sees their new role. A seat of another team is 404 like a missing one; a removed seat, the
 * owner's own account or an account that is not an approved lender is 409.
 */
import { eq } from "drizzle-orm";
import {
  OWNERSHIP_TRANSFER_MESSAGES,
  type OwnershipTransferResponse,
} from "@/domain/contract/lender-team";
import type { Actor } from "@/domain/policies/actor";
import {
  canTransferOwnership,
  type OwnershipTransferRef,
  ownershipTransferRefusal,
} from "@/domain/policies/team-policies";
import type { Database, Executor } from "../../db/client";
import { lenderMembers, lenders, profiles, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError, forbidden } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { Mailer } from "../../mail/mailer";
import { teamOwnershipHandedOverMail } from "../../mail/templates/team-ownership-handed-over";
import { teamOwnershipReceivedMail } from "../../mail/templates/team-ownership-received";
import { SEAT_NOT_FOUND_MESSAGE } from "./manage-seats";
import { OWNER_ONLY_MESSAGE, ownTeamLender } from "./team-access";

export interface TransferOwnershipInput {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  actor: Actor;
  seatId: string;
  now: Date;
}

async function account(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ email: users.email, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return { email: row?.email ?? "", name: row?.fullName?.trim() || row?.email || "" };
}

export async function transferOwnership(
  input: TransferOwnershipInput,
): Promise<OwnershipTransferResponse> {
  const { actor, now } = input;
  return runWrite(input.db, async (w) => {
    // The caller's own record, locked: a member (or a lender without one) is refused here.
    const lender = await ownTeamLender(w.tx, actor, true);
    const [seat] = await w.tx
      .select({
        id: lenderMembers.id,
        lenderId: lenderMembers.lenderId,
        userId: lenderMembers.userId,
        removedAt: lenderMembers.removedAt,
        userType: profiles.userType,
        approvalStatus: profiles.approvalStatus,
      })
      .from(lenderMembers)
      .leftJoin(profiles, eq(profiles.id, lenderMembers.userId))
      .where(eq(lenderMembers.id, input.seatId))
      .for("update", { of: lenderMembers });
    const refOf = (found: NonNullable<typeof seat>): OwnershipTransferRef => ({
      lender: { id: lender.id, userId: lender.userId },
      active: found.removedAt === null,
      target: {
        userId: found.userId,
        userType: found.userType,
        approvalStatus: found.approvalStatus,
      },
    });
    // Another team's seat is 404 like a missing one.
    const ref = authorize(
      actor,
      canTransferOwnership,
      seat?.lenderId === lender.id ? seat : undefined,
      { notFound: SEAT_NOT_FOUND_MESSAGE, refused: () => forbidden(OWNER_ONLY_MESSAGE) },
      refOf,
    );
    const refusal = ownershipTransferRefusal(actor, refOf(ref));
    if (refusal) throw new AppError(refusal, OWNERSHIP_TRANSFER_MESSAGES[refusal]);
    const formerOwnerId = lender.userId;
    if (formerOwnerId === null || actor === null) throw forbidden(OWNER_ONLY_MESSAGE);
    const newOwnerId = ref.userId;
    const formerOwner = await account(w.tx, formerOwnerId);
    const newOwner = await account(w.tx, newOwnerId);

    // The colleague's seat ends first: one active seat per account, and an owner holds none.
    await w.tx
      .update(lenderMembers)
      .set({ removedAt: now, removedBy: formerOwnerId })
      .where(eq(lenderMembers.id, ref.id));
    await w.tx.update(lenders).set({ userId: newOwnerId }).where(eq(lenders.id, lender.id));
    await w.recordChanges({
      entity: "lender",
      id: lender.id,
      before: { userId: formerOwnerId },
      after: { userId: newOwnerId },
      changedBy: formerOwnerId,
      changedAt: now,
      notes: `Ownership handed from ${formerOwner.email} to ${newOwner.email}`,
    });
    await w.tx.insert(lenderMembers).values({
      lenderId: lender.id,
      userId: formerOwnerId,
      invitedBy: newOwnerId,
      createdAt: now,
    });

    const mail = {
      lenderName: lender.companyName,
      formerOwnerName: formerOwner.name,
      newOwnerName: newOwner.name,
      baseUrl: input.baseUrl,
      supportEmail: input.supportEmail,
    };
    await w.sendMail(input.mailer, teamOwnershipReceivedMail({ ...mail, to: newOwner.email }));
    await w.sendMail(input.mailer, teamOwnershipHandedOverMail({ ...mail, to: formerOwner.email }));
    return { lenderName: lender.companyName, newOwnerName: newOwner.name };
  });
}
