/** To the admins: a refused lender asks for review again (issue 28, 'Reapply'). */
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function lenderReappliedMail(
  to: string,
  lenderEmail: string,
  baseUrl: string,
  supportEmail: string,
): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `A lender reapplied: ${lenderEmail}`,
    heading: "A refused lender application is back for review",
    intro: `${lenderEmail}, whose lender application was not approved, has reapplied. The account is pending again: approve or reject it.`,
    action: { label: "Review pending users", url: `${baseUrl}/admin/users` },
    outro: "A lender can reapply once per decision: it cannot reapply again until you decide.",
  });
}

export const lenderReappliedKind: MailKind = {
  id: "lender-reapplied",
  description: "To each admin when a lender whose application was rejected reapplies.",
  samples: {
    default: () =>
      lenderReappliedMail(
        "admin@lenderlane.example.com",
        "owner@cedar-ridge.example.com",
        SAMPLE.baseUrl,
        SAMPLE.supportEmail,
      ),
  },
};
