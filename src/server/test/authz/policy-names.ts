/**
 * The policies the authorization matrix's rows name (MatrixEntry.policy): every access rule of
 * src/domain/policies by its export name. A row names the policies its route runs (the
 * route's guard, then the row's policy that lib/authorize.ts asks), so a renamed or deleted
 * policy fails to compile here, and authz-policies.test.ts fails for a policy no row names.
 */
import * as actor from "@/domain/policies/actor";
import * as admin from "@/domain/policies/admin-policies";
import * as inquiry from "@/domain/policies/inquiry-policies";
import * as lender from "@/domain/policies/lender-policies";
import * as message from "@/domain/policies/message-policies";
import * as offer from "@/domain/policies/offer-policies";
import * as profile from "@/domain/policies/profile-policies";
import * as review from "@/domain/policies/review-policies";
import * as savedSearch from "@/domain/policies/saved-search-policies";
import * as system from "@/domain/policies/system-policies";
import * as team from "@/domain/policies/team-policies";
import * as twoFactor from "@/domain/policies/two-factor-policies";
import * as verification from "@/domain/policies/verification-policies";

/** The policy modules (actor.ts holds helpers, of which only isSignedIn is a rule). */
const MODULES = {
  admin,
  inquiry,
  lender,
  message,
  offer,
  profile,
  review,
  savedSearch,
  system,
  team,
  twoFactor,
  verification,
};

type FunctionNames<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never;
}[keyof T];

export type PolicyName =
  | FunctionNames<typeof admin>
  | FunctionNames<typeof inquiry>
  | FunctionNames<typeof lender>
  | FunctionNames<typeof message>
  | FunctionNames<typeof offer>
  | FunctionNames<typeof profile>
  | FunctionNames<typeof review>
  | FunctionNames<typeof savedSearch>
  | FunctionNames<typeof system>
  | FunctionNames<typeof team>
  | FunctionNames<typeof twoFactor>
  | FunctionNames<typeof verification>
  | "isSignedIn";

/** Every policy by name, read from the modules themselves (not a list kept by hand). */
export const POLICIES: Record<string, unknown> = Object.fromEntries([
  ...Object.values(MODULES).flatMap((module) =>
    Object.entries(module).filter(([, value]) => typeof value === "function"),
  ),
  ["isSignedIn", actor.isSignedIn],
]);

/**
 * What a row names when no policy of ours decides: `public` (the same answer for every actor,
 * or authorised by a token in a link, not a session) and `better-auth` (better-auth's own
 * endpoints, which check their session themselves).
 */
export type NoPolicy = "public" | "better-auth";

export type RowPolicies = PolicyName | readonly PolicyName[] | NoPolicy;

/** The policy names of a row (none for `public` and `better-auth`). */
export function policiesOf(policy: RowPolicies): string[] {
  if (policy === "public" || policy === "better-auth") return [];
  return typeof policy === "string" ? [policy] : [...policy];
}

/**
 * Policies no server route runs by themselves, with where they run instead: building blocks
 * of the policies rows name, and rules only the browser asks (to hide an action the server
 * refuses through another policy).
 */
export const NOT_NAMED_BY_ROWS: Partial<Record<PolicyName, string>> = {
  ownsInquiry:
    "building block of canArchiveInquiry, canChangeSubmission, canSendToLenders, " +
    "canViewInquiry and canAcceptOffer",
  ownsLender: "building block of canEditLender and canConfirmLenderProducts",
  canSubmitInquiry:
    "the browser's submit dialog and quote wizard; the server's two submit routes ask its " +
    "halves, canManageOwnInquiries and canSubmitAnonymously",
  mustEnrolTwoFactor:
    "building block of canAccessAdmin; the admin plugin's hook asks it only to choose the " +
    "refusal's code (two_factor_required), and the web to lead an admin to enrolment",
  canDisableTwoFactor:
    "the two-factor gate (auth/two-factor-gate.ts) on better-auth's /two-factor/disable: " +
    "switching it off rotates the caller's session, so it is tested in two-factor.test.ts",
  isInvitationOpen:
    "building block of the invitation ref that invitationRefusal reads (not accepted, " +
    "revoked or expired); the invitation link's read says it as `open`",
  liveAudienceOf:
    "not a route's guard: the writes (answers, offers, messages) ask it whom to push their " +
    "live event to (realtime/publish-submission-event.ts); GET /api/events delivers only those",
  canSeeTeamAuthors:
    "not a route's guard: it decides one field of answers the routes already allow (the " +
    "colleague who sent a message or offer, services/messages/list-thread.ts and " +
    "services/offers/offer-rows.ts); the borrower's and the admin's answers without it are " +
    "tested in routes/lender-workspace/team-authors.test.ts",
};
