import { type Actor, toActor } from "@/domain/policies/actor";
import type { Me } from "@/web/lib/session";

/** The signed-in user's actor with their two-factor enrolment (the two-factor policies read it). */
export function actorWithTwoFactor(me: Me | null | undefined): Actor {
  const actor = toActor(me?.profile);
  return actor && { ...actor, twoFactorEnabled: me?.user.twoFactorEnabled === true };
}
