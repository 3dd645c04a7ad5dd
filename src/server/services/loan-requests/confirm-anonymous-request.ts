/**
 * An anonymous request's confirmation link (issue 27 item 5,
 * docs/decisions/anonymous-request-confirmation.md). Reading the link changes nothing (mail
 * scanners open links); confirming marks the request's email as proven (lenders stop seeing
 * 'Email not confirmed') and attaches it to the verified account of that email, if any;
 * withdrawing ('This wasn't me') deletes the request with all its submissions (and the email's
 * unconfirmed account when it holds nothing else) and mails each lender it reached. Either uses the link up.
 */
import { eq, sql } from "drizzle-orm";
import type {
  ConfirmRequestResponse,
  RequestConfirmation,
  WithdrawRequestResponse,
} from "@/domain/contract/request-confirmation";
import { isLoanType } from "@/domain/reference/loan-types";
import type { Database, Executor } from "../../db/client";
import { inquiries, inquiryEmailTokens, lenders, loanSubmissions, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { requestWithdrawnMail } from "../../mail/templates/request-withdrawn";
import {
  confirmUnconfirmedAccount,
  deleteUnconfirmedAccountIfEmpty,
} from "../account/unconfirmed-account";
import { hashRequestToken } from "./request-email-token";
import type { MailContext } from "./submit-to-lenders";

export const LINK_INVALID_MESSAGE =
  "This confirmation link is not valid. Check that you opened the whole link from the email.";
export const LINK_EXPIRED_MESSAGE =
  "This confirmation link has expired. The request stays as it was; lenders still see its email as not confirmed.";
export const LINK_USED_CONFIRMED_MESSAGE = "This link was already used: the request is confirmed.";
export const LINK_USED_WITHDRAWN_MESSAGE = "This link was already used: the request was withdrawn.";

type InquiryRow = typeof inquiries.$inferSelect;

/** The token's request, or the error that says why the link cannot be used. */
async function usableRequest(
  tx: Executor,
  token: string,
  now: Date,
  lock: boolean,
): Promise<{ inquiry: InquiryRow; tokenHash: string; expiresAt: Date }> {
  const tokenHash = hashRequestToken(token);
  const query = tx
    .select()
    .from(inquiryEmailTokens)
    .where(eq(inquiryEmailTokens.tokenHash, tokenHash));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("confirmation_link_invalid", LINK_INVALID_MESSAGE);
  if (row.usedAt) {
    throw new AppError(
      "confirmation_link_used",
      row.outcome === "withdrawn" ? LINK_USED_WITHDRAWN_MESSAGE : LINK_USED_CONFIRMED_MESSAGE,
    );
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError("confirmation_link_expired", LINK_EXPIRED_MESSAGE);
  }
  // A request an admin deleted since: nothing left to confirm.
  if (!row.inquiryId) throw new AppError("confirmation_link_invalid", LINK_INVALID_MESSAGE);
  const inquiryQuery = tx.select().from(inquiries).where(eq(inquiries.id, row.inquiryId));
  const [inquiry] = lock ? await inquiryQuery.for("update") : await inquiryQuery;
  if (!inquiry?.userEmail) throw new AppError("confirmation_link_invalid", LINK_INVALID_MESSAGE);
  return { inquiry, tokenHash, expiresAt: row.expiresAt };
}

/** The lenders the request reached, in the order it reached them. */
async function lendersOf(tx: Executor, inquiryId: string) {
  return tx
    .select({
      companyName: lenders.companyName,
      email: lenders.email,
      accountEmail: users.email,
    })
    .from(loanSubmissions)
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .leftJoin(users, eq(users.id, lenders.userId))
    .where(eq(loanSubmissions.inquiryId, inquiryId))
    .orderBy(loanSubmissions.createdAt, loanSubmissions.id);
}

/** GET: what the link is about. Changes nothing. */
export async function readRequestConfirmation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<RequestConfirmation> {
  const { inquiry, expiresAt } = await usableRequest(db, token, now, false);
  const reached = await lendersOf(db, inquiry.id);
  return {
    email: inquiry.userEmail ?? "",
    loanAmount: inquiry.loanAmount,
    loanPurpose: inquiry.loanPurpose,
    propertyState: inquiry.propertyState,
    lenderNames: reached.map((lender) => lender.companyName),
    createdAt: inquiry.createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * POST confirm: the email's owner sent this request. It is marked confirmed; the email's
 * unconfirmed account (made at submit) becomes confirmed, since the link proves the email; and
 * the request is attached to the verified account of that email. An unverified account with a
 * password is not verified here (its password may not be the owner's): its first verified
 * session attaches the request (link-on-session.ts).
 */
export async function confirmAnonymousRequest(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmRequestResponse> {
  return runWrite(db, async ({ tx }) => {
    const { inquiry, tokenHash } = await usableRequest(tx, token, now, true);
    const email = inquiry.userEmail ?? "";
    await tx
      .update(inquiryEmailTokens)
      .set({ usedAt: now, outcome: "confirmed" })
      .where(eq(inquiryEmailTokens.tokenHash, tokenHash));
    await confirmUnconfirmedAccount(tx, email);
    // The account row is read FOR SHARE, and whether it is verified is decided on the row read
    // (not in the WHERE): a verification committing meanwhile either waits for this confirmation
    // (and its session then links the request, link-on-session.ts) or is seen here, so the
    // request is attached either way without the dashboard claiming it later (issue 34).
    const [account] = await tx
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for("share");
    const owner = account?.emailVerified ? account : undefined;
    await tx
      .update(inquiries)
      .set({
        emailConfirmedAt: now,
        ...(owner && !inquiry.borrowerId ? { borrowerId: owner.id } : {}),
      })
      .where(eq(inquiries.id, inquiry.id));
    return { outcome: "confirmed", email, onDashboard: Boolean(owner) };
  });
}

/**
 * POST withdraw ('This wasn't me'): the email's owner did not send this request. It is deleted
 * with its submissions (and their messages and offers), and every lender it reached is mailed.
 * An already attached request (borrower_id set) is never withdrawn this way.
 */
export async function withdrawAnonymousRequest(
  db: Database,
  token: string,
  mail: MailContext,
  now = new Date(),
): Promise<WithdrawRequestResponse> {
  return runWrite(db, async (w) => {
    const { inquiry, tokenHash } = await usableRequest(w.tx, token, now, true);
    if (inquiry.borrowerId) {
      throw new AppError("confirmation_link_used", LINK_USED_CONFIRMED_MESSAGE);
    }
    const reached = await lendersOf(w.tx, inquiry.id);
    await w.tx
      .update(inquiryEmailTokens)
      .set({ usedAt: now, outcome: "withdrawn" })
      .where(eq(inquiryEmailTokens.tokenHash, tokenHash));
    await w.tx.delete(inquiries).where(eq(inquiries.id, inquiry.id));
    // The account made for this email at submit goes too, unless it holds something else.
    await deleteUnconfirmedAccountIfEmpty(w.tx, inquiry.userEmail ?? "");
    let told = 0;
    for (const lender of reached) {
      const to = lender.email ?? lender.accountEmail;
      if (!to) continue;
      await w.sendMail(
        mail.mailer,
        requestWithdrawnMail({
          to,
          lenderName: lender.companyName,
          borrowerEmail: inquiry.userEmail ?? "",
          loanAmount: inquiry.loanAmount,
          loanType: isLoanType(inquiry.investmentType) ? inquiry.investmentType : null,
          propertyState: inquiry.propertyState,
          sentAt: inquiry.createdAt,
          baseUrl: mail.baseUrl,
          supportEmail: mail.supportEmail,
        }),
      );
      told += 1;
    }
    return { outcome: "withdrawn", lendersTold: told };
  });
}
