/** To a lender when an admin decides on its verification evidence (issue 35). */
import { formatDayUtc } from "@/domain/reference/dates";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export interface VerificationDecidedMail {
  to: string;
  companyName: string;
  decision: "approve" | "more_info" | "reject";
  /** The admin's message (asked for more, rejected). */
  message: string | null;
  /** Approved: until when the verification holds. */
  expiresAt: Date | null;
  /** Approved: the labels of the checks that passed. */
  checks: string[];
}

const HEADINGS = {
  approve: "Your lender verification was approved",
  more_info: "We need more evidence to verify you",
  reject: "Your lender verification was not approved",
} as const;

export function verificationDecidedMail(
  mail: VerificationDecidedMail,
  baseUrl: string,
  supportEmail: string,
): MailMessage {
  const intro =
    mail.decision === "approve"
      ? `${mail.companyName} now shows 'Verified' on ${PRODUCT_NAME}${mail.expiresAt ? ` until ${formatDayUtc(mail.expiresAt)}` : ""}.`
      : mail.decision === "more_info"
        ? `An admin reviewed the evidence ${mail.companyName} submitted and needs more before deciding. Add it from your dashboard and submit again.`
        : `An admin reviewed the evidence ${mail.companyName} submitted and could not verify it. You can submit new evidence from your dashboard.`;
  return renderActionMail({
    to: mail.to,
    supportEmail,
    subject: HEADINGS[mail.decision],
    heading: HEADINGS[mail.decision],
    intro,
    rows:
      mail.decision === "approve"
        ? [{ label: "Checks passed", value: mail.checks.join(", ") }]
        : undefined,
    notes: mail.message ? defangLinks(mail.message) : null,
    action: { label: "Open your verification", url: `${baseUrl}/lender-dashboard` },
    outro: "Your dashboard shows your verification, its evidence and the checks that passed.",
  });
}

const sample = (decision: VerificationDecidedMail["decision"]) => () =>
  verificationDecidedMail(
    {
      to: "owner@cedar-ridge.example.com",
      companyName: "Cedar Ridge Capital",
      decision,
      message:
        decision === "approve" ? null : "Please add the recorded deed numbers for the 2025 loans.",
      expiresAt: decision === "approve" ? new Date("2027-11-27T10:00:00Z") : null,
      checks: decision === "approve" ? ["Business entity", "3+ loans funded in 24 months"] : [],
    },
    SAMPLE.baseUrl,
    SAMPLE.supportEmail,
  );

export const lenderVerificationDecidedKind: MailKind = {
  id: "lender-verification-decided",
  description: "To a lender when an admin approves, asks for more or rejects its verification.",
  samples: {
    approved: sample("approve"),
    "more-info": sample("more_info"),
    rejected: sample("reject"),
  },
};
