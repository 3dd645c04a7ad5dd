/** The offer mails: the lender hears that the borrower accepted its offer. */

import type { Offer } from "@/domain/contract/offers";
import { formatUsd } from "@/domain/format";
import { formatUsdCents, offerSummary } from "@/domain/offers/offer-format";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { defangLinks } from "../../mail/defang-links";
import type { MailMessage } from "../../mail/mailer";
import { renderActionMail } from "../../mail/templates";

export function offerAcceptedMail(input: {
  to: string;
  offer: Offer;
  requestName: string | null;
  borrowerEmail: string | null;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const name = input.requestName ? defangLinks(input.requestName.trim()) : "";
  const request = name ? `the loan request "${name}"` : "a loan request";
  const { offer } = input;
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `Your offer was accepted on ${PRODUCT_NAME}`,
    heading: "Your offer was accepted",
    intro: `The borrower accepted your offer on ${request}: ${offerSummary(offer)}. The submission is now marked Approved.`,
    rows: [
      { label: "Loan amount", value: formatUsd(offer.loanAmount) },
      { label: "Monthly payment", value: formatUsdCents(offer.figures.monthlyPayment) },
      { label: "Days to close", value: String(offer.daysToClose) },
      ...(input.borrowerEmail ? [{ label: "Borrower", value: input.borrowerEmail }] : []),
    ],
    action: { label: "Open your loan inquiries", url: `${input.baseUrl}/lender-dashboard` },
    outro: "Reach out to the borrower to move the loan to closing.",
  });
}
