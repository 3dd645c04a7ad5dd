/**
 * A loan request as the lender's notification and the visitor's confirmation describe it, and
 * its facts as the rows of those mails (the borrower's own contact details for lenders only).
 */
import { experienceLabel } from "@/domain/accounts/experience";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { propertyTypeLabel } from "@/domain/reference/property-types";
import { stateNameOfCode } from "@/domain/reference/us-states";
import { defangLinks } from "../defang-links";
import type { MailDetailRow } from "./layout";

export interface LoanRequestMailDetails {
  customName: string | null;
  loanAmount: number;
  investmentType: LoanType;
  propertyState: string;
  propertyType: string;
  creditScore: number | null;
  experienceYears: string | null;
  notes: string | null;
  borrowerEmail: string;
  phone: string | null;
}

export function detailRows(
  details: LoanRequestMailDetails,
  audience: "lender" | "borrower",
): MailDetailRow[] {
  const rows: MailDetailRow[] = [];
  if (details.customName) rows.push({ label: "Request", value: defangLinks(details.customName) });
  rows.push(
    { label: "Loan amount", value: formatUsd(details.loanAmount) },
    { label: "Purpose", value: LOAN_TYPE_INFO[details.investmentType].label },
    {
      label: "Property state",
      value: stateNameOfCode(details.propertyState) ?? details.propertyState,
    },
    { label: "Property type", value: propertyTypeLabel(details.propertyType) },
  );
  if (details.creditScore !== null) {
    rows.push({ label: "Credit score", value: String(details.creditScore) });
  }
  if (details.experienceYears) {
    rows.push({ label: "Experience", value: experienceLabel(details.experienceYears) });
  }
  if (audience === "lender") {
    rows.push({ label: "Borrower email", value: details.borrowerEmail });
    if (details.phone) rows.push({ label: "Borrower phone", value: details.phone });
  }
  return rows;
}

/** A request with every optional fact, a name and notes (with a link, shown as text). */
export const SAMPLE_REQUEST: LoanRequestMailDetails = {
  customName: "Elm St duplex & garage",
  loanAmount: 1_250_000,
  investmentType: "construction",
  propertyState: "NC",
  propertyType: "Townhome",
  creditScore: 720,
  experienceYears: "more_than_5",
  notes: "Permits are approved.\nPlans at https://plans.example.com/elm <draft>",
  borrowerEmail: "dana.borrower@example.com",
  phone: "(512) 555-0142",
};

/** The same request with only the required facts. */
export const SAMPLE_MINIMAL_REQUEST: LoanRequestMailDetails = {
  ...SAMPLE_REQUEST,
  customName: null,
  investmentType: "fix_and_flip",
  propertyState: "TX",
  propertyType: "Single family",
  creditScore: null,
  experienceYears: null,
  notes: null,
  phone: null,
};
