/**
 * Issue 31: why the submit dialog will not send this request to this lender, checked before
 * the last press by the domain's lending criteria (the server refuses the same requests with
 * 409 outside_lending_criteria). Only when the dialog knows the lender's product of the
 * request's type (the listing card's, the profile's products); otherwise the server decides.
 */
import { parseCreditScore } from "@/domain/accounts/credit-score";
import { type ExperienceYears, isExperienceYears } from "@/domain/accounts/experience";
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import { type CriteriaProduct, criteriaRefusalOf } from "@/domain/lenders/lending-criteria";
import { validateNewLoanRequest } from "@/domain/loan-requests/loan-request-schemas";
import { lenderStatesOf } from "@/domain/reference/us-states";
import type { AboutYouFormValues, RequestFormValues } from "./form-values";

/** A product as the dialog may know it: its type and its criteria. */
export type SubmitLenderProduct = CriteriaProduct & { productType: string };

export interface CriteriaLender {
  companyName: string;
  /** The public lender's states text ('Texas, Florida'), when known. */
  state?: string | null;
  products?: readonly SubmitLenderProduct[];
}

interface RequestFacts {
  loanType: string | null;
  propertyState: string | null;
  loanAmount: number | null;
  propertyType: string | null;
  creditScore: number | null;
  experienceYears: ExperienceYears | null;
}

function refusalFor(lender: CriteriaLender, facts: RequestFacts): string | null {
  const product = lender.products?.find((p) => p.productType === facts.loanType);
  if (!product) return null;
  return criteriaRefusalOf(lenderStatesOf(lender.state ?? null), product, facts);
}

/** An own stored request (the existing-request choice). */
export function existingRequestRefusal(
  lender: CriteriaLender,
  request: LoanRequestDto,
): string | null {
  return refusalFor(lender, { ...request, loanType: request.investmentType });
}

/**
 * A new request: the form's answers, with the credit score and experience the server will
 * store (a signed-in borrower's profile, a visitor's About You).
 */
export function newRequestRefusal(
  lender: CriteriaLender,
  request: RequestFormValues,
  about: Pick<AboutYouFormValues, "creditScore" | "experienceYears">,
): string | null {
  const parsed = validateNewLoanRequest(request, "step");
  if (!parsed.ok) return null;
  return refusalFor(lender, {
    loanType: parsed.data.investmentType,
    propertyState: parsed.data.propertyState,
    loanAmount: parsed.data.loanAmount,
    propertyType: parsed.data.propertyType,
    creditScore: parseCreditScore(about.creditScore),
    experienceYears: isExperienceYears(about.experienceYears) ? about.experienceYears : null,
  });
}

/** The alert's title over the reason. */
export function criteriaRefusalTitle(companyName: string): string {
  return `${companyName} does not take this request`;
}
