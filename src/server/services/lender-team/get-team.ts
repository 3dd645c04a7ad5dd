/**
 * The owner's Team tab (issue 31 seats): the owner's seat, the active colleagues, and the
 * invitations neither accepted nor revoked (expired ones say so).
 */
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { TeamInvitation, TeamResponse, TeamSeat } from "@/domain/contract/lender-team";
import type { Actor } from "@/domain/policies/actor";
import { TEAM_SEAT_LIMIT } from "@/domain/policies/team-policies";
import type { Executor } from "../../db/client";
import { lenderInvitations, lenderMembers, profiles, users } from "../../db/schema";
import { ownTeamLender } from "./team-access";

const displayName = (fullName: string | null, email: string) => fullName?.trim() || email;

export function toInvitationDto(
  row: typeof lenderInvitations.$inferSelect,
  now: Date,
): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** Active member seats of a record. */
export function activeMembers(tx: Executor, lenderId: string) {
  return tx
    .select({
      id: lenderMembers.id,
      userId: lenderMembers.userId,
      createdAt: lenderMembers.createdAt,
      email: users.email,
      fullName: profiles.fullName,
    })
    .from(lenderMembers)
    .innerJoin(users, eq(users.id, lenderMembers.userId))
    .leftJoin(profiles, eq(profiles.id, lenderMembers.userId))
    .where(and(eq(lenderMembers.lenderId, lenderId), isNull(lenderMembers.removedAt)))
    .orderBy(asc(lenderMembers.createdAt));
}

/** Invitations not accepted and not revoked (expired included), newest first. */
export function openInvitations(tx: Executor, lenderId: string) {
  return tx
    .select()
    .from(lenderInvitations)
    .where(
      and(
        eq(lenderInvitations.lenderId, lenderId),
        isNull(lenderInvitations.acceptedAt),
        isNull(lenderInvitations.revokedAt),
      ),
    )
    .orderBy(desc(lenderInvitations.createdAt));
}

export async function getTeam(db: Executor, actor: Actor, now: Date): Promise<TeamResponse> {
  const lender = await ownTeamLender(db, actor);
  const seats: TeamSeat[] = [];
  if (lender.userId) {
    const [owner] = await db
      .select({ email: users.email, fullName: profiles.fullName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, lender.userId));
    if (owner) {
      seats.push({
        id: lender.id,
        userId: lender.userId,
        name: displayName(owner.fullName, owner.email),
        email: owner.email,
        role: "owner",
        addedAt: null,
      });
    }
  }
  for (const member of await activeMembers(db, lender.id)) {
    seats.push({
      id: member.id,
      userId: member.userId,
      name: displayName(member.fullName, member.email),
      email: member.email,
      role: "member",
      addedAt: member.createdAt.toISOString(),
    });
  }
  const invitations = (await openInvitations(db, lender.id)).map((row) =>
    toInvitationDto(row, now),
  );
  return { seats, invitations, seatLimit: TEAM_SEAT_LIMIT };
}
