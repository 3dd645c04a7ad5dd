/** To a lender whose account an admin approved. */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function lenderApprovedMail(to: string, baseUrl: string, supportEmail: string): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `Your ${PRODUCT_NAME} lender account is approved`,
    heading: "Your lender account is approved",
    intro:
      "Good news: our team has reviewed your application and approved your lender account. Your lender dashboard is ready: keep your profile and loan products up to date and answer the borrower inquiries sent to you.",
    action: { label: "Open your lender dashboard", url: `${baseUrl}/lender-dashboard` },
    outro: "Complete, recently updated profiles get 3-5x more borrower inquiries.",
  });
}

export const lenderApprovedKind: MailKind = {
  id: "lender-approved",
  description: "To a lender when an admin approves its account.",
  samples: {
    default: () =>
      lenderApprovedMail("owner@cedar-ridge.example.com", SAMPLE.baseUrl, SAMPLE.supportEmail),
  },
};
