/**
 * To a lender's account (issue 35): the requests it has not answered 24 business hours after
 * they arrived, at most once a day. The lender can stop these reminders.
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

/** At most this many requests are named; the count says the rest. */
export const REMINDER_LIST_MAX = 10;

export interface UnansweredReminderInput {
  to: string;
  userId: string;
  companyName: string;
  requests: readonly { name: string }[];
  baseUrl: string;
  supportEmail: string;
  secret: string;
}

export function unansweredReminderMail(input: UnansweredReminderInput): MailMessage {
  const count = input.requests.length;
  const listed = input.requests.slice(0, REMINDER_LIST_MAX).map((r) => defangLinks(r.name));
  if (count > listed.length) listed.push(`…and ${count - listed.length} more.`);
  const mail = renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject:
      count === 1
        ? "1 loan request is waiting for your answer"
        : `${count} loan requests are waiting for your answer`,
    heading: "Requests waiting for your answer",
    intro: `${input.companyName} has not answered ${count === 1 ? "this request" : `these ${count} requests`} for more than a business day. An answer (interested with a note, declined with a reason, or an offer) counts toward the response time borrowers see on your page:`,
    notes: listed.join("\n"),
    action: { label: "Open your loan inquiries", url: `${input.baseUrl}/lender-dashboard` },
    outro: "We send this reminder at most once a day, and only while requests wait.",
    footerLinks: [
      {
        label: "Unsubscribe from these reminders",
        url: unsubscribeUrl(input.baseUrl, input.secret, input.userId, "reminders"),
      },
    ],
  });
  return {
    ...mail,
    headers: listUnsubscribeHeaders(
      oneClickUnsubscribeUrl(input.baseUrl, input.secret, input.userId, ["reminders"]),
      input.supportEmail,
    ),
  };
}

export const unansweredReminderKind: MailKind = {
  id: "unanswered-reminder",
  description:
    "To a lender with requests unanswered 24 business hours after they arrived: at most once a day.",
  samples: {
    "two-requests": () =>
      unansweredReminderMail({
        ...SAMPLE,
        to: "deals@cedar-ridge.example.com",
        userId: "00000000-0000-4000-8000-000000000002",
        companyName: "Cedar Ridge Capital",
        requests: [
          { name: "Elm St duplex & garage" },
          { name: "$320,000 bridge loan in Oklahoma" },
        ],
        secret: "sample-secret-for-previews-only",
      }),
  },
};
