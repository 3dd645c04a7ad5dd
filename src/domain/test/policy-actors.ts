/** Every kind of actor the policies must answer for (used by the policy tests). */
import type { Actor } from "../policies/actor";

export const SELF = "11111111-1111-4111-8111-111111111111";
export const OTHER = "22222222-2222-4222-8222-222222222222";
export const OWN_LENDER = "33333333-3333-4333-8333-333333333333";
export const OTHER_LENDER = "44444444-4444-4444-8444-444444444444";

export const ACTORS = {
  visitor: null,
  borrower: { userId: SELF, userType: "borrower", approvalStatus: null },
  "pending lender": { userId: SELF, userType: "lender", approvalStatus: "pending" },
  "rejected lender": { userId: SELF, userType: "lender", approvalStatus: "rejected" },
  "approved lender": {
    userId: SELF,
    userType: "lender",
    approvalStatus: "approved",
    lenderId: OWN_LENDER,
  },
  /** A lender profile without a status (never expected; must not count as approved). */
  "lender without status": { userId: SELF, userType: "lender", approvalStatus: null },
  admin: { userId: SELF, userType: "admin", approvalStatus: null },
} as const satisfies Record<string, Actor>;

export type ActorName = keyof typeof ACTORS;
export const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];

/** Every actor but the visitor: the rows of a policy that any signed-in user passes. */
export const SIGNED_IN_NAMES = ACTOR_NAMES.filter((name) => name !== "visitor");

/** [actor name, actor, expected] rows for test.each, from the names that get `true`. */
export function expectations(allowed: readonly ActorName[]): [ActorName, Actor, boolean][] {
  return ACTOR_NAMES.map((name) => [name, ACTORS[name], allowed.includes(name)]);
}
