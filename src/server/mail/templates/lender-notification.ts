/**
 * The lender's notification of a new loan request (issue 11): the request's facts, the
 * borrower's contact details, its dashboard link. Batched per lender by
 * services/loan-requests/notify-lenders.ts (what waits goes in lender-digest.ts).
 */
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import {
  detailRows,
  type LoanRequestMailDetails,
  SAMPLE_MINIMAL_REQUEST,
  SAMPLE_REQUEST,
} from "./loan-request-details";
import { type MailKind, SAMPLE } from "./mail-kind";

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

const sample = (details: LoanRequestMailDetails) => () =>
  lenderNotificationMail({
    ...SAMPLE,
    to: "deals@cedar-ridge.example.com",
    lenderName: "Cedar Ridge Capital",
    details,
  });

export const lenderNotificationKind: MailKind = {
  id: "lender-notification",
  description:
    "To a lender when a borrower sends it a loan request and no notification went out in the last 10 minutes.",
  samples: {
    default: sample(SAMPLE_REQUEST),
    "required-facts-only": sample(SAMPLE_MINIMAL_REQUEST),
  },
};
