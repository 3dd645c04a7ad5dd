/**
 * Notification settings (issue 31): every mail LenderLane sends a person, per role, grouped as
 * the settings page shows them. A group with a `kind` can be turned off (a row of
 * notification_opt_outs, the same row the mail's unsubscribe link writes); a group without one
 * is always on and says why (sign-in links, password resets, decisions about the account or a
 * deal). Saved-search alerts are paused per search on the dashboard, so they link there.
 * `mails` names the template files (src/server/mail/templates) each group covers; a server test
 * checks that every template is in some role's list.
 */
import type { NotificationKind } from "../contract/messages";
import type { UserType } from "../reference/statuses";

/**
 * How often the conversation digest (messages and offers) may mail one conversation: the
 * digest worker sends at most one mail per conversation in this interval.
 */
export const DIGEST_FREQUENCIES = ["hourly", "daily", "weekly"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = "hourly";

export const DIGEST_FREQUENCY_HOURS: Record<DigestFrequency, number> = {
  hourly: 1,
  daily: 24,
  weekly: 7 * 24,
};

export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  hourly: "As they arrive (at most one email an hour per conversation)",
  daily: "Daily (at most one email a day per conversation)",
  weekly: "Weekly (at most one email a week per conversation)",
};

export interface MailSettingGroup {
  /** Stable id (lowercase and underscores): the form field and the test's handle. */
  id: string;
  label: string;
  description: string;
  /** The mail templates (file names without `.ts`) this group covers. */
  mails: readonly string[];
  /** The kind an opt-out row stops; absent: the group cannot be turned off. */
  kind?: NotificationKind;
  /** Why an always-on group cannot be turned off. */
  alwaysOnReason?: string;
  /** Changed elsewhere (saved-search alerts): where. */
  managedAt?: { label: string; href: string };
}

const SECURITY_REASON =
  "Security emails: they protect your account, so they are always sent when you ask for them.";

const SIGN_IN: MailSettingGroup = {
  id: "sign_in",
  label: "Sign-in links and email confirmation",
  description:
    "Magic sign-in links, the link that confirms your address, and a notice when someone signs up with your address.",
  mails: ["magic-link", "verification", "existing-account"],
  alwaysOnReason: SECURITY_REASON,
};

const PASSWORD_RESET: MailSettingGroup = {
  id: "password_reset",
  label: "Password reset",
  description: "The link to choose a new password when you ask for one.",
  mails: ["reset-password"],
  alwaysOnReason: SECURITY_REASON,
};

const TEAM_INVITATION: MailSettingGroup = {
  id: "team_invitation",
  label: "Team invitations",
  description: "A lender's invitation to join its team on LenderLane, sent when a colleague asks.",
  mails: ["team-invitation"],
  alwaysOnReason:
    "Sent only when someone at a lender invites this address; it is the only way to join the team.",
};

const messages = (side: string): MailSettingGroup => ({
  id: "messages",
  label: "Messages",
  description: `Unread messages from ${side} in your conversations, in the conversation digest.`,
  mails: ["thread-digest"],
  kind: "messages",
});

const offers = (what: string): MailSettingGroup => ({
  id: "offers",
  label: "Offer updates",
  description: `${what}, in the conversation digest.`,
  mails: ["thread-digest"],
  kind: "offers",
});

export const MAIL_SETTINGS: Record<UserType, readonly MailSettingGroup[]> = {
  borrower: [
    {
      id: "answers",
      label: "Lender answers",
      description: "When a lender marks your loan request interested or declined.",
      mails: ["lender-answered"],
      kind: "answers",
    },
    messages("lenders"),
    offers("New, revised and withdrawn offers from lenders"),
    {
      id: "next_steps",
      label: "More lenders for a request",
      description: "The next best lenders when a request has few answers after 24 business hours.",
      mails: ["next-step"],
      kind: "next_steps",
    },
    {
      id: "reviews",
      label: "Your reviews",
      description: "Whether a review you wrote was published, or why it was not.",
      mails: ["review-decided"],
      kind: "reviews",
    },
    {
      id: "saved_search_alerts",
      label: "Saved search alerts",
      description: "New matching lenders for a saved search, daily or weekly.",
      mails: ["saved-search-alert"],
      managedAt: {
        label: "Pause or resume each search on your dashboard",
        href: "/borrower-dashboard",
      },
    },
    {
      id: "deal_changes",
      label: "Changes to an accepted offer",
      description: "When a lender changes the terms of an offer you accepted.",
      mails: ["offer-retraded"],
      alwaysOnReason: "It changes a deal you agreed to, so you always hear about it.",
    },
    {
      id: "request_confirmation",
      label: "Request confirmation",
      description: "The link to confirm a loan request sent with your email before you signed in.",
      mails: ["visitor-confirmation"],
      alwaysOnReason: "Without it a request sent in your name cannot be confirmed or withdrawn.",
    },
    TEAM_INVITATION,
    SIGN_IN,
    PASSWORD_RESET,
  ],
  lender: [
    {
      id: "new_requests",
      label: "New loan requests",
      description:
        "A borrower sends you a loan request: the first at once, then at most one summary every 10 minutes.",
      mails: ["lender-notification", "lender-digest"],
      kind: "new_requests",
    },
    messages("borrowers"),
    offers("Offer events in your conversations"),
    {
      id: "reminders",
      label: "Unanswered request reminders",
      description:
        "Requests still unanswered 24 business hours after they arrived, at most once a day.",
      mails: ["unanswered-reminder"],
      kind: "reminders",
    },
    {
      id: "reviews",
      label: "New reviews",
      description: "A borrower's verified review of your company is published, so you can reply.",
      mails: ["review-received"],
      kind: "reviews",
    },
    {
      id: "deal_decisions",
      label: "Accepted offers and closed requests",
      description:
        "When a borrower accepts your offer, accepts another lender's, or says a request was not theirs.",
      mails: ["offer-accepted", "offers-closed", "request-withdrawn"],
      alwaysOnReason: "They decide a deal you are part of, so you always hear about them.",
    },
    {
      id: "account_decisions",
      label: "Account and verification decisions",
      description:
        "Approval or rejection of your application, verification decisions and the reminder before a verification expires.",
      mails: [
        "lender-approved",
        "lender-rejected",
        "lender-verification-decided",
        "lender-verification-reminder",
      ],
      alwaysOnReason: "They decide whether your company is listed, so they are always sent.",
    },
    TEAM_INVITATION,
    {
      id: "team_ownership",
      label: "Team ownership",
      description:
        "When the owner of your lender's team hands ownership to you, or you hand it to a colleague.",
      mails: ["team-ownership-received", "team-ownership-handed-over"],
      alwaysOnReason: "They change who controls your company's profile, so they are always sent.",
    },
    SIGN_IN,
    PASSWORD_RESET,
  ],
  admin: [
    {
      id: "lender_reapplications",
      label: "Lender reapplications",
      description: "When a lender whose application was rejected applies again.",
      mails: ["lender-reapplied"],
      alwaysOnReason: "Every admin hears of it, so no application waits unseen.",
    },
    SIGN_IN,
    PASSWORD_RESET,
  ],
};

/** The kinds a role can turn off, in the page's order. */
export function switchableKinds(role: UserType): NotificationKind[] {
  return [...new Set(MAIL_SETTINGS[role].flatMap((group) => (group.kind ? [group.kind] : [])))];
}

/** Whether the role gets the conversation digest, whose frequency it can choose. */
export function hasDigest(role: UserType): boolean {
  const kinds = switchableKinds(role);
  return kinds.includes("messages") || kinds.includes("offers");
}
