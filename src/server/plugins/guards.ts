/**
 * Server-side access rules, used as preHandlers by every non-public route. The browser only
 * mirrors them. Handlers then read the viewer with `viewerOf(request)`.
 */
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../lib/app-error";
import type { Profile, Viewer } from "./auth";

type UserType = Profile["userType"];

export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!(await request.getViewer())) throw unauthorized();
}

export function requireRole(...roles: UserType[]) {
  return async function requireRoleGuard(request: FastifyRequest): Promise<void> {
    const viewer = await request.getViewer();
    if (!viewer) throw unauthorized();
    if (!roles.includes(viewer.profile.userType)) {
      throw forbidden("You don't have permission to access this page.");
    }
  };
}

export async function requireApprovedLender(request: FastifyRequest): Promise<void> {
  const viewer = await request.getViewer();
  if (!viewer) throw unauthorized();
  if (viewer.profile.userType !== "lender" || viewer.profile.approvalStatus !== "approved") {
    throw forbidden("Your lender account must be approved to do this.");
  }
}

/** The viewer of a request that passed a guard. */
export async function viewerOf(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.getViewer();
  if (!viewer) throw unauthorized();
  return viewer;
}
