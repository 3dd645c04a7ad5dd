/**
 * The lender's request export (issue 31 'Exports'): the lead card's fields as CSV columns, in
 * the card's order. Dates are ISO 8601 (a spreadsheet sorts them), amounts plain numbers.
 */
import { experienceLabel } from "../accounts/experience";
import type { LenderLead } from "../contract/lender-leads";
import { lenderInquiryStatusLabel } from "../loan-requests/lender-answers";
import { PIPELINE_STAGE_LABELS } from "../loan-requests/pipeline";
import { OFFER_DISPLAY_LABELS } from "../offers/offer-state";
import { LOAN_TYPE_INFO, loanTypeOfPurpose } from "../reference/loan-types";
import type { CsvColumn } from "./csv";

export const LEAD_CSV_COLUMNS: readonly CsvColumn<LenderLead>[] = [
  { header: "Request", value: (l) => l.title },
  { header: "Request ID", value: (l) => l.inquiryId },
  { header: "Borrower", value: (l) => l.borrowerName },
  { header: "Email", value: (l) => l.userEmail },
  { header: "Email confirmed", value: (l) => l.emailConfirmed },
  { header: "Property type", value: (l) => l.propertyType },
  { header: "City", value: (l) => l.propertyCity },
  { header: "State", value: (l) => l.propertyState },
  { header: "ZIP", value: (l) => l.propertyZip },
  { header: "Loan amount", value: (l) => l.loanAmount },
  {
    header: "Purpose",
    value: (l) => (l.loanPurpose ? LOAN_TYPE_INFO[loanTypeOfPurpose(l.loanPurpose)].label : null),
  },
  { header: "Credit score", value: (l) => l.creditScore },
  {
    header: "Experience",
    value: (l) => (l.experienceYears ? experienceLabel(l.experienceYears) : null),
  },
  { header: "Timeline", value: (l) => l.timelineNeeded },
  { header: "Notes", value: (l) => l.additionalNotes },
  { header: "Notes for you", value: (l) => l.borrowerNotes },
  { header: "Received", value: (l) => l.createdAt },
  { header: "Answer", value: (l) => lenderInquiryStatusLabel(l.status) },
  { header: "Your note", value: (l) => l.note },
  { header: "Stage", value: (l) => PIPELINE_STAGE_LABELS[l.stage] },
  { header: "Private notes", value: (l) => l.pipelineNotes },
  { header: "Offer", value: (l) => OFFER_DISPLAY_LABELS[l.offerState] },
  { header: "Unread messages", value: (l) => l.unread },
  { header: "Borrower's other requests", value: (l) => l.borrowerActivity.otherRequests },
  { header: "Borrower's funded deals", value: (l) => l.borrowerActivity.fundedDeals },
];
