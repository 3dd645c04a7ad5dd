/**
 * Contract of a lender's team (issue 31 'A lender's desk', docs/decisions/
 * 2026-11-27-lender-team-seats.md): the owner's seat list and open invitations, inviting by
 * email, revoking, removing a colleague, and the invitation link's read and accept.
 */
import { z } from "zod";
import { emailSchema } from "../accounts/email";

/** How long a mailed invitation works. */
export const TEAM_INVITATION_TTL_DAYS = 7;

export const TEAM_ROLES = ["owner", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamSeatSchema = z
  .object({
    id: z.string().describe("The member seat's id; the owner's seat is the record's id"),
    userId: z.string(),
    name: z.string().describe("The account's full name, else its email"),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    addedAt: z.string().nullable().describe("When the colleague joined; null for the owner"),
  })
  .meta({ id: "TeamSeat" });

export const teamInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    expired: z.boolean().describe("Past its expiry: it no longer works; invite again"),
  })
  .meta({ id: "TeamInvitation" });

export const teamResponseSchema = z
  .object({
    seats: z.array(teamSeatSchema).describe("The owner first, then colleagues by joining date"),
    invitations: z.array(teamInvitationSchema).describe("Not accepted and not revoked"),
    seatLimit: z.number().int().describe("Seats a team may hold, open invitations included"),
  })
  .meta({ id: "Team" });
export type TeamResponse = z.infer<typeof teamResponseSchema>;
export type TeamSeat = z.infer<typeof teamSeatSchema>;
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const inviteBodySchema = z.object({ email: emailSchema }).meta({ id: "TeamInviteBody" });
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const inviteResponseSchema = z
  .object({ invitation: teamInvitationSchema })
  .meta({ id: "TeamInviteResponse" });

export const seatIdParams = z.object({ seatId: z.uuid() });
export const invitationIdParams = z.object({ invitationId: z.uuid() });

const token = z.string().min(1).max(200).describe("The token of the mailed link");
export const invitationTokenQuerySchema = z.object({ token });
export const invitationTokenBodySchema = z.object({ token }).meta({ id: "TeamInvitationToken" });

/** What an invitation link is about (read without changing anything). */
export const invitationLinkSchema = z
  .object({
    lenderName: z.string(),
    email: z.string().describe("The invited address: sign in or sign up with it"),
    open: z.boolean().describe("False once accepted, revoked or expired"),
  })
  .meta({ id: "TeamInvitationLink" });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const acceptInvitationResponseSchema = z
  .object({ lenderName: z.string(), role: z.literal("member") })
  .meta({ id: "TeamInvitationAccepted" });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** The refusals' messages (409 with these business codes). */
export const INVITATION_MESSAGES = {
  invitation_closed: "This invitation is no longer valid. Ask the team's owner for a new one.",
  invitation_wrong_email:
    "This invitation is for another email address. Sign in with the address it was sent to.",
  invitation_account_type: "This account cannot join a lender's team.",
  invitation_already_on_team: "This account already belongs to a lender's team.",
  invitation_borrower_requests:
    "This account has loan requests as a borrower. Ask the team's owner to invite another email address.",
} as const;

/**
 * Ownership transfer (POST …/team/members/:seatId/owner): the record's owner hands it to a
 * colleague; the answer is the team as the former owner now sees it (a member: no team), so
 * only the new owner's name.
 */
export const ownershipTransferResponseSchema = z
  .object({
    lenderName: z.string(),
    newOwnerName: z.string().describe("The colleague who now owns the record"),
  })
  .meta({ id: "TeamOwnershipTransferred" });
export type OwnershipTransferResponse = z.infer<typeof ownershipTransferResponseSchema>;

/** The transfer's refusals (409 with these business codes). */
export const OWNERSHIP_TRANSFER_MESSAGES = {
  transfer_seat_removed:
    "This colleague is no longer on your team. Reload the Team tab and choose another.",
  transfer_to_self: "You already own this lender profile.",
  transfer_target_not_approved:
    "This colleague's account is not an approved lender account, so it cannot own the profile.",
} as const;

/** What the confirmation dialog says changes (the Team tab's 'Make owner'). */
export const OWNERSHIP_TRANSFER_TEXT = {
  title: (name: string) => `Make ${name} the owner?`,
  changes: (name: string) => [
    `${name} edits the public profile and the loan products, submits verification evidence, replies to reviews and manages the team.`,
    `${name} receives the lender's emails: new loan requests, reminders and account decisions.`,
    "You become a member: you still see and answer the loan requests, send offers and messages.",
    "Only the new owner can hand ownership back.",
  ],
  confirm: "Make owner",
  cancel: "Cancel",
  done: (name: string) => `${name} now owns the lender profile. You are a member of the team.`,
} as const;
