import { describe, expect, test } from "vitest";
import {
  acceptedTermsChangedText,
  type DiffTerms,
  formatPenalty,
  offerTermChanges,
  retradeBase,
} from "./offer-diff";

const base: DiffTerms = {
  loanAmount: 300_000,
  interestRate: 10.5,
  originationPoints: 2,
  otherFees: 0,
  processingFee: 0,
  underwritingFee: 995,
  rehabHoldback: 0,
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
};

const texts = (after: Partial<DiffTerms>) =>
  offerTermChanges(base, { ...base, ...after }).map((c) => c.text);

describe("offerTermChanges", () => {
  test("the same terms: no change", () => {
    expect(offerTermChanges(base, { ...base })).toEqual([]);
  });

  test("a rate change and a new fee read as the issue's example", () => {
    expect(texts({ interestRate: 11, processingFee: 750 })).toEqual([
      "Interest rate 10.5% → 11%",
      "New $750 processing fee",
    ]);
  });

  test("a changed, a removed and a percent fee", () => {
    expect(texts({ underwritingFee: 1_495 })).toEqual(["Underwriting fee $995 → $1,495"]);
    expect(texts({ underwritingFee: 0 })).toEqual(["No more underwriting fee (was $995)"]);
    expect(texts({ exitFeePercent: 1 })).toEqual(["New 1% exit fee"]);
  });

  test("holdback, draws, interest basis, minimum interest and penalty", () => {
    expect(
      texts({
        rehabHoldback: 60_000,
        drawCount: 4,
        drawFee: 250,
        interestOn: "full",
        minimumInterestMonths: 6,
        prepaymentPenalty: [
          { throughMonth: 3, percent: 2 },
          { throughMonth: 6, percent: 1 },
        ],
      }),
    ).toEqual([
      "New $60,000 rehab holdback",
      "Interest charged on the drawn balance → on the full loan amount",
      "Number of draws 0 → 4",
      "New $250 draw fee per draw",
      "New minimum interest: 6 months",
      "New prepayment penalty: 2% to month 3, 1% to month 6",
    ]);
  });

  test("term, repayment, ratios and conditions; the order is the comparison's", () => {
    expect(
      texts({ termMonths: 1, repayment: "amortizing", maxLtv: null, conditions: "Appraisal" }),
    ).toEqual([
      "Term 12 months → 1 month",
      "Repayment Interest-only → Amortizing",
      "Max LTV 75% → none",
      "Conditions changed",
    ]);
  });

  test("each change names its term and both values", () => {
    expect(offerTermChanges(base, { ...base, daysToClose: 30 })).toEqual([
      {
        key: "daysToClose",
        label: "Days to close",
        before: "21",
        after: "30",
        text: "Days to close 21 → 30",
      },
    ]);
  });
});

describe("formatPenalty", () => {
  test("a 3-2-1 schedule and none", () => {
    expect(
      formatPenalty([
        { throughMonth: 12, percent: 3 },
        { throughMonth: 24, percent: 2 },
        { throughMonth: 36, percent: 1 },
      ]),
    ).toBe("3% to month 12, 2% to month 24, 1% to month 36");
    expect(formatPenalty([])).toBe("none");
  });
});

describe("retradeBase", () => {
  const v = (version: number, acceptedAt: string | null, retrade = false) => ({
    version,
    acceptedAt,
    retrade,
  });

  test("a re-trade compares with the newest accepted version before it", () => {
    const versions = [v(4, null, true), v(3, null, true), v(2, "2026-11-20T00:00:00Z"), v(1, null)];
    expect(retradeBase(v(4, null, true), versions)?.version).toBe(2);
  });

  test("an ordinary revision has no base", () => {
    expect(retradeBase(v(2, null), [v(2, null), v(1, null)])).toBeNull();
  });
});

describe("acceptedTermsChangedText", () => {
  test("a count and a share, or none accepted yet", () => {
    expect(acceptedTermsChangedText({ accepted: 9, acceptedChanged: 2 })).toBe(
      "Accepted terms changed: 2 of 9 (22%)",
    );
    expect(acceptedTermsChangedText({ accepted: 0, acceptedChanged: 0 })).toBe(
      "Accepted terms changed: no accepted offers yet",
    );
  });
});
