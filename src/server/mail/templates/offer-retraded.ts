/**
 * To a borrower: the lender changed terms the borrower had accepted (a re-trade, issue 32).
 * The mail lists every change ('Interest rate 10.5% → 11%', 'New $750 processing fee') and
 * says that the earlier acceptance no longer stands.
 */
import type { Offer } from "@/domain/contract/offers";
import { offerSummary } from "@/domain/offers/offer-format";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

export function offerRetradedMail(input: {
  to: string;
  offer: Offer;
  /** The changes, one sentence each (offerTermChanges). */
  changes: readonly string[];
  requestName: string | null;
  baseUrl: string;
  supportEmail: string;
}): MailMessage {
  const name = input.requestName ? defangLinks(input.requestName.trim()) : "";
  const request = name ? `the loan request "${name}"` : "your loan request";
  const lender = defangLinks(input.offer.lenderName);
  return renderActionMail({
    to: input.to,
    supportEmail: input.supportEmail,
    subject: `${lender} changed the terms you accepted on ${PRODUCT_NAME}`,
    heading: "The terms you accepted have changed",
    intro: `${lender} changed the offer you accepted on ${request}. Your acceptance no longer stands: review the new terms (${offerSummary(input.offer)}) and accept them again, or choose another offer.`,
    rows: input.changes.map((change, index) => ({ label: `Change ${index + 1}`, value: change })),
    action: { label: "Review the new terms", url: `${input.baseUrl}/dashboard` },
    outro:
      "Nothing changes until you accept. You can also ask the lender about the change in your conversation.",
  });
}

const sample = {
  ...SAMPLE,
  to: "dana.borrower@example.com",
  changes: ["Interest rate 10.5% → 11%", "New $750 processing fee"],
};

export const offerRetradedKind: MailKind = {
  id: "offer-retraded",
  description: "To a borrower when a lender changes the terms the borrower accepted (a re-trade).",
  samples: {
    default: () =>
      offerRetradedMail({
        ...sample,
        offer: sampleOffer(),
        requestName: "Elm St duplex & garage",
      }),
    "unnamed-request": () =>
      offerRetradedMail({
        ...sample,
        offer: sampleOffer(),
        changes: ["Term 12 months → 9 months"],
        requestName: null,
      }),
  },
};

function sampleOffer(): Offer {
  return {
    id: "00000000-0000-4000-8000-000000000011",
    submissionId: "00000000-0000-4000-8000-000000000002",
    inquiryId: "00000000-0000-4000-8000-000000000003",
    lenderId: "00000000-0000-4000-8000-000000000004",
    lenderName: "Cedar Ridge Capital",
    version: 2,
    supersedesId: "00000000-0000-4000-8000-000000000001",
    state: "sent",
    displayState: "sent",
    loanAmount: 450_000,
    interestRate: 11,
    originationPoints: 2,
    otherFees: 1_500,
    processingFee: 750,
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
    createdAt: "2026-11-21T00:00:00.000Z",
    closedAt: null,
    acceptedAt: null,
    retrade: true,
    figures: {
      monthlyPayment: 4_125,
      totalInterest: 49_500,
      pointsDollars: 9_000,
      feesDollars: 2_250,
      totalCost: 60_750,
      cashAtClosing: 11_250,
      allInRate: 13.6,
    },
  };
}
