/**
 * Every wording a person agrees to, kept with a version id (issue 33 'Consent records'). A
 * consent record stores the version, never the text: the text of each version stays here for
 * as long as records name it, so a recorded consent can always be shown word for word. To
 * change a wording, add a new version and point CURRENT_CONSENT at it; never edit a version
 * that was shipped (consent-wordings.test.ts pins their texts).
 */

/** What a person agreed to (or withdrew). */
export const CONSENT_KINDS = ["contact", "terms", "notifications"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** agreed: the person accepted the wording; withdrawn: they turned it off (an opt-out). */
export const CONSENT_CHOICES = ["agreed", "withdrawn"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export interface ConsentWording {
  readonly id: string;
  readonly kind: ConsentKind;
  /** The text as shown; `{company}` stands for the lender's name in contact consent. */
  readonly text: string;
}

/** Every version ever shipped, by id. */
export const CONSENT_WORDINGS = {
  /** The line under the visitor's submit button in the submit dialog (issue 11). */
  "contact-v1": {
    id: "contact-v1",
    kind: "contact",
    text: "By submitting, you agree that {company} may contact you by email or phone about this request.",
  },
  /** Under the sign-up buttons (borrower and lender sign-up, magic-link sign-in). */
  "terms-v1": {
    id: "terms-v1",
    kind: "terms",
    text: "By creating an account, you agree to the Terms of Service and acknowledge the Privacy Policy.",
  },
  /**
   * The unsubscribe page's question for one kind of notification mail: 'Unsubscribe' records
   * it withdrawn, 'Subscribe again' agreed.
   */
  "notifications-v1": {
    id: "notifications-v1",
    kind: "notifications",
    text: "Stop sending {kind} to {email}? You will still see every message and offer on your dashboard.",
  },
  /**
   * No page: the mail program's unsubscribe button (RFC 8058 one-click on the digest's
   * List-Unsubscribe header) withdraws these kinds; recorded under this text.
   */
  "notifications-one-click-v1": {
    id: "notifications-one-click-v1",
    kind: "notifications",
    text: "Unsubscribe from {kind} with the email program's unsubscribe button (one-click, RFC 8058).",
  },
  /**
   * Issue 31: the notification settings page, above its switches; a switch turned on records
   * agreed for its kind (the record's scope), turned off withdrawn.
   */
  "notifications-settings-v1": {
    id: "notifications-settings-v1",
    kind: "notifications",
    text: "Choose the emails we send to {email}. You will still see everything on your dashboard.",
  },
  /** The saved-search alert's unsubscribe page (issue 32): stops one search's alerts. */
  "saved-search-alerts-v1": {
    id: "saved-search-alerts-v1",
    kind: "notifications",
    text: "Stop the email alerts for your saved search {search}? The search stays on your dashboard.",
  },
  /** No page: the alert mail's one-click unsubscribe button (RFC 8058) for one search. */
  "saved-search-alerts-one-click-v1": {
    id: "saved-search-alerts-one-click-v1",
    kind: "notifications",
    text: "Unsubscribe from the alerts of the saved search {search} with the email program's unsubscribe button (one-click, RFC 8058).",
  },
} as const satisfies Record<string, ConsentWording>;

export type ConsentVersion = keyof typeof CONSENT_WORDINGS;
export const CONSENT_VERSIONS = Object.keys(CONSENT_WORDINGS) as [
  ConsentVersion,
  ...ConsentVersion[],
];

/** The versions of the submit dialog's contact line (the anonymous request names one). */
export const CONTACT_CONSENT_VERSIONS = ["contact-v1"] as const satisfies readonly ConsentVersion[];
export type ContactConsentVersion = (typeof CONTACT_CONSENT_VERSIONS)[number];

/** The version each place shows today. */
export const CURRENT_CONSENT = {
  contact: "contact-v1",
  terms: "terms-v1",
  notifications: "notifications-v1",
} as const satisfies Record<ConsentKind, ConsentVersion>;

/** A wording's text with its placeholders filled (`{company}`, `{kind}`, `{email}`). */
export function consentText(
  version: ConsentVersion,
  values: { company?: string; kind?: string; email?: string; search?: string } = {},
): string {
  return CONSENT_WORDINGS[version].text
    .replace("{company}", values.company ?? "the lender")
    .replace("{kind}", values.kind ?? "these emails")
    .replace("{email}", values.email ?? "your email")
    .replace("{search}", values.search ?? "this saved search");
}

/** Whether a string names a shipped version (the server refuses others). */
export function isConsentVersion(value: string): value is ConsentVersion {
  return Object.hasOwn(CONSENT_WORDINGS, value);
}
