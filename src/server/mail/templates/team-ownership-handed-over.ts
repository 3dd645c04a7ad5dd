/**
 * Ownership transfer of a lender's team (issue 31 seats): to the former owner, now a member.
 * Always sent: the former owner hears of it even when someone else used the session.
 */
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import type { MailKind } from "./mail-kind";
import { OWNERSHIP_MAIL_SAMPLE, type OwnershipMailInput } from "./team-ownership-received";

/** To the former owner, now a member of the team. */
export function teamOwnershipHandedOverMail(input: OwnershipMailInput): MailMessage {
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `${input.newOwnerName} now owns ${input.lenderName} on ${PRODUCT_NAME}`,
    heading: `You handed ${input.lenderName} to ${input.newOwnerName}`,
    intro: `${input.newOwnerName} now owns ${input.lenderName} on ${PRODUCT_NAME}: they edit the public profile and the loan products and manage the team. You are a member: you still see and answer the loan requests, send offers and messages.`,
    action: { label: "Open your dashboard", url: `${input.baseUrl}/lender-dashboard` },
    outro:
      "If you did not do this, change your password and contact our support at once: only the new owner can hand ownership back.",
  });
}

export const teamOwnershipHandedOverKind: MailKind = {
  id: "team-ownership-handed-over",
  description: "To a lender's former owner after handing the record to a colleague (issue 31).",
  samples: { default: () => teamOwnershipHandedOverMail(OWNERSHIP_MAIL_SAMPLE) },
};
