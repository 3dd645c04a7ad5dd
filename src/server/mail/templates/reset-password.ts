/** Sent by better-auth when someone asks to reset their password. */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function resetPasswordMail(to: string, url: string, supportEmail: string): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: "Reset your password",
    intro:
      "We received a request to reset the password of your account. Choose a new password with the button below. The link expires in 1 hour.",
    action: { label: "Reset password", url },
    outro:
      "If you did not ask to reset your password, you can ignore this email; your password stays the same.",
  });
}

export const resetPasswordKind: MailKind = {
  id: "reset-password",
  description: "To an account's address when someone asks to reset its password.",
  samples: {
    default: () =>
      resetPasswordMail(
        "owner@cedar-ridge.example.com",
        `${SAMPLE.baseUrl}/api/auth/reset-password/sample-token?callbackURL=%2Flender-login%3Fmode%3Dreset`,
        SAMPLE.supportEmail,
      ),
  },
};
