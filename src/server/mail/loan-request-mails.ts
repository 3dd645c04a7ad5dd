/**
 * Loan request mails (issue 11): the lender's notification of a new request and the visitor's
 * confirmation. HTML (one narrow column, readable on a phone) and plain text; every value a
 * person typed is escaped in the HTML.
 */
import { experienceLabel } from "@/domain/experience";
import { formatUsd } from "@/domain/format";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/loan-types";
import { propertyTypeLabel } from "@/domain/property-types";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { stateNameOfCode } from "@/domain/us-states";
import type { MailMessage } from "./mailer";
import { escapeHtml } from "./templates";

/** The request as the mails describe it. */
export interface LoanRequestMailDetails {
  customName: string | null;
  loanAmount: number;
  investmentType: LoanType;
  propertyState: string;
  propertyType: string;
  creditScore: number | null;
  experienceYears: string | null;
  notes: string | null;
  borrowerEmail: string;
  phone: string | null;
}

interface DetailRow {
  label: string;
  value: string;
}

function detailRows(details: LoanRequestMailDetails, audience: "lender" | "borrower"): DetailRow[] {
  const rows: DetailRow[] = [];
  if (details.customName) rows.push({ label: "Request", value: details.customName });
  rows.push(
    { label: "Loan amount", value: formatUsd(details.loanAmount) },
    { label: "Purpose", value: LOAN_TYPE_INFO[details.investmentType].label },
    {
      label: "Property state",
      value: stateNameOfCode(details.propertyState) ?? details.propertyState,
    },
    { label: "Property type", value: propertyTypeLabel(details.propertyType) },
  );
  if (details.creditScore !== null) {
    rows.push({ label: "Credit score", value: String(details.creditScore) });
  }
  if (details.experienceYears) {
    rows.push({ label: "Experience", value: experienceLabel(details.experienceYears) });
  }
  if (audience === "lender") {
    rows.push({ label: "Borrower email", value: details.borrowerEmail });
    if (details.phone) rows.push({ label: "Borrower phone", value: details.phone });
  }
  return rows;
}

interface DetailMail {
  to: string;
  subject: string;
  heading: string;
  intro: string;
  rows: DetailRow[];
  notes: string | null;
  action: { label: string; url: string };
  outro: string;
  supportEmail: string;
}

function renderDetailMail(mail: DetailMail): MailMessage {
  const text = [
    mail.heading,
    "",
    mail.intro,
    "",
    ...mail.rows.map((row) => `${row.label}: ${row.value}`),
    ...(mail.notes ? ["", "Notes:", mail.notes] : []),
    "",
    `${mail.action.label}: ${mail.action.url}`,
    "",
    mail.outro,
    "",
    `Questions? Write to ${mail.supportEmail}.`,
    `${PRODUCT_NAME}: a marketplace for business-purpose real-estate investment loans.`,
  ].join("\n");

  const rows = mail.rows
    .map(
      (row) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#52606d;font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</td><td style="padding:6px 0;font-size:15px;font-weight:600;word-break:break-word">${escapeHtml(row.value)}</td></tr>`,
    )
    .join("\n        ");
  const notes = mail.notes
    ? `<p style="margin:16px 0 4px;color:#52606d;font-size:14px">Notes</p>
      <p style="margin:0 0 24px;line-height:1.5;white-space:pre-wrap;word-break:break-word;background:#f4f6f8;border-radius:6px;padding:12px">${escapeHtml(mail.notes)}</p>`
    : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f4f6f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#14487a">${PRODUCT_NAME}</p>
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(mail.heading)}</h1>
      <p style="margin:0 0 16px;line-height:1.5">${escapeHtml(mail.intro)}</p>
      <table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;border-collapse:collapse">
        ${rows}
      </table>
      ${notes}
      <p style="margin:0 0 24px"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#14487a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(mail.action.label)}</a></p>
      <p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#52606d">If the button does not work, copy this link into your browser:<br><span style="word-break:break-all">${escapeHtml(mail.action.url)}</span></p>
      <p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#52606d">${escapeHtml(mail.outro)}</p>
      <p style="margin:24px 0 0;font-size:12px;color:#52606d">Questions? Write to <a href="mailto:${escapeHtml(mail.supportEmail)}" style="color:#14487a">${escapeHtml(mail.supportEmail)}</a>.</p>
    </td></tr>
  </table>
</body></html>`;

  return { to: mail.to, subject: mail.subject, html, text };
}

/** The lender's notification: the request's facts, the borrower's email, its dashboard link. */
export function lenderNotificationMail(options: {
  to: string;
  lenderName: string;
  details: LoanRequestMailDetails;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const { details } = options;
  const purpose = LOAN_TYPE_INFO[details.investmentType].label;
  return renderDetailMail({
    to: options.to,
    supportEmail: options.supportEmail,
    subject: `New loan request: ${formatUsd(details.loanAmount)} ${purpose}`,
    heading: "You have a new loan request",
    intro: `A borrower sent ${options.lenderName} a loan request on ${PRODUCT_NAME}. Reply to them by email or phone, and track it on your lender dashboard.`,
    rows: detailRows(details, "lender"),
    notes: details.notes,
    action: { label: "Open your lender dashboard", url: `${options.baseUrl}/lender-dashboard` },
    outro:
      "The borrower may also have sent this request to other lenders. Requests are for business-purpose real-estate investment loans.",
  });
}

/** The page a visitor signs up or in from, with the email filled in (spec 7). */
export function signupPath(email: string): string {
  return `/auth?${new URLSearchParams({ email, mode: "signup" })}`;
}

/**
 * The visitor's confirmation. Its wording is the same whether or not the email has an
 * account: the link opens the sign-in page in its magic-link mode, which works for both.
 */
export function visitorConfirmationMail(options: {
  to: string;
  lenderNames: readonly string[];
  details: LoanRequestMailDetails;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const { lenderNames } = options;
  const sentTo =
    lenderNames.length === 0
      ? "Your loan request was received."
      : `Your loan request was sent to ${lenderNames.join(", ")}.`;
  const next =
    lenderNames.length === 0
      ? "Sign in with this email to compare lenders and send the request to the ones you choose."
      : "The lender may contact you by email or phone about this request. Sign in with this email to follow every lender's answer on your dashboard.";
  return renderDetailMail({
    to: options.to,
    supportEmail: options.supportEmail,
    subject:
      lenderNames.length === 1
        ? `Your loan request to ${lenderNames[0]} was sent`
        : "Your loan request was received",
    heading: "Thanks for your loan request",
    intro: `${sentTo} ${next}`,
    rows: detailRows(options.details, "borrower"),
    notes: options.details.notes,
    action: {
      label: "Track your request",
      url: `${options.baseUrl}${signupPath(options.to)}`,
    },
    outro:
      "If you did not send this request, you can ignore this email; nobody can see it in an account without access to this inbox.",
  });
}
