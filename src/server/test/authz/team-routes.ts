/**
 * Issue 31 team seats. The Team tab's routes: approved lender accounts (401 visitor, 403 for
 * borrowers, admins and unapproved lenders), each on its own team (resolveOwnLender):
 * `lender2` pointing at `lender`'s invitation or seat gets 404 like a missing one. A member
 * is not one of the matrix's eight actors: its 403s are in lender-team.test.ts. The link's
 * read is public (a token matching nothing is 404 for everyone); accepting an invitation for
 * an address no actor has is 409 invitation_wrong_email for every signed-in account.
 */
import { eq } from "drizzle-orm";
import { lenderInvitations, lenderMembers } from "../../db/schema";
import { hashInvitationToken } from "../../services/lender-team/invitation-token";
import type { Fixture, MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

const ownRow = { visitor: 401, lender: 204, lender2: 404, others: 403 } as const;
const DAY_MS = 86_400_000;

let fresh = 0;
/** A fresh open invitation to `lender`'s team. */
async function openInvitation(world: World): Promise<Fixture> {
  fresh += 1;
  const token = `zqa-matrix-token-${fresh}-${Date.now()}`;
  const [row] = await world.ctx.db
    .insert(lenderInvitations)
    .values({
      lenderId: world.a.lenderId,
      email: `zqa-invitee-${fresh}@example.com`,
      tokenHash: hashInvitationToken(token),
      invitedBy: world.a.lenderUserId,
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
    })
    .returning();
  return { invitationId: row?.id ?? "", token };
}

/** A fresh colleague seat on `lender`'s team. */
async function memberSeat(world: World): Promise<Fixture> {
  const userId = await world.extraUser("pendingLender");
  const [row] = await world.ctx.db
    .insert(lenderMembers)
    .values({ lenderId: world.a.lenderId, userId, invitedBy: world.a.lenderUserId })
    .returning();
  return { seatId: row?.id ?? "" };
}

const invitationState = async (world: World, id: string) =>
  world.ctx.db.select().from(lenderInvitations).where(eq(lenderInvitations.id, id));

export const teamRoutes: MatrixEntry[] = [
  {
    route: "GET /api/lender-workspace/team",
    policy: ["canUseLenderDashboard", "canManageTeam"],
    expect: { visitor: 401, lenders: 200, others: 403 },
    shows: {
      lender: (world) => [world.a.lenderUserId],
      lender2: (world) => [world.b.lenderUserId],
    },
  },
  {
    route: "POST /api/lender-workspace/team/invitations",
    policy: ["canUseLenderDashboard", "canManageTeam"],
    expect: { visitor: 401, lenders: 201, others: 403 },
    request: () => ({
      url: "/api/lender-workspace/team/invitations",
      payload: { email: `matrix-colleague-${Date.now()}-${Math.random()}@example.com` },
    }),
    state: (world) =>
      world.ctx.db
        .select({ id: lenderInvitations.id })
        .from(lenderInvitations)
        .where(eq(lenderInvitations.lenderId, world.a.lenderId)),
    note: "each approved lender invites to its own team; the owner-only refusal of a member is lender-team.test.ts",
  },
  {
    route: "DELETE /api/lender-workspace/team/invitations/:invitationId",
    policy: ["canUseLenderDashboard", "canRevokeInvitation"],
    expect: ownRow,
    fixture: openInvitation,
    request: (_world, { invitationId }) => ({
      url: `/api/lender-workspace/team/invitations/${invitationId}`,
    }),
    state: (world, { invitationId }) => invitationState(world, invitationId ?? ""),
  },
  {
    route: "DELETE /api/lender-workspace/team/members/:seatId",
    policy: ["canUseLenderDashboard", "canRemoveSeat"],
    expect: ownRow,
    fixture: memberSeat,
    request: (_world, { seatId }) => ({ url: `/api/lender-workspace/team/members/${seatId}` }),
    state: (world, { seatId }) =>
      world.ctx.db
        .select()
        .from(lenderMembers)
        .where(eq(lenderMembers.id, seatId ?? "")),
  },
  {
    route: "POST /api/lender-workspace/team/members/:seatId/owner",
    policy: ["canUseLenderDashboard", "canTransferOwnership", "ownershipTransferRefusal"],
    expect: { visitor: 401, lender: 409, lender2: 404, others: 403 },
    fixture: memberSeat,
    request: (_world, { seatId }) => ({
      url: `/api/lender-workspace/team/members/${seatId}/owner`,
      payload: {},
    }),
    state: (world, { seatId }) =>
      world.ctx.db
        .select()
        .from(lenderMembers)
        .where(eq(lenderMembers.id, seatId ?? "")),
    note: "the fixture's colleague is a pending lender account: transfer_target_not_approved (the owner keeps the record, so the matrix's world stays); a transfer that happens is lender-team-ownership.test.ts",
  },
  {
    route: "GET /api/team-invitations",
    policy: "public",
    expect: { everyone: 404 },
    request: () => ({ url: "/api/team-invitations?token=zqa-no-such-token" }),
    foreignDataExempt: "a token that matches nothing: the same 404 invitation_invalid for all",
  },
  {
    route: "POST /api/team-invitations/accept",
    policy: ["isSignedIn", "invitationRefusal"],
    expect: { visitor: 401, signedIn: 409 },
    fixture: openInvitation,
    request: (_world, { token }) => ({
      url: "/api/team-invitations/accept",
      payload: { token },
    }),
    state: (world, { invitationId }) => invitationState(world, invitationId ?? ""),
    note: "the invitation is for an address no actor has: invitation_wrong_email",
  },
];
