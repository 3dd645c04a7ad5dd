/**
 * Finding a request the caller may change: ownsInquiry (src/domain/policies) decides. Any
 * other request, someone else's or one that does not exist, answers the same 404, so ids
 * reveal nothing.
 */
import { eq } from "drizzle-orm";
import type { Actor } from "@/domain/policies/actor";
import { ownsInquiry } from "@/domain/policies/inquiry-policies";
import type { Executor } from "../../db/client";
import { inquiries } from "../../db/schema";
import { notFound } from "../../lib/app-error";

export const LOAN_REQUEST_NOT_FOUND_MESSAGE = "Loan request not found";

export async function findOwnInquiry(
  db: Executor,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(inquiries).where(eq(inquiries.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row || !ownsInquiry(actor, row)) throw notFound(LOAN_REQUEST_NOT_FOUND_MESSAGE);
  return row;
}
