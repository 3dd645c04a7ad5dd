/**
 * The lender's notification of a new loan request (issue 11): the request's facts, the
 * borrower's contact details, its dashboard link. Batched per lender by
 * services/loan-requests/notify-lenders.ts (what waits goes in lender-digest.ts).
 */
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import {
  type UnsubscribeTarget,
  unsubscribeParts,
} from "../../services/messages/unsubscribe-token";
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

/** The new-request mails' unsubscribe link (kind `new_requests`, issue 31). */
export const NEW_REQUESTS_UNSUBSCRIBE_LABEL = "Unsubscribe from new loan request emails";

export function lenderNotificationMail(
  options: {
    to: string;
    lenderName: string;
    details: LoanRequestMailDetails;
    baseUrl: string;
    supportEmail: string;
  } & UnsubscribeTarget,
): MailMessage {
  const { details } = options;
  const purpose = LOAN_TYPE_INFO[details.investmentType].label;
  // Issue 31: the lender account's `new_requests` opt-out, as on its notification settings.
  const { footerLinks, headers } = unsubscribeParts({
    ...options,
    kind: "new_requests",
    label: NEW_REQUESTS_UNSUBSCRIBE_LABEL,
  });
  const mail = renderActionMail({
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
    footerLinks,
  });
  return { ...mail, headers };
}

const sample = (details: LoanRequestMailDetails) => () =>
  lenderNotificationMail({
    ...SAMPLE,
    to: "deals@cedar-ridge.example.com",
    lenderName: "Cedar Ridge Capital",
    details,
    userId: "00000000-0000-4000-8000-00000000000c",
    secret: "sample-secret-for-previews-only",
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
