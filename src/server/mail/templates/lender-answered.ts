/** To a borrower: a lender answered its loan request (interested or declined), with its note. */
import type { LenderAnswer } from "@/domain/loan-requests/lender-answers";
import {
  type UnsubscribeTarget,
  unsubscribeParts,
} from "../../services/messages/unsubscribe-token";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export interface AnswerMailInput extends UnsubscribeTarget {
  to: string;
  companyName: string;
  requestName: string | null;
  answer: LenderAnswer;
  note: string | null;
  /** The decline's reason as the borrower reads it (issue 35); null or absent otherwise. */
  declineReason?: string | null;
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
  const reason =
    input.answer === "declined" && input.declineReason
      ? ` Their reason: ${defangLinks(input.declineReason)}.`
      : "";
  const note = input.note ? ` Their note: "${defangLinks(input.note)}"` : "";
  // Issue 31: the borrower account's `answers` opt-out, as on its notification settings.
  const { footerLinks, headers } = unsubscribeParts({
    ...input,
    kind: "answers",
    label: "Unsubscribe from lender answer emails",
  });
  const mail = renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject:
      input.answer === "interested"
        ? `${input.companyName} is interested in your loan request`
        : `${input.companyName} answered your loan request`,
    heading: input.answer === "interested" ? "A lender is interested" : "A lender answered",
    intro: `${said}${reason}${note}`,
    action: { label: "See your loan requests", url: `${input.baseUrl}/borrower-dashboard` },
    outro:
      input.answer === "interested"
        ? "The lender may contact you directly. You can track every lender's answer on your dashboard."
        : stillOpenWith(input.otherOpenLenders),
    footerLinks,
  });
  return { ...mail, headers };
}

const sample = {
  ...SAMPLE,
  to: "dana.borrower@example.com",
  companyName: "Cedar Ridge Capital",
  requestName: "Elm St duplex & garage",
  userId: "00000000-0000-4000-8000-00000000000b",
  secret: "sample-secret-for-previews-only",
};

export const lenderAnsweredKind: MailKind = {
  id: "lender-answered",
  description: "To a borrower when a lender marks its loan request interested or declined.",
  samples: {
    interested: () =>
      lenderAnsweredMail({
        ...sample,
        answer: "interested",
        note: "We can close in 3 weeks. Call us at (512) 555-0100 or see https://cedar.example.com.",
      }),
    "declined-open-elsewhere": () =>
      lenderAnsweredMail({ ...sample, answer: "declined", note: null, otherOpenLenders: 2 }),
    "declined-with-reason": () =>
      lenderAnsweredMail({
        ...sample,
        answer: "declined",
        note: null,
        declineReason: "Amount too large",
        otherOpenLenders: 1,
      }),
    "declined-nowhere-else": () =>
      lenderAnsweredMail({
        ...sample,
        requestName: null,
        answer: "declined",
        note: "Outside our lending area.",
        otherOpenLenders: 0,
      }),
  },
};
