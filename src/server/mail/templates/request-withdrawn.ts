/**
 * To a lender: an anonymous request was withdrawn by the owner of its email ('This wasn't me'
 * in visitor-confirmation.ts, issue 27 item 5).
 */

import { toUtcDateOnly } from "@/domain/reference/dates";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { stateNameOfCode } from "@/domain/reference/us-states";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { type MailDetailRow, renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function requestWithdrawnMail(options: {
  to: string;
  lenderName: string;
  borrowerEmail: string;
  loanAmount: number | null;
  loanType: LoanType | null;
  propertyState: string | null;
  sentAt: Date;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const rows: MailDetailRow[] = [
    { label: "Borrower email", value: options.borrowerEmail },
    { label: "Sent", value: toUtcDateOnly(options.sentAt) },
  ];
  if (options.loanAmount !== null) {
    rows.push({ label: "Loan amount", value: formatUsd(options.loanAmount) });
  }
  if (options.loanType)
    rows.push({ label: "Purpose", value: LOAN_TYPE_INFO[options.loanType].label });
  if (options.propertyState) {
    rows.push({
      label: "Property state",
      value: stateNameOfCode(options.propertyState) ?? options.propertyState,
    });
  }
  return renderActionMail({
    to: options.to,
    supportEmail: options.supportEmail,
    subject: `Loan request withdrawn: ${options.borrowerEmail} did not send it`,
    heading: "A loan request was withdrawn",
    intro: `The owner of ${options.borrowerEmail} told us they did not send this loan request to ${options.lenderName} on ${PRODUCT_NAME}. Someone else used their email address, so the request was withdrawn and removed from your lender dashboard. Please do not contact this person about it, and disregard the phone number and details it gave.`,
    rows,
    action: { label: "Open your lender dashboard", url: `${options.baseUrl}/lender-dashboard` },
    outro: "The email was never confirmed, so the request's details were not verified.",
  });
}

const sample = {
  ...SAMPLE,
  to: "deals@cedar-ridge.example.com",
  lenderName: "Cedar Ridge Capital",
};
const sentAt = new Date("2026-11-20T15:00:00Z");

export const requestWithdrawnKind: MailKind = {
  id: "request-withdrawn",
  description:
    "To each lender of an anonymous request when the owner of its email says they did not send it.",
  samples: {
    default: () =>
      requestWithdrawnMail({
        ...sample,
        borrowerEmail: "dana.borrower@example.com",
        loanAmount: 300_000,
        loanType: "bridge",
        propertyState: "TX",
        sentAt,
      }),
    "without-facts": () =>
      requestWithdrawnMail({
        ...sample,
        borrowerEmail: "dana.borrower@example.com",
        loanAmount: null,
        loanType: null,
        propertyState: null,
        sentAt,
      }),
  },
};
