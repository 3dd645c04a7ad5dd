/**
 * A signed-in borrower's new loan request: the inquiry and its submissions (0..10 lenders, or
 * the first active lender for the dashboard's 'New Loan Request' dialog) in one transaction;
 * each lender is mailed after the commit. Credit score and experience left out of the form
 * come from the borrower's profile, and so does the phone the lender may call.
 */
import type { z } from "zod";
import type { ExperienceYears } from "@/domain/accounts/experience";
import type { LoanRequestDto, loanRequestInputSchema } from "@/domain/contract/loan-requests";
import { loanPurposeOf } from "@/domain/reference/loan-types";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { Database } from "../../db/client";
import { inquiries } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import type { Profile } from "../../plugins/auth";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { withDailyRequestSlot } from "./borrower-daily-limit";
import { loadLoanRequest } from "./load-loan-requests";
import { rankReceivingLenders } from "./rank-receiving-lenders";
import {
  checkLenders,
  loadActiveLenders,
  type MailContext,
  submitToLenders,
} from "./submit-to-lenders";

export type LoanRequestFields = z.output<typeof loanRequestInputSchema>;

export const NO_LENDER_AVAILABLE_MESSAGE = "Please try again later.";

/**
 * The first active lender (spec 2: the dashboard dialog's lender), issue 28: the first of the
 * ranking the dialog names (rank-receiving-lenders.ts): active, accepting leads, offering the
 * type (issue 27, domain/lenders/lead-eligibility.ts), best match first for the request's state,
 * amount, credit score and property type. The choice is checked again inside the write
 * (findActiveLenders), against the database rather than the catalogue.
 */
export async function firstActiveLenderId(
  catalogue: CatalogueCache,
  request: LoanRequestFields,
  /** The request's, else the borrower's profile's (what the request will store). */
  creditScore: number | null,
  experienceYears: ExperienceYears | null = null,
): Promise<string | null> {
  const [first] = rankReceivingLenders(
    await catalogue.get(),
    {
      loanType: request.investmentType,
      propertyState: request.propertyState,
      loanAmount: request.loanAmount,
      creditScore,
      propertyType: request.propertyType,
      experienceYears,
    },
    1,
  );
  return first?.lender.id ?? null;
}

/** The inquiry columns of a request's form fields. */
export function inquiryValues(request: LoanRequestFields) {
  return {
    customName: request.customName,
    investmentType: request.investmentType,
    loanPurpose: loanPurposeOf(request.investmentType),
    propertyType: request.propertyType,
    propertyState: request.propertyState,
    loanAmount: request.loanAmount,
    additionalNotes: request.notes,
  };
}

export async function createLoanRequest(options: {
  db: Database;
  user: { id: string; email: string };
  profile: Pick<Profile, "creditScore" | "experienceYears" | "phone">;
  body: {
    request: LoanRequestFields;
    lenderIds?: string[] | undefined;
    useFirstActiveLender?: boolean | undefined;
  };
  mail: MailContext;
  /** The lender catalogue (useFirstActiveLender ranks its lenders). */
  catalogue: CatalogueCache;
  /** Where the borrower's daily request count is kept (borrower-daily-limit.ts). */
  rateLimits: RateLimitStore;
}): Promise<LoanRequestDto> {
  return withDailyRequestSlot(options.rateLimits, options.user.email, () =>
    writeLoanRequest(options),
  );
}

async function writeLoanRequest(options: {
  db: Database;
  user: { id: string; email: string };
  profile: Pick<Profile, "creditScore" | "experienceYears" | "phone">;
  body: {
    request: LoanRequestFields;
    lenderIds?: string[] | undefined;
    useFirstActiveLender?: boolean | undefined;
  };
  mail: MailContext;
  catalogue: CatalogueCache;
}): Promise<LoanRequestDto> {
  const { db, user, profile, body } = options;
  let lenderIds = body.lenderIds ?? [];
  if (body.useFirstActiveLender) {
    const first = await firstActiveLenderId(
      options.catalogue,
      body.request,
      body.request.creditScore ?? profile.creditScore,
      body.request.experienceYears ?? profile.experienceYears,
    );
    if (!first) throw new AppError("service_unavailable", NO_LENDER_AVAILABLE_MESSAGE);
    lenderIds = [first];
  }
  // The answer is read inside the transaction: once it commits, nothing is left that could fail
  // and tell the client 'not done' (a retry would then create the request twice).
  return runWrite(db, async (w) => {
    // Before the inquiry, whose lender_id must name an existing lender.
    // Read once (issue 34): submitToLenders judges the same rows against the stored request.
    const loaded = await loadActiveLenders(w.tx, lenderIds);
    checkLenders(loaded, body.request.investmentType);
    const [inquiry] = await w.tx
      .insert(inquiries)
      .values({
        ...inquiryValues(body.request),
        borrowerId: user.id,
        userEmail: user.email,
        lenderId: lenderIds[0] ?? null,
        creditScore: body.request.creditScore ?? profile.creditScore,
        experienceYears: body.request.experienceYears ?? profile.experienceYears,
        contactPhone: profile.phone,
      })
      .returning();
    if (!inquiry) throw new Error("Inquiry insert returned no row");
    await submitToLenders(w, {
      inquiry,
      lenderIds,
      borrowerEmail: user.email,
      mail: options.mail,
      newInquiryLenders: loaded,
    });
    return loadLoanRequest(w.tx, inquiry.id);
  });
}
