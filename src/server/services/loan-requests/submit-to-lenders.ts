/**
 * Sending a request to lenders inside a write (runWrite): checks the lenders are active, that
 * none already holds the request (409 already_submitted, nothing written), inserts one
 * loan_submissions row each and queues each lender's notification for after the commit.
 */
import { and, eq, inArray } from "drizzle-orm";
import { isLoanType } from "@/domain/loan-types";
import type { Executor } from "../../db/client";
import { type inquiries, lenders, loanSubmissions, users } from "../../db/schema";
import type { WriteContext } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { type LoanRequestMailDetails, lenderNotificationMail } from "../../mail/loan-request-mails";
import type { Mailer } from "../../mail/mailer";

export const ALREADY_SUBMITTED_MESSAGE =
  "This loan request has already been submitted to this lender.";

export const LENDER_NOT_FOUND_MESSAGE = "Lender not found.";

type InquiryRow = typeof inquiries.$inferSelect;

export interface MailContext {
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
}

export interface SubmittedLender {
  id: string;
  companyName: string;
}

/** The mail details of a stored request; null when it lacks what a notification needs. */
export function mailDetailsOf(
  inquiry: InquiryRow,
  borrowerEmail: string,
): LoanRequestMailDetails | null {
  if (
    inquiry.loanAmount === null ||
    !isLoanType(inquiry.investmentType) ||
    !inquiry.propertyState ||
    !inquiry.propertyType
  ) {
    return null;
  }
  return {
    customName: inquiry.customName,
    loanAmount: inquiry.loanAmount,
    investmentType: inquiry.investmentType,
    propertyState: inquiry.propertyState,
    propertyType: inquiry.propertyType,
    creditScore: inquiry.creditScore,
    experienceYears: inquiry.experienceYears,
    notes: inquiry.additionalNotes,
    borrowerEmail,
    phone: inquiry.contactPhone,
  };
}

/** A PostgreSQL unique violation, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The chosen lenders, each active; 404 not_found (field lenderIds) when one is not. */
export async function findActiveLenders(tx: Executor, lenderIds: readonly string[]) {
  if (lenderIds.length === 0) return [];
  const found = await tx
    .select({
      id: lenders.id,
      companyName: lenders.companyName,
      email: lenders.email,
      accountEmail: users.email,
    })
    .from(lenders)
    .leftJoin(users, eq(users.id, lenders.userId))
    .where(and(inArray(lenders.id, [...lenderIds]), eq(lenders.isActive, true)));
  if (found.length !== lenderIds.length) {
    throw new AppError("not_found", LENDER_NOT_FOUND_MESSAGE, {
      fields: { lenderIds: LENDER_NOT_FOUND_MESSAGE },
    });
  }
  return found;
}

export async function submitToLenders(
  w: WriteContext,
  options: {
    inquiry: InquiryRow;
    lenderIds: readonly string[];
    borrowerEmail: string;
    mail: MailContext;
  },
): Promise<SubmittedLender[]> {
  const { inquiry, lenderIds, mail } = options;
  if (lenderIds.length === 0) return [];
  const found = await findActiveLenders(w.tx, lenderIds);
  const held = await w.tx
    .select({ lenderId: loanSubmissions.lenderId })
    .from(loanSubmissions)
    .where(
      and(
        eq(loanSubmissions.inquiryId, inquiry.id),
        inArray(loanSubmissions.lenderId, [...lenderIds]),
      ),
    );
  if (held.length > 0) throw new AppError("already_submitted", ALREADY_SUBMITTED_MESSAGE);
  try {
    await w.tx
      .insert(loanSubmissions)
      .values(lenderIds.map((lenderId) => ({ inquiryId: inquiry.id, lenderId })));
  } catch (error) {
    // Two tabs sending the same request to the same lender at once: the second meets the
    // unique key, and the whole write rolls back.
    if (isUniqueViolation(error)) {
      throw new AppError("already_submitted", ALREADY_SUBMITTED_MESSAGE);
    }
    throw error;
  }
  const details = mailDetailsOf(inquiry, options.borrowerEmail);
  const byId = new Map(found.map((lender) => [lender.id, lender]));
  const ordered = lenderIds.map((id) => byId.get(id)).filter((l) => l !== undefined);
  for (const lender of ordered) {
    const to = lender.email ?? lender.accountEmail;
    if (!to || !details) continue;
    await w.sendMail(
      mail.mailer,
      lenderNotificationMail({
        to,
        lenderName: lender.companyName,
        details,
        baseUrl: mail.baseUrl,
        supportEmail: mail.supportEmail,
      }),
    );
  }
  return ordered.map(({ id, companyName }) => ({ id, companyName }));
}
