/**
 * The digest of the loan requests that waited for a lender's notification window
 * (services/loan-requests/notify-lenders.ts): one row each, the dashboard holds the
 * details.
 */
import { formatUsd } from "@/domain/reference/format";
import { isLoanType, LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { propertyTypeLabel } from "@/domain/reference/property-types";
import { stateNameOfCode } from "@/domain/reference/us-states";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import {
  type UnsubscribeTarget,
  unsubscribeParts,
} from "../../services/messages/unsubscribe-token";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { NEW_REQUESTS_UNSUBSCRIBE_LABEL } from "./lender-notification";
import { type MailKind, SAMPLE } from "./mail-kind";

/** A waiting request as the digest lists it (columns of the request, possibly unset). */
export interface WaitingRequest {
  customName: string | null;
  loanAmount: number | null;
  investmentType: string | null;
  propertyState: string | null;
  propertyType: string | null;
  borrowerEmail: string | null;
}

function summaryOf(request: WaitingRequest): string {
  const parts = [
    request.loanAmount !== null ? formatUsd(request.loanAmount) : null,
    isLoanType(request.investmentType) ? LOAN_TYPE_INFO[request.investmentType].label : null,
    request.propertyState
      ? (stateNameOfCode(request.propertyState) ?? request.propertyState)
      : null,
    request.propertyType ? propertyTypeLabel(request.propertyType) : null,
  ].filter((part) => part !== null);
  const from = request.borrowerEmail ? ` (borrower: ${request.borrowerEmail})` : "";
  return `${parts.join(", ")}${from}`;
}

export function lenderDigestMail(
  options: {
    to: string;
    lenderName: string;
    requests: readonly WaitingRequest[];
    baseUrl: string;
    supportEmail: string;
  } & UnsubscribeTarget,
): MailMessage {
  const n = options.requests.length;
  const { footerLinks, headers } = unsubscribeParts({
    ...options,
    kind: "new_requests",
    label: NEW_REQUESTS_UNSUBSCRIBE_LABEL,
  });
  const mail = renderActionMail({
    to: options.to,
    supportEmail: options.supportEmail,
    subject: n === 1 ? "1 new loan request" : `${n} new loan requests`,
    heading: n === 1 ? "You have a new loan request" : `You have ${n} new loan requests`,
    intro: `Borrowers sent ${options.lenderName} ${n === 1 ? "a loan request" : `${n} loan requests`} on ${PRODUCT_NAME} in the last few minutes. We send at most one new-request mail every 10 minutes; read each request and reply on your lender dashboard.`,
    rows: options.requests.map((request, i) => ({
      label: request.customName ? defangLinks(request.customName) : `Request ${i + 1}`,
      value: summaryOf(request),
    })),
    action: { label: "Open your lender dashboard", url: `${options.baseUrl}/lender-dashboard` },
    outro:
      "Borrowers may also have sent these requests to other lenders. Requests are for business-purpose real-estate investment loans.",
    footerLinks,
  });
  return { ...mail, headers };
}

const SAMPLE_REQUESTS: WaitingRequest[] = [
  {
    customName: "Elm St duplex & garage",
    loanAmount: 250_000,
    investmentType: "bridge",
    propertyState: "TX",
    propertyType: "Single family",
    borrowerEmail: "dana.borrower@example.com",
  },
  {
    customName: null,
    loanAmount: 90_000,
    investmentType: "fix_and_flip",
    propertyState: "OH",
    propertyType: "Condo",
    borrowerEmail: null,
  },
  {
    customName: null,
    loanAmount: null,
    investmentType: null,
    propertyState: null,
    propertyType: "Townhome",
    borrowerEmail: "sam.investor@example.com",
  },
];

const sample = (requests: WaitingRequest[]) => () =>
  lenderDigestMail({
    ...SAMPLE,
    to: "deals@cedar-ridge.example.com",
    lenderName: "Cedar Ridge Capital",
    requests,
    userId: "00000000-0000-4000-8000-00000000000c",
    secret: "sample-secret-for-previews-only",
  });

export const lenderDigestKind: MailKind = {
  id: "lender-digest",
  description:
    "To a lender, once its 10-minute window is over, listing the loan requests that arrived meanwhile.",
  samples: {
    "one-request": sample(SAMPLE_REQUESTS.slice(0, 1)),
    "three-requests": sample(SAMPLE_REQUESTS),
  },
};
