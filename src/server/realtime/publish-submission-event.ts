/**
 * Publishes a live event about a loan submission to the users it concerns: the request's
 * borrower and the user of the submission's lender. Call it with the write's transaction: the
 * notification is queued in it and delivered only when it commits (never for a rollback).
 */
import { eq, sql } from "drizzle-orm";
import type { LiveEvent } from "@/domain/contract/messages";
import type { Executor } from "../db/client";
import { inquiries, lenders, loanSubmissions } from "../db/schema";
import { LIVE_CHANNEL, type LivePayload } from "./live-channel";

/** Who may follow a submission live: its borrower and its lender's user (null when none). */
export interface SubmissionAudience {
  submissionId: string;
  inquiryId: string;
  borrowerId: string | null;
  lenderId: string;
  lenderUserId: string | null;
}

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
    })
    .from(loanSubmissions)
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .where(eq(loanSubmissions.id, submissionId));
  return row ?? null;
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
  const userIds = [audience.borrowerId, audience.lenderUserId].filter(
    (id): id is string => id !== null,
  );
  if (userIds.length === 0) return audience;
  const payload: LivePayload = {
    userIds,
    event: { ...event, submissionId, inquiryId: audience.inquiryId } as LivePayload["event"],
  };
  await executor.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
  return audience;
}
