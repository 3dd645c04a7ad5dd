/**
 * Publishes a live event about a loan submission to the users it concerns: the request's
 * borrower and the user of the submission's lender. Call it with the write's transaction: the
 * notification is queued in it and delivered only when it commits (never for a rollback).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LiveEvent } from "@/domain/contract/messages";
import { type Actor, toActor } from "@/domain/policies/actor";
import { liveAudienceOf } from "@/domain/policies/message-policies";
import type { Executor } from "../db/client";
import { inquiries, lenderMembers, lenders, loanSubmissions, profiles } from "../db/schema";
import { LIVE_CHANNEL, type LivePayload } from "./live-channel";

/**
 * A submission and the users it names, as the policy sees them: its request's borrower and its
 * lender's user (null when none), each with the role and approval that decide whether they
 * follow it (liveAudienceOf in domain/policies/message-policies.ts).
 */
export interface SubmissionAudience {
  submissionId: string;
  inquiryId: string;
  borrowerId: string | null;
  lenderId: string;
  lenderUserId: string | null;
  /** The users pushed its live events. */
  userIds: string[];
}

const borrowerProfile = alias(profiles, "borrower_profile");
const lenderProfile = alias(profiles, "lender_profile");

export async function submissionAudience(
  executor: Executor,
  submissionId: string,
): Promise<SubmissionAudience | null> {
  const [row] = await executor
    .select({
      submissionId: loanSubmissions.id,
      inquiryId: loanSubmissions.inquiryId,
      borrowerId: inquiries.borrowerId,
      lenderId: loanSubmissions.lenderId,
      lenderUserId: lenders.userId,
      borrower: {
        id: borrowerProfile.id,
        userType: borrowerProfile.userType,
        approvalStatus: borrowerProfile.approvalStatus,
      },
      lenderUser: {
        id: lenderProfile.id,
        userType: lenderProfile.userType,
        approvalStatus: lenderProfile.approvalStatus,
      },
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .leftJoin(borrowerProfile, eq(borrowerProfile.id, inquiries.borrowerId))
    .leftJoin(lenderProfile, eq(lenderProfile.id, lenders.userId))
    .where(eq(loanSubmissions.id, submissionId));
  if (!row) return null;
  const { borrower, lenderUser, ...submission } = row;
  // Issue 31 team seats: the lender's active members follow its submissions like its owner.
  const members = await executor
    .select({
      id: profiles.id,
      userType: profiles.userType,
      approvalStatus: profiles.approvalStatus,
    })
    .from(lenderMembers)
    .innerJoin(profiles, eq(profiles.id, lenderMembers.userId))
    .where(and(eq(lenderMembers.lenderId, submission.lenderId), isNull(lenderMembers.removedAt)));
  const candidates: Actor[] = [
    toActor(borrower),
    // The lender user manages this submission's lender record (lenders.user_id).
    toActor(lenderUser, submission.lenderId),
    ...members.map((member) => toActor(member, submission.lenderId, "member")),
  ];
  return { ...submission, userIds: liveAudienceOf(submission, candidates) };
}

/** A live event without the ids this helper fills in from the submission. */
export type SubmissionEventInput = LiveEvent extends infer E
  ? E extends LiveEvent
    ? Omit<E, "submissionId" | "inquiryId">
    : never
  : never;

/**
 * Queues `event` for the submission's borrower and lender user on the live channel; returns the
 * audience, or null (and publishes nothing) when the submission does not exist.
 */
export async function publishSubmissionEvent(
  executor: Executor,
  submissionId: string,
  event: SubmissionEventInput,
): Promise<SubmissionAudience | null> {
  const audience = await submissionAudience(executor, submissionId);
  if (!audience) return null;
  const { userIds } = audience;
  if (userIds.length === 0) return audience;
  const payload: LivePayload = {
    userIds,
    event: { ...event, submissionId, inquiryId: audience.inquiryId } as LivePayload["event"],
  };
  await executor.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
  return audience;
}
