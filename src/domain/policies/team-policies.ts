/**
 * A lender's team (issue 31 'A lender's desk', docs/decisions/2026-11-27-lender-team-seats.md).
 * The owner is the account the record names (lenders.user_id, ownsLender); members are the
 * colleagues the owner invited. Both work the lender's requests: the answering, offer, thread
 * and pipeline policies look at actor.lenderId, which the server resolves from either link.
 * Only the owner edits the public profile and products (canEditLender), submits verification
 * evidence (ownsLender) and manages the team (here).
 */
import type { Actor } from "./actor";
import { type LenderRecordRef, ownsLender } from "./lender-policies";

/** Seats a team may hold: the owner and up to 9 colleagues (open invitations count). */
export const TEAM_SEAT_LIMIT = 10;

/** Listing seats and invitations, inviting, revoking, removing: the record's owner. */
export function canManageTeam(actor: Actor, lender: LenderRecordRef): boolean {
  return ownsLender(actor, lender);
}

/** A member seat as the owner removes it: the team it belongs to. */
export interface SeatRef {
  lender: LenderRecordRef;
  /** Still active (not removed yet). */
  active: boolean;
}

/** Removing a colleague: the owner of that seat's team, while the seat is active. */
export function canRemoveSeat(actor: Actor, seat: SeatRef): boolean {
  return seat.active && canManageTeam(actor, seat.lender);
}

/** Revoking an invitation: the owner of its team, while it is still open. */
export function canRevokeInvitation(
  actor: Actor,
  invitation: { lender: LenderRecordRef; open: boolean },
): boolean {
  return invitation.open && canManageTeam(actor, invitation.lender);
}

/** What decides whether the signed-in account may take an invitation's seat. */
export interface InvitationAcceptRef {
  /** The invited address (lower case). */
  email: string;
  /** Not accepted, revoked or expired. */
  open: boolean;
  /** The signed-in account's email and what it already is. */
  account: {
    email: string;
    /** It manages a lender record of its own (lenders.user_id). */
    ownsLender: boolean;
    /** It holds an active seat on a team. */
    hasSeat: boolean;
    /** As a borrower, it has loan requests of its own. */
    hasLoanRequests: boolean;
  };
}

export type InvitationRefusal =
  | "invitation_closed"
  | "invitation_wrong_email"
  | "invitation_account_type"
  | "invitation_already_on_team"
  | "invitation_borrower_requests";

/**
 * Why the actor may not accept, or null when it may. The seat is the invited address's: the
 * signed-in account must have that email. Lender accounts (pending or approved) join; a
 * rejected lender does not (the admin's decision stands), nor an admin. A borrower account
 * joins only while it has no loan requests: becoming a lender would cut it off from them.
 * An account that owns a record or holds a seat elsewhere is refused: one team per account.
 */
export function invitationRefusal(
  actor: Actor,
  invitation: InvitationAcceptRef,
): InvitationRefusal | null {
  if (!invitation.open) return "invitation_closed";
  if (actor === null) return "invitation_wrong_email";
  const { account } = invitation;
  if (account.email.trim().toLowerCase() !== invitation.email) return "invitation_wrong_email";
  if (actor.userType === "admin") return "invitation_account_type";
  if (actor.userType === "lender" && actor.approvalStatus === "rejected") {
    return "invitation_account_type";
  }
  if (account.ownsLender || account.hasSeat) return "invitation_already_on_team";
  if (actor.userType === "borrower" && account.hasLoanRequests) {
    return "invitation_borrower_requests";
  }
  return null;
}

/** An invitation is open while not accepted, not revoked and not past its expiry. */
export function isInvitationOpen(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return (
    invitation.acceptedAt === null &&
    invitation.revokedAt === null &&
    invitation.expiresAt.getTime() > now.getTime()
  );
}

/**
 * Which colleague sent a lender's message or offer (issue 31 'every action shows who did
 * it'): that lender's team only (owner or member). The borrower and an admin see the lender's
 * name, never a colleague's (the decision page, point 6).
 */
export function canSeeTeamAuthors(actor: Actor, lender: { lenderId: string }): boolean {
  return (
    actor !== null &&
    actor.userType === "lender" &&
    typeof actor.lenderId === "string" &&
    actor.lenderId === lender.lenderId
  );
}

/** What decides whether the owner may hand the record to a colleague (ownership transfer). */
export interface OwnershipTransferRef {
  /** The team of the seat named as the new owner. */
  lender: LenderRecordRef;
  /** The seat is still active (not removed meanwhile). */
  active: boolean;
  /** The account holding the seat, as it is now. */
  target: {
    userId: string;
    userType: string | null;
    approvalStatus: string | null;
  };
}

export type OwnershipTransferRefusal =
  | "transfer_seat_removed"
  | "transfer_to_self"
  | "transfer_target_not_approved";

/**
 * Handing the record to a colleague: only its owner (a member or another lender is refused,
 * the route's 403/404). The seat's owner may not be refused otherwise than by
 * {@link ownershipTransferRefusal}.
 */
export function canTransferOwnership(actor: Actor, transfer: OwnershipTransferRef): boolean {
  return canManageTeam(actor, transfer.lender);
}

/**
 * Why the owner may not hand the record to this seat's account (409), or null when it may.
 * The seat must still be active (a colleague removed meanwhile is refused); not the owner's
 * own account; and an approved lender account: a colleague an admin rejected does not take
 * over a listed company (the admin's decision stands, as for invitations).
 */
export function ownershipTransferRefusal(
  actor: Actor,
  transfer: OwnershipTransferRef,
): OwnershipTransferRefusal | null {
  if (!transfer.active) return "transfer_seat_removed";
  if (actor !== null && transfer.target.userId === actor.userId) return "transfer_to_self";
  if (transfer.target.userType !== "lender" || transfer.target.approvalStatus !== "approved") {
    return "transfer_target_not_approved";
  }
  return null;
}
