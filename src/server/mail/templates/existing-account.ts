/**
 * Sent when someone signs up with a registered email. It points to password reset: the owner
 * who forgot they had an account gets back in, and if the account was never confirmed, the
 * reset makes sure only the inbox owner's password works.
 */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

/** The page that asks for a password-reset mail, with the email filled in. */
export function passwordResetPageUrl(baseUrl: string, email: string): string {
  return `${baseUrl}/lender-login?${new URLSearchParams({ mode: "forgot", email })}`;
}

export function existingAccountMail(
  to: string,
  resetUrl: string,
  supportEmail: string,
): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `You already have a ${PRODUCT_NAME} account`,
    heading: "You already have an account",
    intro: `Someone, probably you, tried to create a ${PRODUCT_NAME} account with this email address. You already have one. If you don't know its password, reset it with the button below; you can also sign in with a magic link.`,
    action: { label: "Reset password", url: resetUrl },
    outro: "If this wasn't you, you can ignore this email; nothing has changed.",
  });
}

export const existingAccountKind: MailKind = {
  id: "existing-account",
  description: "To a registered address when someone signs up with it again.",
  samples: {
    default: () => {
      const to = "o'brien+deals@example.com";
      return existingAccountMail(to, passwordResetPageUrl(SAMPLE.baseUrl, to), SAMPLE.supportEmail);
    },
  },
};
