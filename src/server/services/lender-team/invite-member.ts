/**
 * The owner invites a colleague by email (issue 31 seats): one transaction on the locked
 * lender record (so two invitations cannot both take the last seat), the invitation row with
 * its token's hash, and the mail with the link queued in it (sent after the commit). Limits:
 * TEAM_SEAT_LIMIT seats (owner, members and open invitations), TEAM_INVITATION_LIMIT per team
 * an hour (a refused write gives its slot back), and the per-recipient mail cap.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { TEAM_INVITATION_TTL_DAYS, type TeamInvitation } from "@/domain/contract/lender-team";
import type { Actor } from "@/domain/policies/actor";
import { TEAM_SEAT_LIMIT } from "@/domain/policies/team-policies";
import { HOUR_MS } from "@/domain/reference/limits";
import type { Database } from "../../db/client";
import { lenderInvitations, profiles, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import type { Mailer } from "../../mail/mailer";
import { withRecipientCap } from "../../mail/recipient-cap";
import { teamInvitationMail } from "../../mail/templates/team-invitation";
import { TEAM_INVITATION_LIMIT } from "../../rate-limit/limits";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { activeMembers, openInvitations, toInvitationDto } from "./get-team";
import { hashInvitationToken, invitationUrl, newInvitationToken } from "./invitation-token";
import { ownTeamLender } from "./team-access";

export const TEAM_FULL_MESSAGE = `A team has at most ${TEAM_SEAT_LIMIT} seats, open invitations included. Remove a colleague or revoke an invitation first.`;
export const ALREADY_ON_TEAM_MESSAGE = "This person is already on your team.";
export const ALREADY_INVITED_MESSAGE =
  "An invitation to this email is already open. Revoke it to send a new one.";
export const TOO_MANY_INVITATIONS_MESSAGE =
  "Your team sent many invitations in the last hour. Please try again later.";

export const teamInviteKey = (lenderId: string) => `team-invite:${lenderId}`;

export interface InviteMemberInput {
  db: Database;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  baseUrl: string;
  supportEmail: string;
  actor: Actor;
  email: string;
  now: Date;
}

async function takeInvitationSlot(store: RateLimitStore, lenderId: string) {
  const waitMs = await store.reserveAttempt(
    teamInviteKey(lenderId),
    TEAM_INVITATION_LIMIT.maxPerLender,
    TEAM_INVITATION_LIMIT.windowMs,
  );
  if (waitMs !== null) {
    throw new AppError("too_many_invitations", TOO_MANY_INVITATIONS_MESSAGE, {
      retryAfterSeconds: waitMs / 1000,
    });
  }
}

export async function inviteMember(input: InviteMemberInput): Promise<TeamInvitation> {
  const { actor, now } = input;
  const email = input.email.trim().toLowerCase();
  // The policy first (a member gets 403, not a spent slot), then the team's hourly slot.
  const checked = await ownTeamLender(input.db, actor);
  await takeInvitationSlot(input.rateLimits, checked.id);
  try {
    return await runWrite(input.db, async (w) => {
      const lender = await ownTeamLender(w.tx, actor, true);
      const members = await activeMembers(w.tx, lender.id);
      const [owner] = lender.userId
        ? await w.tx
            .select({ email: users.email, fullName: profiles.fullName })
            .from(users)
            .leftJoin(profiles, eq(profiles.id, users.id))
            .where(eq(users.id, lender.userId))
        : [];
      const onTeam = [owner?.email, ...members.map((member) => member.email)];
      if (onTeam.some((address) => address?.trim().toLowerCase() === email)) {
        throw new AppError("already_invited", ALREADY_ON_TEAM_MESSAGE, {
          fields: { email: ALREADY_ON_TEAM_MESSAGE },
        });
      }
      // An expired invitation to the same address is closed, so a new one can be sent.
      await w.tx
        .update(lenderInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(lenderInvitations.lenderId, lender.id),
            eq(lenderInvitations.email, email),
            isNull(lenderInvitations.acceptedAt),
            isNull(lenderInvitations.revokedAt),
            sql`${lenderInvitations.expiresAt} <= ${now.toISOString()}`,
          ),
        );
      const open = (await openInvitations(w.tx, lender.id)).filter(
        (row) => row.expiresAt.getTime() > now.getTime(),
      );
      if (open.some((row) => row.email === email)) {
        throw new AppError("already_invited", ALREADY_INVITED_MESSAGE, {
          fields: { email: ALREADY_INVITED_MESSAGE },
        });
      }
      if (1 + members.length + open.length >= TEAM_SEAT_LIMIT) {
        throw new AppError("team_full", TEAM_FULL_MESSAGE);
      }
      const token = newInvitationToken();
      const [row] = await w.tx
        .insert(lenderInvitations)
        .values({
          lenderId: lender.id,
          email,
          tokenHash: hashInvitationToken(token),
          invitedBy: actor?.userId ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TEAM_INVITATION_TTL_DAYS * 24 * HOUR_MS),
        })
        .returning();
      if (!row) throw new Error("invitation not written");
      const inviterName = owner?.fullName?.trim() || owner?.email || lender.companyName;
      await w.sendMail(
        withRecipientCap(input.mailer, input.rateLimits),
        teamInvitationMail({
          to: email,
          lenderName: lender.companyName,
          inviterName,
          url: invitationUrl(input.baseUrl, token),
          supportEmail: input.supportEmail,
        }),
      );
      return toInvitationDto(row, now);
    });
  } catch (error) {
    await input.rateLimits.releaseAttempt(teamInviteKey(checked.id));
    throw error;
  }
}
