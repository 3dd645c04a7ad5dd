/** The admin acting in a request (the admin plugin's hook has checked the role). */
import type { FastifyRequest } from "fastify";
import { viewerOf } from "../../plugins/guards";
import type { AdminRequestActor } from "../../services/admin/record-audit";

export async function adminActorOf(request: FastifyRequest): Promise<AdminRequestActor> {
  const viewer = await viewerOf(request);
  return {
    userId: viewer.user.id,
    email: viewer.user.email,
    userType: viewer.profile.userType,
    approvalStatus: viewer.profile.approvalStatus,
  };
}

/** Admin answers are private and never stale after an admin's own edit. */
export const NO_STORE = "no-store";
