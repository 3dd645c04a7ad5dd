/**
 * Every kind of mail the server sends, one file each in this folder, in the order the
 * development preview (/dev/mail) lists them. A new kind joins this list: templates.test.ts
 * fails for a file of this folder that builds a mail and is not here, and snapshots each
 * sample's HTML and text.
 */
import { existingAccountKind } from "./existing-account";
import { lenderAnsweredKind } from "./lender-answered";
import { lenderApprovedKind } from "./lender-approved";
import { lenderDigestKind } from "./lender-digest";
import { lenderNotificationKind } from "./lender-notification";
import { lenderReappliedKind } from "./lender-reapplied";
import { lenderRejectedKind } from "./lender-rejected";
import { lenderVerificationDecidedKind } from "./lender-verification-decided";
import { lenderVerificationReminderKind } from "./lender-verification-reminder";
import { magicLinkKind } from "./magic-link";
import type { MailKind } from "./mail-kind";
import { nextStepKind } from "./next-step";
import { offerAcceptedKind } from "./offer-accepted";
import { offerRetradedKind } from "./offer-retraded";
import { offersClosedKind } from "./offers-closed";
import { requestWithdrawnKind } from "./request-withdrawn";
import { resetPasswordKind } from "./reset-password";
import { reviewDecidedKind } from "./review-decided";
import { reviewReceivedKind } from "./review-received";
import { savedSearchAlertKind } from "./saved-search-alert";
import { teamInvitationKind } from "./team-invitation";
import { teamOwnershipHandedOverKind } from "./team-ownership-handed-over";
import { teamOwnershipReceivedKind } from "./team-ownership-received";
import { threadDigestKind } from "./thread-digest";
import { unansweredReminderKind } from "./unanswered-reminder";
import { verificationKind } from "./verification";
import { visitorConfirmationKind } from "./visitor-confirmation";

export type { MailKind } from "./mail-kind";

export const MAIL_KINDS: readonly MailKind[] = [
  // Accounts (sent by better-auth, src/server/auth/auth.ts)
  magicLinkKind,
  verificationKind,
  resetPasswordKind,
  existingAccountKind,
  // Loan requests
  visitorConfirmationKind,
  lenderNotificationKind,
  lenderDigestKind,
  requestWithdrawnKind,
  lenderAnsweredKind,
  // Issue 35: a next step when few lenders answer, and lenders' reminders
  nextStepKind,
  unansweredReminderKind,
  // Issue 35: reviews from real deals, after an admin's decision
  reviewDecidedKind,
  reviewReceivedKind,
  // Saved searches
  savedSearchAlertKind,
  // Offers and conversations
  offerAcceptedKind,
  offerRetradedKind,
  offersClosedKind,
  threadDigestKind,
  // Lender accounts
  lenderApprovedKind,
  lenderRejectedKind,
  lenderReappliedKind,
  lenderVerificationDecidedKind,
  lenderVerificationReminderKind,
  // Issue 31: a lender's team
  teamInvitationKind,
  teamOwnershipReceivedKind,
  teamOwnershipHandedOverKind,
];

/** One sample of one kind, by their ids; undefined when either is unknown. */
export function mailSample(kindId: string, sampleName: string) {
  const kind = MAIL_KINDS.find((candidate) => candidate.id === kindId);
  return kind && Object.hasOwn(kind.samples, sampleName) ? kind.samples[sampleName] : undefined;
}
