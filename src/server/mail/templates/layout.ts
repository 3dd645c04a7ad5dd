/**
 * Every transactional mail's one layout: one narrow column that reads on a phone (viewport
 * meta, max-width 560 px), the product name, heading, intro, optional fact rows and notes, one
 * button with its link spelled out, and the support address; a plain-text twin with the same
 * content. Grey texts are #52606d (6.4:1 on white). Each kind of mail (the other files of this
 * folder) fills it in; the HTML goes through html`` (../html.ts), which escapes every value.
 */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { html, joinHtml } from "../html";
import type { MailMessage } from "../mailer";

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
  /** Facts under the intro. */
  rows?: MailDetailRow[];
  /**
   * Free text someone typed (a request's notes, a lender's note), kept with its line breaks.
   * Callers pass it through defangLinks (../defang-links.ts) so its links show as text.
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

function actionMailText(mail: ActionMail): string {
  const rows = mail.rows ?? [];
  return [
    mail.heading,
    "",
    mail.intro,
    "",
    ...(rows.length > 0 ? [...rows.map((row) => `${row.label}: ${row.value}`), ""] : []),
    ...(mail.notes ? ["Notes:", mail.notes, ""] : []),
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
}

function actionMailHtml(mail: ActionMail): string {
  const rows = mail.rows ?? [];
  const { notes, secondaryAction } = mail;
  const rowsHtml =
    rows.length > 0 &&
    html`<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;border-collapse:collapse">
        ${joinHtml(
          rows.map(
            (row) =>
              html`<tr><td style="padding:6px 12px 6px 0;color:#52606d;font-size:14px;vertical-align:top;white-space:nowrap">${row.label}</td><td style="padding:6px 0;font-size:15px;font-weight:600;word-break:break-word">${row.value}</td></tr>`,
          ),
          "\n        ",
        )}
      </table>`;
  const notesHtml =
    notes &&
    html`<p style="margin:16px 0 4px;color:#52606d;font-size:14px">Notes</p>
      <p style="margin:0 0 24px;line-height:1.5;white-space:pre-wrap;word-break:break-word;background:#f4f6f8;border-radius:6px;padding:12px">${notes}</p>`;
  const secondaryHtml =
    secondaryAction &&
    html`<p style="margin:0 0 16px;line-height:1.5">${secondaryAction.text} <a href="${secondaryAction.url}" style="color:#14487a;font-weight:600">${secondaryAction.label}</a></p>`;
  const footerHtml = joinHtml(
    (mail.footerLinks ?? []).map(
      (link) =>
        html`<p style="margin:8px 0 0;font-size:12px;color:#52606d"><a href="${link.url}" style="color:#14487a">${link.label}</a></p>`,
    ),
    "\n      ",
  );

  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${mail.subject}</title></head>
<body style="margin:0;padding:16px;background:#f4f6f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#14487a">${PRODUCT_NAME}</p>
      <h1 style="margin:0 0 16px;font-size:22px">${mail.heading}</h1>
      <p style="margin:0 0 ${rowsHtml || notesHtml ? 16 : 24}px;line-height:1.5">${mail.intro}</p>
      ${rowsHtml}
      ${notesHtml}
      <p style="margin:0 0 24px"><a href="${mail.action.url}" style="display:inline-block;background:#14487a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${mail.action.label}</a></p>
      <p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#52606d">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${mail.action.url}</span></p>
      ${secondaryHtml}
      <p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#52606d">${mail.outro}</p>
      <p style="margin:24px 0 0;font-size:12px;color:#52606d">Questions? Write to <a href="mailto:${mail.supportEmail}" style="color:#14487a">${mail.supportEmail}</a>.</p>
      ${footerHtml}
    </td></tr>
  </table>
</body></html>`.markup;
}

/** The mail in both parts, ready to queue. */
export function renderActionMail(mail: ActionMail): MailMessage {
  return {
    to: mail.to,
    subject: mail.subject,
    html: actionMailHtml(mail),
    text: actionMailText(mail),
  };
}
