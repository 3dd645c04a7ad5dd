/**
 * The retention schedule (issue 33; SECURITY.md 'Retention'): how long each kind of record that
 * is not needed for the service is kept, enforced by the scheduled job
 * (src/server/services/system/enforce-retention.ts). Each period counts from the moment named
 * in `from`; the texts are what SECURITY.md and the privacy page say.
 */
import {
  CONSENT_RETENTION_MONTHS,
  PRIVACY_REQUEST_RETENTION_MONTHS,
} from "../privacy/privacy-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionRule {
  /** What is deleted. */
  what: string;
  /** The period in days, or (records kept for a legal period) in calendar months. */
  days?: number;
  months?: number;
  /** The moment the period counts from. */
  from: string;
}

export const RETENTION_RULES = {
  unconfirmedRequests: {
    what: "Anonymous loan requests whose email's owner never confirmed them (with the lenders' copies, and the unconfirmed account made for the email when it holds nothing else)",
    days: 30,
    from: "the request was sent",
  },
  usedRequestLinks: {
    what: "Confirmation links of anonymous requests that were withdrawn or removed",
    days: 30,
    from: "the link expired",
  },
  expiredSessions: {
    what: "Sessions (sign-ins) that have expired or were signed out by expiry",
    days: 30,
    from: "the session expired",
  },
  expiredVerifications: {
    what: "Magic links, confirmation links and password-reset links",
    days: 1,
    from: "the link expired",
  },
  sentMails: {
    what: "Mails in the mail queue that were delivered",
    days: 30,
    from: "the mail was delivered",
  },
  failedMails: {
    what: "Mails in the mail queue that could not be delivered",
    days: 90,
    from: "the mail was queued",
  },
  developmentOutbox: {
    what: "The development outbox (/dev/mail; only used when SMTP_URL is unset)",
    days: 30,
    from: "the mail was written",
  },
  profileViews: {
    what: "Lender profile view counts (per lender, day and a hash that no longer identifies anyone after the day)",
    days: 90,
    from: "the day of the view",
  },
  auditEntries: {
    what: "Admin audit log entries",
    days: 730,
    from: "the action",
  },
  // Issue 33: the two records kept for a legal period (domain/privacy/privacy-rules.ts). Each
  // row carries its own retain_until, computed with the same months when it was written.
  consentRecords: {
    what: "Consent records (the wording agreed to, its version, when, the address and the browser)",
    months: CONSENT_RETENTION_MONTHS,
    from: "the consent was given",
  },
  privacyRequests: {
    what: "The log of requests to know and to delete (the account only as a hash)",
    months: PRIVACY_REQUEST_RETENTION_MONTHS,
    from: "the request was made",
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionRuleName = keyof typeof RETENTION_RULES;

/** For each rule, the moment before which its records are deleted at `now`. */
export function retentionCutoffs(now: Date): Record<RetentionRuleName, Date> {
  const cutoffs = {} as Record<RetentionRuleName, Date>;
  for (const [name, rule] of Object.entries(RETENTION_RULES) as [string, RetentionRule][]) {
    const cutoff = new Date(now.getTime() - (rule.days ?? 0) * DAY_MS);
    if (rule.months) cutoff.setUTCMonth(cutoff.getUTCMonth() - rule.months);
    cutoffs[name as RetentionRuleName] = cutoff;
  }
  return cutoffs;
}

/** A rule's period as SECURITY.md and the privacy page write it ('30 days', '48 months'). */
export function retentionPeriodText(rule: RetentionRule): string {
  if (rule.months) return `${rule.months} months`;
  const days = rule.days ?? 0;
  return `${days} ${days === 1 ? "day" : "days"}`;
}
