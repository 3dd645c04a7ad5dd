/**
 * A request fetched on the actor's behalf, checked by the action's policy
 * (src/domain/policies/inquiry-policies: canArchiveInquiry, canChangeSubmission,
 * canSendToLenders...) through authorize. Any request the policy refuses, someone else's, or
 * one that does not exist, answers the same 404, so ids reveal nothing.
 */
import { eq } from "drizzle-orm";
import type { Actor } from "@/domain/policies/actor";
import type { InquiryRef } from "@/domain/policies/inquiry-policies";
import type { Executor } from "../../db/client";
import { inquiries } from "../../db/schema";
import { authorize, type RowPolicy } from "../../lib/authorize";

export const LOAN_REQUEST_NOT_FOUND_MESSAGE = "Loan request not found";

export async function findInquiryFor(
  db: Executor,
  actor: Actor,
  policy: RowPolicy<InquiryRef>,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(inquiries).where(eq(inquiries.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return authorize(actor, policy, row, { notFound: LOAN_REQUEST_NOT_FOUND_MESSAGE });
}
