/**
 * To every other lender of a request when the borrower accepts one offer (issue 27): its offers
 * on the request are closed. It names neither the chosen lender nor its terms. Sent by
 * services/offers/tell-other-lenders.ts with a system entry in each thread.
 */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function offersClosedMail(input: {
  to: string;
  requestName: string | null;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const name = input.requestName?.trim();
  const request = name ? `the loan request "${name}"` : "a loan request";
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `The borrower chose another lender on ${PRODUCT_NAME}`,
    heading: "The borrower chose another lender",
    intro: `The borrower accepted another lender's offer on ${request}. Your offers on it are closed: you can no longer send or revise one.`,
    action: { label: "Open your loan inquiries", url: `${input.baseUrl}/lender-dashboard` },
    outro: "Thank you for answering this request.",
  });
}

const sample = { ...SAMPLE, to: "deals@lone-star.example.com" };

export const offersClosedKind: MailKind = {
  id: "offers-closed",
  description: "To the other lenders of a request when the borrower accepts one lender's offer.",
  samples: {
    default: () => offersClosedMail({ ...sample, requestName: "Elm St duplex & garage" }),
    "unnamed-request": () => offersClosedMail({ ...sample, requestName: null }),
  },
};
