/**
 * To a borrower (issue 35): an admin published or rejected the review it wrote of a lender.
 * Published: a link to the lender's page, where it now shows. Rejected: the admin's reason and,
 * while the 30-day edit window is open, that the review can be fixed and sent again. The
 * borrower can stop these mails ('reviews').
 */
import { formatDayIn } from "@/domain/reference/dates";
import { REVIEW_EDIT_DAYS } from "@/domain/reviews/review-rules";
import {
  listUnsubscribeHeaders,
  oneClickUnsubscribeUrl,
  unsubscribeUrl,
} from "../../services/messages/unsubscribe-token";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export interface ReviewDecidedMailInput {
  to: string;
  userId: string;
  companyName: string;
  lenderSlug: string;
  decision:
    | { kind: "published" }
    | {
        kind: "rejected";
        reason: string;
        /** The end of the edit window, or null when it has closed. */
        editableUntil: Date | null;
      };
  baseUrl: string;
  supportEmail: string;
  secret: string;
}

const untilText = (date: Date) => formatDayIn(date, "America/New_York");

export function reviewDecidedMail(input: ReviewDecidedMailInput): MailMessage {
  const { decision } = input;
  const lenderUrl = `${input.baseUrl}/lender/${encodeURIComponent(input.lenderSlug)}#reviews`;
  const common = { to: input.to, supportEmail: input.supportEmail };
  const footerLinks = [
    {
      label: "Unsubscribe from review emails",
      url: unsubscribeUrl(input.baseUrl, input.secret, input.userId, "reviews"),
    },
  ];
  const mail =
    decision.kind === "published"
      ? renderActionMail({
          ...common,
          subject: `Your review of ${input.companyName} is published`,
          heading: "Your review is published",
          intro: `Your review of ${input.companyName} is now on its page on LenderLane, marked 'Verified deal', and counts toward its verified rating.`,
          action: { label: `See ${input.companyName}'s page`, url: lenderUrl },
          outro: `The lender may reply to it publicly. You can edit your review for ${REVIEW_EDIT_DAYS} days after you first posted it; an edited review is checked again before it shows.`,
          footerLinks,
        })
      : renderActionMail({
          ...common,
          subject: `Your review of ${input.companyName} was not published`,
          heading: "Your review was not published",
          intro: `We checked your review of ${input.companyName} and did not publish it. Our reason: ${defangLinks(decision.reason)}`,
          action: { label: "See your reviews", url: `${input.baseUrl}/borrower-dashboard` },
          outro: decision.editableUntil
            ? `You can edit the review and send it again until ${untilText(decision.editableUntil)} (${REVIEW_EDIT_DAYS} days after you first posted it), on your dashboard under 'Review your lenders'.`
            : `The ${REVIEW_EDIT_DAYS} days in which a review can be edited have passed, so this review can no longer be changed. Write to us if you think we got it wrong.`,
          footerLinks,
        });
  return {
    ...mail,
    headers: listUnsubscribeHeaders(
      oneClickUnsubscribeUrl(input.baseUrl, input.secret, input.userId, ["reviews"]),
      input.supportEmail,
    ),
  };
}

const sample = {
  ...SAMPLE,
  to: "dana.borrower@example.com",
  userId: "00000000-0000-4000-8000-000000000001",
  companyName: "Cedar Ridge Capital",
  lenderSlug: "cedar-ridge-capital",
  secret: "sample-secret-for-previews-only",
};

export const reviewDecidedKind: MailKind = {
  id: "review-decided",
  description:
    "To a borrower when an admin publishes or rejects its review of a lender (rejected: the reason, and whether it can still be edited).",
  samples: {
    published: () => reviewDecidedMail({ ...sample, decision: { kind: "published" } }),
    "rejected-editable": () =>
      reviewDecidedMail({
        ...sample,
        decision: {
          kind: "rejected",
          reason: "It names a loan officer. Reviews describe the lender, not a person.",
          editableUntil: new Date("2026-12-20T15:00:00Z"),
        },
      }),
    "rejected-window-closed": () =>
      reviewDecidedMail({
        ...sample,
        decision: {
          kind: "rejected",
          reason: "See https://spam.example.com for details.",
          editableUntil: null,
        },
      }),
  },
};
