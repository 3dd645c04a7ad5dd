/** To a lender whose application an admin rejected (it may reapply, see lender-reapplied.ts). */
import { LENDER_REJECTED_COPY } from "@/domain/lenders/lender-decision-copy";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function lenderRejectedMail(to: string, baseUrl: string, supportEmail: string): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `Your ${PRODUCT_NAME} lender application`,
    heading: "Your lender application was not approved",
    intro: `${LENDER_REJECTED_COPY.text} ${LENDER_REJECTED_COPY.next}`,
    action: { label: "See your account status", url: `${baseUrl}/lender-dashboard` },
    outro: `Write to ${supportEmail} and we will get back to you.`,
  });
}

export const lenderRejectedKind: MailKind = {
  id: "lender-rejected",
  description: "To a lender when an admin rejects its application.",
  samples: {
    default: () =>
      lenderRejectedMail("owner@cedar-ridge.example.com", SAMPLE.baseUrl, SAMPLE.supportEmail),
  },
};
