/**
 * To a lender's account (issue 35): a borrower's review of it from a deal on LenderLane was
 * published; a link to the dashboard's Reviews tab, where the lender can reply once, publicly.
 * The lender can stop these mails ('reviews').
 */
import {
  listUnsubscribeHeaders,
  oneClickUnsubscribeUrl,
  unsubscribeUrl,
} from "../../services/messages/unsubscribe-token";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export interface ReviewReceivedMailInput {
  to: string;
  userId: string;
  companyName: string;
  rating: number;
  /** 'Verified deal · Fix & Flip · March 2026'. */
  dealLabel: string;
  baseUrl: string;
  supportEmail: string;
  secret: string;
}

export function reviewReceivedMail(input: ReviewReceivedMailInput): MailMessage {
  const stars = `${input.rating} ${input.rating === 1 ? "star" : "stars"}`;
  const mail = renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `A new verified review of ${input.companyName}`,
    heading: "A new verified review",
    intro: `A borrower who closed a deal with ${input.companyName} on LenderLane reviewed it (${stars}, ${input.dealLabel}). The review is now on your public page and counts toward your verified rating.`,
    action: {
      label: "Reply in your dashboard",
      url: `${input.baseUrl}/lender-dashboard?tab=reviews`,
    },
    outro:
      "You can post one public reply to each published review, from the Reviews tab of your dashboard. A reply cannot be edited afterwards.",
    footerLinks: [
      {
        label: "Unsubscribe from review emails",
        url: unsubscribeUrl(input.baseUrl, input.secret, input.userId, "reviews"),
      },
    ],
  });
  return {
    ...mail,
    headers: listUnsubscribeHeaders(
      oneClickUnsubscribeUrl(input.baseUrl, input.secret, input.userId, ["reviews"]),
      input.supportEmail,
    ),
  };
}

export const reviewReceivedKind: MailKind = {
  id: "review-received",
  description: "To a lender's account when a borrower's review of it is published.",
  samples: {
    default: () =>
      reviewReceivedMail({
        ...SAMPLE,
        to: "deals@cedar-ridge.example.com",
        userId: "00000000-0000-4000-8000-000000000002",
        companyName: "Cedar Ridge Capital",
        rating: 4,
        dealLabel: "Verified deal · Fix & Flip · March 2026",
        secret: "sample-secret-for-previews-only",
      }),
  },
};
