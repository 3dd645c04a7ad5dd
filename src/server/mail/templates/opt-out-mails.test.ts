/**
 * Issue 31: the new-request mails (to a lender) and the answer mail (to a borrower) carry the
 * unsubscribe link and List-Unsubscribe headers of their kind, signed for the recipient's
 * account, the same notification_opt_outs row the settings page switches; a recipient without
 * an account gets neither (there is no row a link could write).
 */
import { describe, expect, test } from "vitest";
import type { NotificationKind } from "@/domain/contract/messages";
import { readUnsubscribeToken } from "../../services/messages/unsubscribe-token";
import type { MailMessage } from "../mailer";
import { lenderAnsweredMail } from "./lender-answered";
import { lenderDigestMail } from "./lender-digest";
import { lenderNotificationMail } from "./lender-notification";
import type { LoanRequestMailDetails } from "./loan-request-details";

const SECRET = "a-test-secret-of-some-length";
const USER = "00000000-0000-4000-8000-0000000000aa";
const common = { baseUrl: "https://lenderlane.example.com", supportEmail: "help@example.com" };

const details: LoanRequestMailDetails = {
  customName: "Elm St",
  loanAmount: 250_000,
  investmentType: "bridge",
  propertyState: "TX",
  propertyType: "Condo",
  creditScore: null,
  experienceYears: null,
  notes: null,
  borrowerEmail: "dana@example.com",
  phone: null,
};

const mails: Record<string, (userId: string | null) => MailMessage> = {
  "lender-notification": (userId) =>
    lenderNotificationMail({
      ...common,
      to: "deals@lender.example.com",
      lenderName: "Cedar",
      details,
      userId,
      secret: SECRET,
    }),
  "lender-digest": (userId) =>
    lenderDigestMail({
      ...common,
      to: "deals@lender.example.com",
      lenderName: "Cedar",
      requests: [
        {
          customName: null,
          loanAmount: 90_000,
          investmentType: "bridge",
          propertyState: "OH",
          propertyType: null,
          borrowerEmail: null,
        },
      ],
      userId,
      secret: SECRET,
    }),
  "lender-answered": (userId) =>
    lenderAnsweredMail({
      ...common,
      to: "dana@example.com",
      companyName: "Cedar",
      requestName: null,
      answer: "declined",
      note: null,
      userId,
      secret: SECRET,
    }),
};

const kindOf: Record<string, NotificationKind> = {
  "lender-notification": "new_requests",
  "lender-digest": "new_requests",
  "lender-answered": "answers",
};

const labelOf: Record<string, string> = {
  "lender-notification": "Unsubscribe from new loan request emails",
  "lender-digest": "Unsubscribe from new loan request emails",
  "lender-answered": "Unsubscribe from lender answer emails",
};

const tokensIn = (url: string) =>
  new URL(url).searchParams.getAll("token").map((token) => readUnsubscribeToken(SECRET, token));

describe.each(Object.keys(mails))("%s", (id) => {
  const build = mails[id] as (userId: string | null) => MailMessage;

  test("links to unsubscribing the recipient's account from its kind, in text and HTML", () => {
    const mail = build(USER);
    const match = new RegExp(`${labelOf[id]}: (\\S+)`).exec(mail.text);
    expect(match).not.toBeNull();
    const url = match?.[1] ?? "";
    expect(url.startsWith("https://lenderlane.example.com/unsubscribe?token=")).toBe(true);
    expect(tokensIn(url)).toEqual([{ userId: USER, kind: kindOf[id] }]);
    expect(mail.html).toContain(`href="${url}"`);
  });

  test("carries List-Unsubscribe (one-click address and mailto) and List-Unsubscribe-Post", () => {
    const headers = build(USER).headers ?? {};
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const match = /^<(https:[^>]+)>, <mailto:help@example\.com\?subject=[^>]+>$/.exec(
      headers["List-Unsubscribe"] ?? "",
    );
    expect(match).not.toBeNull();
    expect(tokensIn(match?.[1] ?? "")).toEqual([{ userId: USER, kind: kindOf[id] }]);
  });

  test("without an account: no link and no headers", () => {
    const mail = build(null);
    expect(mail.text).not.toContain("Unsubscribe");
    expect(mail.html).not.toContain("/unsubscribe");
    expect(mail.headers).toBeUndefined();
  });
});
