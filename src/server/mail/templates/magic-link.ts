/** Sent by better-auth's magic-link plugin: the one-hour, one-use sign-in link. */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function magicLinkMail(to: string, url: string, supportEmail: string): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    heading: "Sign in to your account",
    intro: `Use the button below to sign in to ${PRODUCT_NAME}. If you don't have an account yet, one is created for you. The link expires in 1 hour and works once.`,
    action: { label: "Sign in", url },
    outro: "If you did not ask for this link, you can ignore this email.",
  });
}

export const magicLinkKind: MailKind = {
  id: "magic-link",
  description: "To anyone who asks to sign in by email (an account is created on first use).",
  samples: {
    default: () =>
      magicLinkMail(
        "new.user@example.com",
        `${SAMPLE.baseUrl}/api/auth/magic-link/verify?token=sample-token&callbackURL=%2Fdashboard`,
        SAMPLE.supportEmail,
      ),
  },
};
