/**
 * Ownership transfer of a lender's team (issue 31 seats): to the colleague who now owns the
 * record. Always sent: it changes who controls a listed company.
 */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export interface OwnershipMailInput {
  to: string;
  lenderName: string;
  formerOwnerName: string;
  newOwnerName: string;
  baseUrl: string;
  supportEmail: string;
}

const teamTab = (baseUrl: string) => `${baseUrl}/lender-dashboard?tab=team`;

/** To the colleague who now owns the record. */
export function teamOwnershipReceivedMail(input: OwnershipMailInput): MailMessage {
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `You now own ${input.lenderName} on ${PRODUCT_NAME}`,
    heading: `You now own ${input.lenderName}`,
    intro: `${input.formerOwnerName} made you the owner of ${input.lenderName} on ${PRODUCT_NAME}. You now edit the public profile and the loan products, submit verification evidence, reply to reviews and manage the team, and you receive the lender's emails. ${input.formerOwnerName} stays on the team as a member.`,
    action: { label: "Open the Team tab", url: teamTab(input.baseUrl) },
    outro: `If you did not expect this, contact ${input.formerOwnerName} or our support.`,
  });
}

export const OWNERSHIP_MAIL_SAMPLE: OwnershipMailInput = {
  to: "dana@cedar-ridge.example.com",
  lenderName: "Cedar Ridge Capital",
  formerOwnerName: "Dana Owner",
  newOwnerName: "Sam Analyst",
  baseUrl: SAMPLE.baseUrl,
  supportEmail: SAMPLE.supportEmail,
};

export const teamOwnershipReceivedKind: MailKind = {
  id: "team-ownership-received",
  description: "To the colleague a lender's owner made the new owner (issue 31).",
  samples: {
    default: () =>
      teamOwnershipReceivedMail({ ...OWNERSHIP_MAIL_SAMPLE, to: "sam@cedar-ridge.example.com" }),
  },
};
