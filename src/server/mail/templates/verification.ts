/** Sent by better-auth when someone signs up with a password: confirm the email address. */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function verificationMail(to: string, url: string, supportEmail: string): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `Confirm your ${PRODUCT_NAME} email address`,
    heading: "Confirm your email address",
    intro: `Thanks for signing up for ${PRODUCT_NAME}. Confirm your email address to finish creating your account.`,
    action: { label: "Confirm email address", url },
    outro: "If you did not create an account, you can ignore this email.",
  });
}

export const verificationKind: MailKind = {
  id: "verification",
  description: "To someone who signed up with a password: the link that confirms their address.",
  samples: {
    default: () =>
      verificationMail(
        "new.user@example.com",
        `${SAMPLE.baseUrl}/api/auth/verify-email?token=sample-token&callbackURL=%2F`,
        SAMPLE.supportEmail,
      ),
  },
};
