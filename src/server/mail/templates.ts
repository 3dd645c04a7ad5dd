/** The transactional mails, each with an HTML and a plain-text body. */
import { PRODUCT_NAME } from "@/domain/route-meta";
import type { MailMessage } from "./mailer";

/** A labelled fact shown as a two-column row under the intro (a request's amount, state…). */
export interface MailDetailRow {
  label: string;
  value: string;
}

export interface ActionMail {
  to: string;
  subject: string;
  heading: string;
  intro: string;
  /** Facts under the intro; every label and value is escaped. */
  rows?: MailDetailRow[];
  /**
   * Free text someone typed (a request's notes, a lender's note), kept with its line breaks.
   * Callers pass it through defangLinks (defang-links.ts) so its links show as text.
   */
  notes?: string | null;
  action: { label: string; url: string };
  /** A second link under the button, e.g. "Didn't send this request? This wasn't me". */
  secondaryAction?: { text: string; label: string; url: string };
  outro: string;
  supportEmail: string;
  /** Links under the support line, e.g. one unsubscribe link per kind of notification. */
  footerLinks?: { label: string; url: string }[];
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Every transactional mail's one layout: one narrow column that reads on a phone (viewport
 * meta, max-width 560 px), the product name, heading, intro, optional fact rows and notes, one
 * button with its link spelled out, and the support address; a plain-text twin with the same
 * content. Grey texts are #52606d (6.4:1 on white).
 */
export function renderActionMail(mail: ActionMail): MailMessage {
  const rows = mail.rows ?? [];
  const notes = mail.notes ?? null;
  const text = [
    mail.heading,
    "",
    mail.intro,
    "",
    ...(rows.length > 0 ? [...rows.map((row) => `${row.label}: ${row.value}`), ""] : []),
    ...(notes ? ["Notes:", notes, ""] : []),
    `${mail.action.label}: ${mail.action.url}`,
    "",
    ...(mail.secondaryAction
      ? [
          `${mail.secondaryAction.text} ${mail.secondaryAction.label}: ${mail.secondaryAction.url}`,
          "",
        ]
      : []),
    mail.outro,
    "",
    `Questions? Write to ${mail.supportEmail}.`,
    `${PRODUCT_NAME}: a marketplace for business-purpose real-estate investment loans.`,
    ...(mail.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`),
  ].join("\n");
  const footerHtml = (mail.footerLinks ?? [])
    .map(
      (link) =>
        `<p style="margin:8px 0 0;font-size:12px;color:#52606d"><a href="${escapeHtml(link.url)}" style="color:#14487a">${escapeHtml(link.label)}</a></p>`,
    )
    .join("\n      ");

  const secondaryHtml = mail.secondaryAction
    ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(mail.secondaryAction.text)} <a href="${escapeHtml(mail.secondaryAction.url)}" style="color:#14487a;font-weight:600">${escapeHtml(mail.secondaryAction.label)}</a></p>`
    : "";
  const rowsHtml =
    rows.length > 0
      ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;border-collapse:collapse">
        ${rows
          .map(
            (row) =>
              `<tr><td style="padding:6px 12px 6px 0;color:#52606d;font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</td><td style="padding:6px 0;font-size:15px;font-weight:600;word-break:break-word">${escapeHtml(row.value)}</td></tr>`,
          )
          .join("\n        ")}
      </table>`
      : "";
  const notesHtml = notes
    ? `<p style="margin:16px 0 4px;color:#52606d;font-size:14px">Notes</p>
      <p style="margin:0 0 24px;line-height:1.5;white-space:pre-wrap;word-break:break-word;background:#f4f6f8;border-radius:6px;padding:12px">${escapeHtml(notes)}</p>`
    : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f4f6f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#14487a">${PRODUCT_NAME}</p>
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(mail.heading)}</h1>
      <p style="margin:0 0 ${rowsHtml || notesHtml ? 16 : 24}px;line-height:1.5">${escapeHtml(mail.intro)}</p>
      ${rowsHtml}
      ${notesHtml}
      <p style="margin:0 0 24px"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#14487a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(mail.action.label)}</a></p>
      <p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#52606d">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${escapeHtml(mail.action.url)}</span></p>
      ${secondaryHtml}
      <p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#52606d">${escapeHtml(mail.outro)}</p>
      <p style="margin:24px 0 0;font-size:12px;color:#52606d">Questions? Write to <a href="mailto:${escapeHtml(mail.supportEmail)}" style="color:#14487a">${escapeHtml(mail.supportEmail)}</a>.</p>
      ${footerHtml}
    </td></tr>
  </table>
</body></html>`;

  return { to: mail.to, subject: mail.subject, html, text };
}

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

/** The page that asks for a password-reset mail, with the email filled in. */
export function passwordResetPageUrl(baseUrl: string, email: string): string {
  return `${baseUrl}/lender-login?${new URLSearchParams({ mode: "forgot", email })}`;
}

/**
 * Sent when someone signs up with a registered email. It points to password reset: the owner
 * who forgot they had an account gets back in, and if the account was never confirmed, the
 * reset makes sure only the inbox owner's password works.
 */
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
