/**
 * Sending a request to lenders inside a write (runWrite): checks the lenders are active,
 * accept leads and offer the request's loan type (409 lender_not_accepting_leads /
 * loan_type_not_offered, issue 27), that none already holds the request (409
 * already_submitted) and that the request stays within MAX_LENDERS_PER_REQUEST lenders over
 * its life (409 lender_limit_reached), and that the request breaks no hard limit of each
 * lender's product for its type (409 outside_lending_criteria, issue 31: the message says what
 * would make it eligible); nothing is written on a refusal. Inserts one
 * loan_submissions row each and hands each lender's notification to the per-lender batching
 * (notify-lenders.ts: at once, or in the lender's next digest).
 */
import { and, count, eq, inArray } from "drizzle-orm";
import {
  LEAD_REFUSAL_MESSAGES,
  LENDER_LIMIT_REACHED_MESSAGE,
  leadRefusalOf,
  MAX_LENDERS_PER_REQUEST,
} from "@/domain/lenders/lead-eligibility";
import { type CriteriaRequest, criteriaRefusalOf } from "@/domain/lenders/lending-criteria";
import { isLoanType, type LoanType } from "@/domain/reference/loan-types";
import { lenderStatesOf } from "@/domain/reference/us-states";
import type { Executor } from "../../db/client";
import { type inquiries, lenders, loanProducts, loanSubmissions, users } from "../../db/schema";
import type { WriteContext } from "../../db/write";
import { AppError } from "../../lib/app-error";
import type { Mailer } from "../../mail/mailer";
import type { LoanRequestMailDetails } from "../../mail/templates/loan-request-details";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { notifyLenderOfSubmission } from "./notify-lenders";

export const ALREADY_SUBMITTED_MESSAGE =
  "This loan request has already been submitted to this lender.";

export const LENDER_NOT_FOUND_MESSAGE = "Lender not found.";

type InquiryRow = typeof inquiries.$inferSelect;

export interface MailContext {
  mailer: Mailer;
  baseUrl: string;
  supportEmail: string;
  /** Holds each lender's notification window (notify-lenders.ts). */
  rateLimits: RateLimitStore;
  /** The secret of the new-request mail's unsubscribe link (the auth secret, issue 31). */
  secret: string;
}

export interface SubmittedLender {
  id: string;
  companyName: string;
}

/**
 * The mail details of a stored request; null when it lacks what a notification needs.
 * `submissionNotes` (an existing request sent on with notes for these lenders, issue 28) come
 * before the request's own notes.
 */
