/**
 * The borrower quote wizard's result (spec 2 'Borrower quote wizard', spec 3 'Local browser
 * storage' → pendingInquiry, spec 4 'Quote wizard'): the inquiry fields built from both steps,
 * with additional_notes combining the answers and the contact details.
 */

import { experienceLabel } from "@/domain/accounts/experience";
import type {
  AnonymousLoanRequestBody,
  CreateLoanRequestBody,
  LoanRequestInput,
} from "@/domain/contract/loan-requests";
import type { QuoteStep1, QuoteStep2 } from "@/domain/loan-requests/loan-request-schemas";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, type LoanPurpose, loanPurposeOf } from "@/domain/reference/loan-types";
import { propertyTypeLabel } from "@/domain/reference/property-types";
import { stateNameOfCode } from "@/domain/reference/us-states";

export type QuoteWizardStep = 1 | 2 | "thank-you";

export interface QuoteInquiry {
  loanAmount: number;
  loanPurpose: LoanPurpose;
  propertyState: string;
  propertyType: string;
  experienceYears: QuoteStep1["experienceLevel"];
  userEmail: string;
  additionalNotes: string;
}

/** The notes text: one 'Label: value' line per answer and contact detail. */
export function quoteNotes(step1: QuoteStep1, step2: QuoteStep2): string {
  return [
    "Quote request",
    `Investment type: ${LOAN_TYPE_INFO[step1.investmentType].label}`,
    `Property type: ${propertyTypeLabel(step1.propertyType)}`,
    `Experience: ${experienceLabel(step1.experienceLevel)}`,
    `Property state: ${stateNameOfCode(step1.propertyState) ?? step1.propertyState}`,
    `Loan amount: ${formatUsd(step1.loanAmount)}`,
    `Name: ${step2.firstName} ${step2.lastName}`,
    `Email: ${step2.email}`,
    `Phone: ${step2.phone}`,
  ].join("\n");
}

/** The inquiry stored or sent for a completed wizard (pendingInquiry when it cannot be sent). */
export function quoteToInquiry(step1: QuoteStep1, step2: QuoteStep2): QuoteInquiry {
  return {
    loanAmount: step1.loanAmount,
    loanPurpose: loanPurposeOf(step1.investmentType),
    propertyState: step1.propertyState,
    propertyType: step1.propertyType,
    experienceYears: step1.experienceLevel,
    userEmail: step2.email,
    additionalNotes: quoteNotes(step1, step2),
  };
}

/** The request fields of a completed wizard (a general inquiry: no lender). */
export function quoteLoanRequest(step1: QuoteStep1, step2: QuoteStep2): LoanRequestInput {
  return {
    customName: null,
    investmentType: step1.investmentType,
    propertyType: step1.propertyType,
    propertyState: step1.propertyState,
    loanAmount: step1.loanAmount,
    notes: quoteNotes(step1, step2),
    experienceYears: step1.experienceLevel,
  };
}

/** POST /api/loan-requests body for a signed-in user's completed wizard. */
export function quoteCreateBody(step1: QuoteStep1, step2: QuoteStep2): CreateLoanRequestBody {
  return { request: quoteLoanRequest(step1, step2) };
}

/** POST /api/loan-requests/anonymous body for a visitor's completed wizard. */
export function quoteAnonymousBody(step1: QuoteStep1, step2: QuoteStep2): AnonymousLoanRequestBody {
  const { experienceYears: _experience, ...request } = quoteLoanRequest(step1, step2);
  return { email: step2.email, phone: step2.phone, experience: step1.experienceLevel, request };
}
