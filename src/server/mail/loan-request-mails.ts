/**
 * Loan request mails (issue 11): the lender's notification of a new request and the visitor's
 * confirmation. HTML (one narrow column, readable on a phone) and plain text; every value a
 * person typed is escaped in the HTML.
 */
import { experienceLabel } from "@/domain/experience";
import { formatUsd } from "@/domain/format";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/loan-types";
import { propertyTypeLabel } from "@/domain/property-types";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { stateNameOfCode } from "@/domain/us-states";
import { defangLinks } from "./defang-links";
import type { MailMessage } from "./mailer";
import { type MailDetailRow, renderActionMail } from "./templates";

/** The request as the mails describe it. */
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

function detailRows(
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

/** The lender's notification: the request's facts, the borrower's email, its dashboard link. */
export function lenderNotificationMail(options: {
  to: string;
  lenderName: string;
  details: LoanRequestMailDetails;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const { details } = options;
  const purpose = LOAN_TYPE_INFO[details.investmentType].label;
  return renderActionMail({
    to: options.to,
    supportEmail: options.supportEmail,
    subject: `New loan request: ${formatUsd(details.loanAmount)} ${purpose}`,
    heading: "You have a new loan request",
    intro: `A borrower sent ${options.lenderName} a loan request on ${PRODUCT_NAME}. Reply to them by email or phone, and track it on your lender dashboard.`,
    rows: detailRows(details, "lender"),
    notes: details.notes ? defangLinks(details.notes) : null,
    action: { label: "Open your lender dashboard", url: `${options.baseUrl}/lender-dashboard` },
    outro:
      "The borrower may also have sent this request to other lenders. Requests are for business-purpose real-estate investment loans.",
  });
}

/** The page a visitor signs up or in from, with the email filled in (spec 7). */
export function signupPath(email: string): string {
  return `/auth?${new URLSearchParams({ email, mode: "signup" })}`;
}

/**
 * The visitor's confirmation (issue 27 item 5). Its wording is the same whether or not the
 * email has an account. Its button opens the confirmation page (lenders see 'Email not
 * confirmed' until the request is confirmed there); 'This wasn't me' opens the same page on
 * withdrawing. Both pages act only on a button press (mail scanners open links).
 */
export function visitorConfirmationMail(options: {
  to: string;
  lenderNames: readonly string[];
  details: LoanRequestMailDetails;
  confirmUrl: string;
  withdrawUrl: string;
  supportEmail: string;
}): MailMessage {
  const { lenderNames } = options;
  const sentTo =
    lenderNames.length === 0
      ? "Your loan request was received."
      : `Your loan request was sent to ${lenderNames.join(", ")}.`;
  const next =
    lenderNames.length === 0
      ? "Please confirm it was you: then sign in with this email to compare lenders and send the request to the ones you choose."
      : "Please confirm it was you: until then the lender sees your email as not confirmed. Then sign in with this email to follow every lender's answer on your dashboard.";
  return renderActionMail({
    to: options.to,
    supportEmail: options.supportEmail,
    subject:
      lenderNames.length === 1
        ? `Your loan request to ${lenderNames[0]} was sent`
        : "Your loan request was received",
    heading: "Thanks for your loan request",
    intro: `${sentTo} ${next}`,
    rows: detailRows(options.details, "borrower"),
    notes: options.details.notes ? defangLinks(options.details.notes) : null,
    action: { label: "Confirm my request", url: options.confirmUrl },
    secondaryAction: {
      text: "Didn't send this request?",
      label: "This wasn't me",
      url: options.withdrawUrl,
    },
    outro:
      "If you did not send this request, choose 'This wasn't me': we withdraw it and tell the lenders. It never reaches an account without a confirmation from this inbox.",
  });
}
