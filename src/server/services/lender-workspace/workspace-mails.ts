/** The lender workspace's mails: approval decisions to lenders, answers to borrowers. */
import type { LenderAnswer } from "@/domain/lender-answers";
import { LENDER_REJECTED_COPY } from "@/domain/lender-decision-copy";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { defangLinks } from "../../mail/defang-links";
import type { MailMessage } from "../../mail/mailer";
import { renderActionMail } from "../../mail/templates";

export function lenderApprovedMail(to: string, baseUrl: string, supportEmail: string): MailMessage {
  return renderActionMail({
    to,
    supportEmail,
    subject: `Your ${PRODUCT_NAME} lender account is approved`,
    heading: "Your lender account is approved",
    intro:
      "Good news: our team has reviewed your application and approved your lender account. Your lender dashboard is ready: keep your profile and loan products up to date and answer the borrower inquiries sent to you.",
    action: { label: "Open your lender dashboard", url: `${baseUrl}/lender-dashboard` },
    outro: "Complete, recently updated profiles get 3-5x more borrower inquiries.",
  });
}

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

/** To the admins: a refused lender asks for review again (issue 28, 'Reapply'). */
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

export interface AnswerMailInput {
  to: string;
  companyName: string;
  requestName: string | null;
  answer: LenderAnswer;
  note: string | null;
  baseUrl: string;
  supportEmail: string;
  /**
   * How many other lenders still hold the request (sent, not declined): the decline mail says
   * where the request stays open by this count (issue 28, item 14).
   */
  otherOpenLenders?: number;
}

/** Where a declined request stays open, worded by how many other lenders still hold it. */
export function stillOpenWith(otherOpenLenders: number | undefined): string {
  if (otherOpenLenders === undefined) {
    return "Your request stays open with any other lenders you sent it to.";
  }
  if (otherOpenLenders === 0) {
    return "No other lender holds your request now. You can find more lenders and send it to them from your dashboard.";
  }
  if (otherOpenLenders === 1)
    return "Your request stays open with the 1 other lender you sent it to.";
  return `Your request stays open with the ${otherOpenLenders} other lenders you sent it to.`;
}

export function lenderAnsweredMail(input: AnswerMailInput): MailMessage {
  // The request's name and the lender's note are free text: their links are shown as text.
  const name = input.requestName ? defangLinks(input.requestName.trim()) : "";
  const request = name ? `your loan request "${name}"` : "your loan request";
  const said =
    input.answer === "interested"
      ? `${input.companyName} is interested in ${request}.`
      : `${input.companyName} has declined ${request}.`;
  const note = input.note ? ` Their note: "${defangLinks(input.note)}"` : "";
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject:
      input.answer === "interested"
        ? `${input.companyName} is interested in your loan request`
        : `${input.companyName} answered your loan request`,
    heading: input.answer === "interested" ? "A lender is interested" : "A lender answered",
    intro: `${said}${note}`,
    action: { label: "See your loan requests", url: `${input.baseUrl}/borrower-dashboard` },
    outro:
      input.answer === "interested"
        ? "The lender may contact you directly. You can track every lender's answer on your dashboard."
        : stillOpenWith(input.otherOpenLenders),
  });
}
