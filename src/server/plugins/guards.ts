/**
 * Server-side access rules, used as preHandlers (or an onRequest hook, see routes/admin) by
 * every non-public route. Each guard decides through a policy of src/domain/policies, the same
 * functions the browser uses to hide actions. Handlers then read the viewer with
 * `viewerOf(request)`. A guard answers "may this actor use the route at all"; which row is
 * theirs is decided in the services through lib/authorize.ts (docs/decisions/
 * 2026-11-27-policies-decide-access.md).
 */
import type { FastifyRequest } from "fastify";
import { type Actor, hasRole, isSignedIn, toActor } from "@/domain/policies/actor";
import { canAccessAdmin } from "@/domain/policies/admin-policies";
import { canUseLenderDashboard, canViewLenderDashboard } from "@/domain/policies/lender-policies";
import { mustEnrolTwoFactor } from "@/domain/policies/two-factor-policies";
import type { UserType } from "@/domain/reference/statuses";
import { AppError, forbidden, unauthorized } from "../lib/app-error";
import type { Viewer } from "./auth";

/** The non-admin's message of spec 6. */
export const ADMIN_REQUIRED_MESSAGE =
  "You don't have permission to access this page. Admin access required.";

/** The actor of a request: null for a visitor; with its two-factor enrolment (issue 33). */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const viewer = await request.getViewer();
  const actor = toActor(viewer?.profile);
  return actor && { ...actor, twoFactorEnabled: viewer?.user.twoFactorEnabled === true };
}

/**
 * A guard that lets through signed-in actors the policy allows: 401 for a visitor, 403 with
 * `message` for anyone else the policy refuses.
 */
export function requirePolicy(policy: (actor: Actor) => boolean, message?: string) {
  return async function policyGuard(request: FastifyRequest): Promise<void> {
    const actor = await actorOf(request);
    if (actor === null) throw unauthorized();
    if (!policy(actor)) throw forbidden(message);
  };
}

export const requireSignedIn = requirePolicy(isSignedIn);

export function requireRole(...roles: UserType[]) {
  return requirePolicy(
    (actor) => hasRole(actor, ...roles),
    "You don't have permission to access this page.",
  );
}

/** The lender workspace API behind the dashboard's tabs (canUseLenderDashboard). */
export const requireApprovedLender = requirePolicy(
  canUseLenderDashboard,
  "Your lender account must be approved to do this.",
);

/** Any lender account, whatever its approval (canViewLenderDashboard: its status card). */
export const requireLenderAccount = requirePolicy(
  canViewLenderDashboard,
  "You don't have permission to access this page.",
);

/** Issue 33: what an admin without two-factor sign-in is told by the admin area's API. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Set up two-factor sign-in to use the admin area: an authenticator app's code is asked at every sign-in.";

/**
 * Every /api/admin route (the admin plugin's onRequest hook), through canAccessAdmin: 401 for
 * a visitor, 403 `forbidden` for a non-admin, and 403 `two_factor_required` for an admin
 * without an authenticator (mustEnrolTwoFactor), so the web can lead them to enrolment.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const actor = await actorOf(request);
  if (actor === null) throw unauthorized();
  if (canAccessAdmin(actor)) return;
  if (mustEnrolTwoFactor(actor)) {
    throw new AppError("two_factor_required", TWO_FACTOR_REQUIRED_MESSAGE);
  }
  throw forbidden(ADMIN_REQUIRED_MESSAGE);
}

/** The viewer of a request that passed a guard. */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.getViewer();
  if (!viewer) throw unauthorized();
  return viewer;
}
