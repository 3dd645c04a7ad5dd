/** To a verified lender 30 days before its verification expires (issue 35). */
import { formatDayUtc } from "@/domain/reference/dates";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function verificationReminderMail(
  mail: { to: string; companyName: string; expiresAt: Date },
  baseUrl: string,
  supportEmail: string,
): MailMessage {
  return renderActionMail({
    to: mail.to,
    supportEmail,
    subject: `Your ${PRODUCT_NAME} verification expires on ${formatDayUtc(mail.expiresAt)}`,
    heading: "Renew your lender verification",
    intro: `The verification of ${mail.companyName} expires on ${formatDayUtc(mail.expiresAt)}. After that your page shows 'Not yet verified' until an admin approves new evidence. Submit current evidence from your dashboard to renew it.`,
    action: { label: "Renew your verification", url: `${baseUrl}/lender-dashboard` },
    outro: "Your dashboard shows your verification, its evidence and the checks that passed.",
  });
}

export const lenderVerificationReminderKind: MailKind = {
  id: "lender-verification-reminder",
  description: "To a verified lender 30 days before its verification expires.",
  samples: {
    default: () =>
      verificationReminderMail(
        {
          to: "owner@cedar-ridge.example.com",
          companyName: "Cedar Ridge Capital",
          expiresAt: new Date("2026-12-27T10:00:00Z"),
        },
        SAMPLE.baseUrl,
        SAMPLE.supportEmail,
      ),
  },
};
