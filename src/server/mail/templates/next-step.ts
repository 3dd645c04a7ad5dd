/**
 * To a borrower (issue 35 'An answer in time or a next step'): fewer than 2 lenders answered
 * the request within 24 business hours; the next best matching lenders, with one link that
 * sends the request to them. At most once per request; the borrower can stop these mails.
 */
import {
  listUnsubscribeHeaders,
  oneClickUnsubscribeUrl,
  unsubscribeUrl,
} from "../../services/messages/unsubscribe-token";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export interface NextStepMailInput {
  to: string;
  userId: string;
  requestName: string | null;
  /** How many lenders answered so far (0 or 1). */
  answered: number;
  lenders: readonly { companyName: string; responseText: string }[];
  /** The signed one-click 'send to these' page. */
  sendUrl: string;
  baseUrl: string;
  supportEmail: string;
  secret: string;
}

export function nextStepMail(input: NextStepMailInput): MailMessage {
  const name = input.requestName ? `"${defangLinks(input.requestName.trim())}"` : "your request";
  const answered = input.answered === 0 ? "No lender has answered" : "Only 1 lender has answered";
  const mail = renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: "More lenders for your loan request",
    heading: "A next step for your loan request",
    intro: `${answered} ${name} within a business day. These lenders also match it and accept requests now:`,
    notes: input.lenders
      .map((lender) => `${lender.companyName}: ${lender.responseText}`)
      .join("\n\n"),
    action: { label: "Send to these lenders", url: input.sendUrl },
    outro:
      "The link opens a page that sends your request to these lenders with one press. We send this mail at most once per request.",
    footerLinks: [
      {
        label: "Unsubscribe from these mails",
        url: unsubscribeUrl(input.baseUrl, input.secret, input.userId, "next_steps"),
      },
    ],
  });
  return {
    ...mail,
    headers: listUnsubscribeHeaders(
      oneClickUnsubscribeUrl(input.baseUrl, input.secret, input.userId, ["next_steps"]),
      input.supportEmail,
    ),
  };
}

export const nextStepKind: MailKind = {
  id: "next-step",
  description:
    "To a borrower whose request has fewer than 2 answers 24 business hours after it was sent: the next best lenders.",
  samples: {
    "one-answer": () =>
      nextStepMail({
        ...SAMPLE,
        to: "dana.borrower@example.com",
        userId: "00000000-0000-4000-8000-000000000001",
        requestName: "Elm St duplex & garage",
        answered: 1,
        lenders: [
          { companyName: "Bluewater Bridge Lending", responseText: "Usually answers within 3 h" },
          { companyName: "Halcyon Street Capital", responseText: "Not enough requests yet" },
        ],
        sendUrl: "https://lenderlane.example.com/next-step?token=sample",
        secret: "sample-secret-for-previews-only",
      }),
  },
};
