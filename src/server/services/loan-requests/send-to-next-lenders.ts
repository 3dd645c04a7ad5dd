/**
 * The next-step mail's 'send to these' (issue 35): the signed link names the borrower, the
 * request and the lenders; reading it shows them, sending adds the request to those that do
 * not hold it yet (so a second press sends nothing more). The token is the authorisation, as
 * for unsubscribe links: only the request's borrower gets one, and it names its own request.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { NextStepPreview } from "@/domain/contract/loan-requests";
import type { Database, Executor } from "../../db/client";
import { inquiries, lenders, loanSubmissions, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { readNextStepToken } from "./next-step-token";
import { type MailContext, submitToLenders } from "./submit-to-lenders";

export const INVALID_NEXT_STEP_LINK = "This link is not valid any more.";

async function previewOf(tx: Executor, secret: string, token: string, lock: boolean) {
  const read = readNextStepToken(secret, token);
  if (!read) throw new AppError("bad_request", INVALID_NEXT_STEP_LINK);
  const query = tx.select().from(inquiries).where(eq(inquiries.id, read.inquiryId));
  const [inquiry] = lock ? await query.for("update") : await query;
  if (!inquiry || inquiry.borrowerId !== read.userId || inquiry.archived) {
    throw new AppError("bad_request", INVALID_NEXT_STEP_LINK);
  }
  const named =
    read.lenderIds.length === 0
      ? []
      : await tx
          .select({ id: lenders.id, companyName: lenders.companyName, slug: lenders.slug })
          .from(lenders)
          .where(inArray(lenders.id, read.lenderIds));
  const held = new Set(
    (named.length === 0
      ? []
      : await tx
          .select({ id: loanSubmissions.lenderId })
          .from(loanSubmissions)
          .where(
            and(
              eq(loanSubmissions.inquiryId, inquiry.id),
              inArray(
                loanSubmissions.lenderId,
                named.map((l) => l.id),
              ),
            ),
          )
    ).map((row) => row.id),
  );
  return {
    inquiry,
    preview: {
      requestName: inquiry.customName,
      lenders: named.map((l) => ({
        companyName: l.companyName,
        slug: l.slug,
        sent: held.has(l.id),
      })),
    } satisfies NextStepPreview,
    toSend: named.filter((l) => !held.has(l.id)).map((l) => l.id),
  };
}

export async function readNextStep(db: Database, secret: string, token: string) {
  return (await previewOf(db, secret, token, false)).preview;
}

export async function sendToNextLenders(
  db: Database,
  secret: string,
  token: string,
  mail: MailContext,
): Promise<NextStepPreview> {
  return runWrite(db, async (w) => {
    const { inquiry, toSend } = await previewOf(w.tx, secret, token, true);
    const [user] = await w.tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, inquiry.borrowerId ?? ""));
    const email = inquiry.userEmail ?? user?.email;
    if (!email) throw new AppError("bad_request", INVALID_NEXT_STEP_LINK);
    await submitToLenders(w, { inquiry, lenderIds: toSend, borrowerEmail: email, mail });
    return (await previewOf(w.tx, secret, token, false)).preview;
  });
}
