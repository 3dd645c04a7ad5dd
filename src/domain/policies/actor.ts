/**
 * Who is asking (spec 6 'Roles and permissions'): null for a visitor, otherwise the signed-in
 * user's id, role and approval status. Every policy in this folder is a pure function of an
 * actor and, for a resource, the few fields of it that decide. The server enforces them
 * (src/server/plugins/guards.ts and the services); the web only uses them to hide actions.
 */
import type { ApprovalStatus, UserType } from "../reference/statuses";

export interface SignedInActor {
  readonly userId: string;
  readonly userType: UserType;
  /** Lenders: pending, approved or rejected. Null for borrowers and admins. */
  readonly approvalStatus: ApprovalStatus | null;
  /**
   * The lender record managed by this account (lenders.user_id), when the caller has looked
   * it up; only lender-record and inquiry policies read it.
   */
  readonly lenderId?: string | null | undefined;
  /**
   * The actor's seat on that record (issue 31 team seats): the owner is the record's user_id,
   * a member a colleague the owner invited. Set with lenderId; absent when not looked up.
   */
  readonly lenderRole?: "owner" | "member" | null | undefined;
  /**
   * Whether the account has a verified TOTP authenticator (issue 33), when the caller knows:
   * the server's guards set it from the session's user; only the two-factor policies read it,
   * and absent counts as not enrolled.
   */
  readonly twoFactorEnabled?: boolean | undefined;
}

/** Null: a visitor (not signed in). */
export type Actor = SignedInActor | null;

/** The actor of a profile (the server's row or the /api/me answer); null when signed out. */
export function toActor(
  profile:
    | { id: string; userType: UserType; approvalStatus: ApprovalStatus | null }
    | null
    | undefined,
  lenderId?: string | null,
  lenderRole?: "owner" | "member" | null,
): Actor {
  if (!profile) return null;
  return {
    userId: profile.id,
    userType: profile.userType,
    approvalStatus: profile.approvalStatus,
    ...(lenderId !== undefined ? { lenderId } : {}),
    ...(lenderRole !== undefined ? { lenderRole } : {}),
  };
}

export function isSignedIn(actor: Actor): actor is SignedInActor {
  return actor !== null;
}

/** Whether the actor holds one of the roles. (Not type guards: false says nothing of null.) */
export function hasRole(actor: Actor, ...roles: readonly UserType[]): boolean {
  return actor !== null && roles.includes(actor.userType);
}

export function isAdmin(actor: Actor): boolean {
  return hasRole(actor, "admin");
}

/** A lender account an admin has approved (spec 4 'Lender account'). */
export function isApprovedLender(actor: Actor): boolean {
  return actor !== null && actor.userType === "lender" && actor.approvalStatus === "approved";
}
