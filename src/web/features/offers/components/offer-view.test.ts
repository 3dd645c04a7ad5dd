import { describe, expect, test } from "vitest";
import type { Offer } from "@/domain/contract/offers";
import { computeOfferFigures, NO_EXTRA_TERMS } from "@/domain/offers";
import { matchesOfferFilter } from "./lender-offer-panel";
import { sortOffers } from "./offer-rows";

function offer(id: string, over: Partial<Offer>): Offer {
  const base = {
    loanAmount: 200_000,
    interestRate: 10,
    originationPoints: 1,
    otherFees: 1000,
    termMonths: 12,
    repayment: "interest_only" as const,
    ...over,
  };
  return {
    id,
    submissionId: id,
    inquiryId: "q",
    lenderId: id,
    lenderName: id,
    version: 1,
    supersedesId: null,
    state: "sent",
    displayState: "sent",
    maxLtv: null,
    maxLtc: null,
    maxLtarv: null,
    daysToClose: 14,
    conditions: null,
    expiresAt: "2030-01-01T00:00:00Z",
    createdAt: "2026-01-01T00:00:00Z",
    closedAt: null,
    acceptedAt: null,
    retrade: false,
    ...NO_EXTRA_TERMS,
    netLoanAmount: base.loanAmount,
    figures: computeOfferFigures(base, 200_000),
    ...base,
    ...over,
  };
}

describe("sortOffers", () => {
  const cheapRate = offer("a", { interestRate: 9, otherFees: 6000 });
  const noFees = offer("b", { interestRate: 10, originationPoints: 0, otherFees: 0 });
  const withdrawn = offer("c", { interestRate: 5, displayState: "withdrawn", state: "withdrawn" });

  test("by total cost, by rate, and closed offers last", () => {
    // a: 18,000 + 2,000 + 6,000 = 26,000; b: 20,000.
    expect(sortOffers([cheapRate, noFees, withdrawn], "totalCost").map((o) => o.id)).toEqual([
      "b",
      "a",
      "c",
    ]);
    expect(sortOffers([noFees, cheapRate, withdrawn], "interestRate").map((o) => o.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  test("loan amount sorts highest first", () => {
    const big = offer("big", { loanAmount: 250_000 });
    expect(sortOffers([noFees, big], "loanAmount").map((o) => o.id)).toEqual(["big", "b"]);
  });
});

test("offer filter: withdrawn counts as no offer", () => {
  expect(matchesOfferFilter("withdrawn", "none")).toBe(true);
  expect(matchesOfferFilter("none", "none")).toBe(true);
  expect(matchesOfferFilter("sent", "none")).toBe(false);
  expect(matchesOfferFilter("expired", "expired")).toBe(true);
  expect(matchesOfferFilter("accepted", "all")).toBe(true);
  expect(matchesOfferFilter("declined", "sent")).toBe(false);
});