export function mailDetailsOf(
  inquiry: InquiryRow,
  borrowerEmail: string,
  submissionNotes: string | null = null,
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
    notes: [submissionNotes, inquiry.additionalNotes].filter(Boolean).join("\n\n") || null,
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

/** The request's loan type as the lenders' products name it (null for an old untyped row). */
export function loanTypeOfInquiry(inquiry: Pick<InquiryRow, "investmentType">): LoanType | null {
  return isLoanType(inquiry.investmentType) ? inquiry.investmentType : null;
}

/** The facts of a stored request that lending criteria read (issue 31). */
export function criteriaRequestOf(inquiry: InquiryRow): CriteriaRequest {
  return {
    propertyState: inquiry.propertyState,
    loanAmount: inquiry.loanAmount,
    creditScore: inquiry.creditScore,
    propertyType: inquiry.propertyType,
    experienceYears: inquiry.experienceYears,
  };
}

/** The chosen lenders' rows and products, as read once per write (loadActiveLenders). */
export interface LoadedLenders {
  ids: readonly string[];
  found: Awaited<ReturnType<typeof lenderRowsOf>>;
  products: Awaited<ReturnType<typeof productRowsOf>>;
}

function lenderRowsOf(tx: Executor, lenderIds: readonly string[]) {
  return tx
    .select({
      id: lenders.id,
      companyName: lenders.companyName,
      email: lenders.email,
      accountEmail: users.email,
      userId: lenders.userId,
      acceptingLeads: lenders.acceptingLeads,
      state: lenders.state,
    })
    .from(lenders)
    .leftJoin(users, eq(users.id, lenders.userId))
    .where(and(inArray(lenders.id, [...lenderIds]), eq(lenders.isActive, true)));
}

function productRowsOf(tx: Executor, lenderIds: readonly string[]) {
  return tx
    .select({
      lenderId: loanProducts.lenderId,
      productType: loanProducts.productType,
      loanAmountMin: loanProducts.loanAmountMin,
      loanAmountMax: loanProducts.loanAmountMax,
      minimumFico: loanProducts.minimumFico,
      maxLtv: loanProducts.maxLtv,
      maxLtc: loanProducts.maxLtc,
      maxLtarv: loanProducts.maxLtarv,
      collateralTypes: loanProducts.collateralTypes,
      minimumExperience: loanProducts.minimumExperience,
      hardLimits: loanProducts.hardLimits,
    })
    .from(loanProducts)
    .where(and(inArray(loanProducts.lenderId, [...lenderIds]), eq(loanProducts.isActive, true)));
}

/**
 * Reads the chosen lenders (active ones) and their active products: two statements, once per
 * write; checkLenders then judges them, as often as the write needs (issue 34: a new request
 * checked them before its insert and again in submitToLenders, reading them twice).
 */
export async function loadActiveLenders(
  tx: Executor,
  lenderIds: readonly string[],
): Promise<LoadedLenders> {
  if (lenderIds.length === 0) return { ids: lenderIds, found: [], products: [] };
  return {
    ids: lenderIds,
    found: await lenderRowsOf(tx, lenderIds),
    products: await productRowsOf(tx, lenderIds),
  };
}

/**
 * The chosen lenders, each active (404 not_found, field lenderIds, when one is not), accepting
 * leads and offering `loanType` (409 with the refusal's code, naming the lender, otherwise);
 * with `request`, also within the hard limits of each lender's product of that type (409
 * outside_lending_criteria, naming the lender and what would make the request eligible).
 */
export function checkLenders(
  { ids, found, products }: LoadedLenders,
  loanType: LoanType | null,
  request?: CriteriaRequest,
): LoadedLenders["found"] {
  if (ids.length === 0) return [];
  if (found.length !== ids.length) {
    throw new AppError("not_found", LENDER_NOT_FOUND_MESSAGE, {
      fields: { lenderIds: LENDER_NOT_FOUND_MESSAGE },
    });
  }
  for (const lender of found) {
    const refusal = leadRefusalOf(
      lender,
      products.filter((p) => p.lenderId === lender.id),
      loanType,
    );
    if (refusal) {
      throw new AppError(refusal, `${lender.companyName}: ${LEAD_REFUSAL_MESSAGES[refusal]}`, {
        fields: { lenderIds: LEAD_REFUSAL_MESSAGES[refusal] },
      });
    }
    if (!request || loanType === null) continue;
    const product = products.find((p) => p.lenderId === lender.id && p.productType === loanType);
    const reason = criteriaRefusalOf(lenderStatesOf(lender.state), product, request);
    if (reason) {
      throw new AppError("outside_lending_criteria", `${lender.companyName}: ${reason}`, {
        fields: { lenderIds: reason },
      });
    }
  }
  return found;
}

/** loadActiveLenders then checkLenders. */
export async function findActiveLenders(
  tx: Executor,
  lenderIds: readonly string[],
  loanType: LoanType | null,
  request?: CriteriaRequest,
) {
  return checkLenders(await loadActiveLenders(tx, lenderIds), loanType, request);
}

export async function submitToLenders(
  w: WriteContext,
  options: {
    inquiry: InquiryRow;
    lenderIds: readonly string[];
    borrowerEmail: string;
    mail: MailContext;
    /** The borrower's notes for these lenders only, stored with each submission. */
    notes?: string | null;
    /**
     * The lenders as this write already read them (loadActiveLenders), for a request inserted
     * in this same write: it has no submissions yet, so neither they nor its count are read.
     */
    newInquiryLenders?: LoadedLenders;
  },
): Promise<SubmittedLender[]> {
  const { inquiry, lenderIds, mail } = options;
  if (lenderIds.length === 0) return [];
  const loaded = options.newInquiryLenders;
  if (loaded && loaded.ids !== lenderIds) throw new Error("Lenders loaded for other ids");
  const found = checkLenders(
    loaded ?? (await loadActiveLenders(w.tx, lenderIds)),
    loanTypeOfInquiry(inquiry),
    criteriaRequestOf(inquiry),
  );
  // A data rule over the request's whole life: its row is locked (add-submissions.ts) or new.
  const sentBefore = loaded ? 0 : await sentSoFar(w.tx, inquiry.id, lenderIds);
  if (sentBefore + lenderIds.length > MAX_LENDERS_PER_REQUEST) {
    throw new AppError("lender_limit_reached", LENDER_LIMIT_REACHED_MESSAGE);
  }
  let inserted: { id: string; lenderId: string }[];
  try {
    inserted = await w.tx
      .insert(loanSubmissions)
      .values(
        lenderIds.map((lenderId) => ({
          inquiryId: inquiry.id,
          lenderId,
          borrowerNotes: options.notes ?? null,
        })),
      )
      .returning({ id: loanSubmissions.id, lenderId: loanSubmissions.lenderId });
  } catch (error) {
    // Two tabs sending the same request to the same lender at once: the second meets the
    // unique key, and the whole write rolls back.
    if (isUniqueViolation(error)) {
      throw new AppError("already_submitted", ALREADY_SUBMITTED_MESSAGE);
    }
    throw error;
  }
  const details = mailDetailsOf(inquiry, options.borrowerEmail, options.notes ?? null);
  const byId = new Map(found.map((lender) => [lender.id, lender]));
  const ordered = lenderIds.map((id) => byId.get(id)).filter((l) => l !== undefined);
  const submissionOf = new Map(inserted.map((row) => [row.lenderId, row.id]));
  // Each lender's window lock in id order: two writes to the same lenders never wait on each
  // other in a cycle.
  const byLockOrder = [...ordered].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const lender of byLockOrder) {
    const to = lender.email ?? lender.accountEmail;
    const submissionId = submissionOf.get(lender.id);
    if (!to || !details || !submissionId) continue;
    await notifyLenderOfSubmission(w, mail, {
      submissionId,
      lender: { id: lender.id, companyName: lender.companyName, to, userId: lender.userId },
      details,
    });
  }
  return ordered.map(({ id, companyName }) => ({ id, companyName }));
}

/** How many lenders hold a stored request (409 already_submitted when one of `lenderIds` does). */
async function sentSoFar(
  tx: Executor,
  inquiryId: string,
  lenderIds: readonly string[],
): Promise<number> {
  const held = await tx
    .select({ lenderId: loanSubmissions.lenderId })
    .from(loanSubmissions)
    .where(
      and(
        eq(loanSubmissions.inquiryId, inquiryId),
        inArray(loanSubmissions.lenderId, [...lenderIds]),
      ),
    );
  if (held.length > 0) throw new AppError("already_submitted", ALREADY_SUBMITTED_MESSAGE);
  const [sent] = await tx
    .select({ n: count() })
    .from(loanSubmissions)
    .where(eq(loanSubmissions.inquiryId, inquiryId));
  return sent?.n ?? 0;
}
