/** To a colleague a lender's owner invites to its team (issue 31 seats). */
import { TEAM_INVITATION_TTL_DAYS } from "@/domain/contract/lender-team";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function teamInvitationMail(input: {
  to: string;
  lenderName: string;
  inviterName: string;
  url: string;
  supportEmail: string;
}): MailMessage {
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `${input.inviterName} invited you to ${input.lenderName} on ${PRODUCT_NAME}`,
    heading: `Join ${input.lenderName} on ${PRODUCT_NAME}`,
    intro: `${input.inviterName} invited you to the ${input.lenderName} team. As a member you see and answer the loan requests sent to ${input.lenderName}, send offers and messages. Sign in or create an account with this email address (${input.to}), then accept.`,
    action: { label: "Accept the invitation", url: input.url },
    outro: `The link works for ${TEAM_INVITATION_TTL_DAYS} days. If you did not expect it, ignore this mail: nothing happens without your acceptance.`,
  });
}

export const teamInvitationKind: MailKind = {
  id: "team-invitation",
  description: "To a colleague a lender's owner invites to its team (issue 31).",
  samples: {
    default: () =>
      teamInvitationMail({
        to: "analyst@cedar-ridge.example.com",
        lenderName: "Cedar Ridge Capital",
        inviterName: "Dana Owner",
        url: `${SAMPLE.baseUrl}/team-invitation?token=sample-token`,
        supportEmail: SAMPLE.supportEmail,
      }),
  },
};
