/**
 * The visitor's confirmation of an anonymous loan request (issue 27 item 5). Its wording is
 * the same whether or not the email has an account. Its button opens the confirmation page
 * (lenders see 'Email not confirmed' until the request is confirmed there); 'This wasn't me'
 * opens the same page on withdrawing. Both pages act only on a button press (mail scanners
 * open links).
 */
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

const sample =
  (lenderNames: readonly string[], details: LoanRequestMailDetails = SAMPLE_REQUEST) =>
  () =>
    visitorConfirmationMail({
      supportEmail: SAMPLE.supportEmail,
      to: details.borrowerEmail,
      lenderNames,
      details,
      confirmUrl: `${SAMPLE.baseUrl}/request-confirmation?token=sample-token`,
      withdrawUrl: `${SAMPLE.baseUrl}/request-confirmation?token=sample-token&intent=withdraw`,
    });

export const visitorConfirmationKind: MailKind = {
  id: "visitor-confirmation",
  description:
    "To a visitor who sent a loan request without signing in: confirm it, or say 'This wasn't me'.",
  samples: {
    "one-lender": sample(["Cedar Ridge Capital"], SAMPLE_MINIMAL_REQUEST),
    "several-lenders": sample(["Cedar Ridge Capital", "Lone Star Bridge Lending"]),
    "no-lender": sample([]),
  },
};
