/** To a lender: the borrower accepted its offer. */
import type { Offer } from "@/domain/contract/offers";
import { formatUsdCents, offerSummary } from "@/domain/offers/offer-format";
import { formatUsd } from "@/domain/reference/format";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function offerAcceptedMail(input: {
  to: string;
  offer: Offer;
  requestName: string | null;
  borrowerEmail: string | null;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const name = input.requestName ? defangLinks(input.requestName.trim()) : "";
  const request = name ? `the loan request "${name}"` : "a loan request";
  const { offer } = input;
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `Your offer was accepted on ${PRODUCT_NAME}`,
    heading: "Your offer was accepted",
    intro: `The borrower accepted your offer on ${request}: ${offerSummary(offer)}. The submission is now marked Approved.`,
    rows: [
      { label: "Loan amount", value: formatUsd(offer.loanAmount) },
      { label: "Monthly payment", value: formatUsdCents(offer.figures.monthlyPayment) },
      { label: "Days to close", value: String(offer.daysToClose) },
      ...(input.borrowerEmail ? [{ label: "Borrower", value: input.borrowerEmail }] : []),
    ],
    action: { label: "Open your loan inquiries", url: `${input.baseUrl}/lender-dashboard` },
    outro: "Reach out to the borrower to move the loan to closing.",
  });
}

const SAMPLE_OFFER: Offer = {
  id: "00000000-0000-4000-8000-000000000001",
  submissionId: "00000000-0000-4000-8000-000000000002",
  inquiryId: "00000000-0000-4000-8000-000000000003",
  lenderId: "00000000-0000-4000-8000-000000000004",
  lenderName: "Cedar Ridge Capital",
  version: 1,
  supersedesId: null,
  state: "accepted",
  displayState: "accepted",
  loanAmount: 450_000,
  interestRate: 10.25,
  originationPoints: 2,
  otherFees: 1_500,
  processingFee: 0,
  underwritingFee: 0,
  rehabHoldback: 0,
  netLoanAmount: 450_000,
  drawCount: 0,
  drawFee: 0,
  interestOn: "drawn",
  minimumInterestMonths: 0,
  extensionMonths: 0,
  extensionFeePercent: 0,
  exitFeePercent: 0,
  prepaymentPenalty: [],
  reserves: 0,
  termMonths: 12,
  repayment: "interest_only",
  maxLtv: 75,
  maxLtc: null,
  maxLtarv: null,
  daysToClose: 21,
  conditions: null,
  expiresAt: "2026-12-31T00:00:00.000Z",
  createdAt: "2026-11-01T00:00:00.000Z",
  closedAt: "2026-11-20T15:00:00.000Z",
  acceptedAt: "2026-11-20T15:00:00.000Z",
  retrade: false,
  figures: {
    monthlyPayment: 3_843.75,
    totalInterest: 46_125,
    pointsDollars: 9_000,
    feesDollars: 1_500,
    totalCost: 56_625,
    cashAtClosing: 10_500,
    allInRate: 12.6,
  },
};

const sample = { ...SAMPLE, to: "deals@cedar-ridge.example.com", offer: SAMPLE_OFFER };

export const offerAcceptedKind: MailKind = {
  id: "offer-accepted",
  description: "To a lender when the borrower accepts its offer.",
  samples: {
    default: () =>
      offerAcceptedMail({
        ...sample,
        requestName: "Elm St duplex & garage",
        borrowerEmail: "dana.borrower@example.com",
      }),
    "unnamed-request": () =>
      offerAcceptedMail({
        ...sample,
        offer: { ...SAMPLE_OFFER, termMonths: 1, repayment: "amortizing" },
        requestName: null,
        borrowerEmail: null,
      }),
  },
};
