/**
 * A visitor's loan request (spec 7 submit-anonymous-loan): the inquiry (no borrower,
 * user_email set) and its submissions in one transaction, then each lender's notification and
 * the visitor's confirmation with its confirmation and 'This wasn't me' links (issue 27 item 5,
 * confirm-anonymous-request.ts). An unconfirmed account is created for the email when it has
 * none (spec 1; services/account/unconfirmed-account.ts), in the same transaction; the request
 * stays anonymous (borrower_id null, lenders see 'Email not confirmed') until the email's owner
 * confirms it through the mailed link. The answer never depends on whether the email had an
 * account. A filled honeypot gets the same answer and nothing is written or sent.
 */

import type { ExperienceYears } from "@/domain/accounts/experience";
import type { ContactConsentVersion } from "@/domain/consent/consent-wordings";
import type { AnonymousLoanRequestResponse } from "@/domain/contract/loan-requests";
import type { Database } from "../../db/client";
import { inquiries } from "../../db/schema";
import { runWrite } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { visitorConfirmationMail } from "../../mail/templates/visitor-confirmation";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import { ensureAccountForEmail } from "../account/unconfirmed-account";
import { recordConsent } from "../privacy/record-consent";
import { takeAddressAttempt, takeEmailAttempt } from "./anonymous-limits";
import { withDailyRequestSlot } from "./borrower-daily-limit";
import { inquiryValues, type LoanRequestFields } from "./create-loan-request";
import { createRequestEmailToken, requestConfirmationUrl } from "./request-email-token";
import {
  checkLenders,
  loadActiveLenders,
  type MailContext,
  mailDetailsOf,
  submitToLenders,
} from "./submit-to-lenders";

export interface AnonymousLoanRequest {
  email: string;
  phone?: string | null | undefined;
  creditScore?: number | null | undefined;
  experience?: ExperienceYears | null | undefined;
  request: Omit<LoanRequestFields, "creditScore" | "experienceYears">;
  lenderIds?: string[] | undefined;
  website?: string | undefined;
  /** The contact line's version the visitor saw (issue 33). */
  contactConsent?: ContactConsentVersion | undefined;
}

/** The page a visitor signs up or in from, with the email filled in (spec 7). */
export function signupPath(email: string): string {
  return `/auth?${new URLSearchParams({ email, mode: "signup" })}`;
}

export async function submitAnonymousLoanRequest(options: {
  db: Database;
  /** Where the abuse limits count (anonymous-limits.ts). */
  rateLimits: RateLimitStore;
  clientAddress: string;
  /** The visitor's user agent, stored with their contact consent. */
  userAgent?: string | null;
  body: AnonymousLoanRequest;
  mail: MailContext;
  /** The visitor's confirmation goes through the per-recipient mail cap. */
  visitorMailer: Mailer;
  log?: (line: string) => void;
}): Promise<AnonymousLoanRequestResponse> {
  const { body } = options;
  const email = body.email.trim();
  const answer = { signupUrl: signupPath(email) };
  await takeAddressAttempt(options.rateLimits, options.clientAddress);
  if (body.website && body.website.trim() !== "") {
    (options.log ?? console.warn)(
      `[loan-request] honeypot filled from ${options.clientAddress}: nothing stored`,
    );
    return answer;
  }
  await takeEmailAttempt(options.rateLimits, email);
  // Issue 27: the email's daily count, shared with signed-in requests of that email.
  await withDailyRequestSlot(options.rateLimits, email, () => writeRequest(options, email));
  return answer;
}

async function writeRequest(
  options: Parameters<typeof submitAnonymousLoanRequest>[0],
  email: string,
): Promise<void> {
  const { db, body, mail } = options;
  const lenderIds = body.lenderIds ?? [];
  await runWrite(db, async (w) => {
    // Before the inquiry, whose lender_id must name an existing lender.
    // Read once (issue 34): submitToLenders judges the same rows against the stored request.
    const loaded = await loadActiveLenders(w.tx, lenderIds);
    checkLenders(loaded, body.request.investmentType);
    const accountId = await ensureAccountForEmail(w.tx, email);
    const [inquiry] = await w.tx
      .insert(inquiries)
      .values({
        ...inquiryValues({ ...body.request, creditScore: null, experienceYears: null }),
        borrowerId: null,
        userEmail: email,
        lenderId: lenderIds[0] ?? null,
        creditScore: body.creditScore ?? null,
        experienceYears: body.experience ?? null,
        contactPhone: body.phone ?? null,
        timelineNeeded: "ASAP",
      })
      .returning();
    if (!inquiry) throw new Error("Inquiry insert returned no row");
    const sent = await submitToLenders(w, {
      inquiry,
      lenderIds,
      borrowerEmail: email,
      mail,
      newInquiryLenders: loaded,
    });
    if (body.contactConsent && accountId) {
      await recordConsent(w.tx, {
        userId: accountId,
        email,
        kind: "contact",
        choice: "agreed",
        version: body.contactConsent,
        scope: sent.map((lender) => lender.companyName).join(", ") || null,
        ipAddress: options.clientAddress,
        userAgent: options.userAgent ?? null,
      });
    }
    const details = mailDetailsOf(inquiry, email);
    if (details) {
      const token = await createRequestEmailToken(w.tx, inquiry.id);
      await w.sendMail(
        options.visitorMailer,
        visitorConfirmationMail({
          to: email,
          lenderNames: sent.map((lender) => lender.companyName),
          details,
          confirmUrl: requestConfirmationUrl(mail.baseUrl, token, "confirm"),
          withdrawUrl: requestConfirmationUrl(mail.baseUrl, token, "withdraw"),
          supportEmail: mail.supportEmail,
        }),
      );
    }
  });
}
