import { describe, expect, test } from "vitest";
import { lenderStatesOf } from "../reference/us-states";
import {
  computeMatchScore,
  creditCriterion,
  loanAmountCriterion,
  propertyTypeCriterion,
  reviewsCriterion,
  roundDownToTenth,
  type ScoreLender,
  type ScoreProduct,
  stateCriterion,
} from "./match-score";

describe("criteria", () => {
  test.each([
    [50_000, 100_000, 1],
    [50_001, 100_000, 0.8],
    [75_000, 100_000, 0.8],
    [75_001, 100_000, 0.6],
    [100_000, 100_000, 0.6],
    [100_001, 100_000, 0.3],
    [150_000, 100_000, 0.3],
    [150_001, 100_000, 0.1],
    [0, 100_000, 1],
    [null, 100_000, 0.5],
    [50_000, null, 0.5],
    [50_000, 0, 0.5],
  ])("loan amount: minimum %s for %s → %s", (minimum, amount, value) => {
    expect(loanAmountCriterion(minimum, amount).value).toBe(value);
  });

  test.each([
    [700, 0.5],
    [0, 0.5],
    [null, 0.5],
  ])("credit %s → %s", (score, value) => {
    expect(creditCriterion(score).value).toBe(value);
  });

  test.each([
    ["Texas, Ohio", "TX", 1],
    ["Texas, Ohio", "CA", 0.2],
    ["Arkansas", "KS", 0.2],
    ["Unknown", "CA", 0.3],
    [null, "CA", 0.3],
    ["Texas", null, 0.3],
  ])("state %j with %s → %s", (state, code, value) => {
    expect(stateCriterion(lenderStatesOf(state), code).value).toBe(value);
  });

  test.each([
    [["Condo"], "Condos", 1],
    [["Condo", "Unknown"], "Condo", 1],
    [["Land", "Unknown"], "Condo", 0.5],
    [[], "Condo", 0.3],
    [null, "Condo", 0.3],
    [["Land"], "Condo", 0.1],
    [undefined, "Condo", 0.3],
    [["Land"], null, 0.3],
  ])("collateral %j for %s → %s", (list, type, value) => {
    expect(propertyTypeCriterion(list, type).value).toBe(value);
  });

  test.each([
    [5, 10, 1],
    [4.5, 10, 1],
    [4.49, 10, 0.8],
    [4, 10, 0.8],
    [3.99, 10, 0.6],
    [3.5, 10, 0.6],
    [3.49, 10, 0.4],
    [3, 10, 0.4],
    [2.99, 10, 0.2],
    [0, 10, 0.2],
    [null, null, 0.3],
    [0, 0, 0.3],
    [4.8, null, 1],
  ])("reviews %s (%s reviews) → %s", (score, count, value) => {
    expect(reviewsCriterion(score, count).value).toBe(value);
  });

  test("explanations name what was compared", () => {
    expect(stateCriterion(lenderStatesOf("Texas"), "TX").explanation).toBe("Lends in Texas");
    expect(stateCriterion(lenderStatesOf("Ohio"), "TX").explanation).toBe("Does not list Texas");
    expect(reviewsCriterion(4.25, 3).explanation).toBe("Rated 4.3");
    expect(loanAmountCriterion(1, 10).label).toBe("Loan amount");
  });
});

describe("computeMatchScore", () => {
  const lender: ScoreLender = {
    minimumLoanAmount: 50_000,
    reviewScore: 4.6,
    totalReviews: 20,
  };
  const products: ScoreProduct[] = [
    {
      productType: "fix_and_flip",
      isActive: true,
      collateralTypes: ["Condo"],
      loanAmountMin: null,
    },
    { productType: "land", isActive: true, collateralTypes: ["Land"], loanAmountMin: 400_000 },
  ];
  /** The lender lends in Texas (stored ['Texas'], parsed as the catalogue does). */
  const states = lenderStatesOf("Texas");

  test("perfect match sums the five criteria: 1 + 0.5 + 1 + 1 + 1", () => {
    const result = computeMatchScore(
      { lender, products, states },
      {
        loanType: "fix_and_flip",
        loanAmount: 100_000,
        creditScore: 720,
        location: "TX",
        collateralType: "Condo",
      },
    );
    expect(result.score).toBe(4.5);
    expect(result.shown).toBe(true);
    expect(result.breakdown.map((c) => [c.criterion, c.value])).toEqual([
      ["loanAmount", 1],
      ["creditScore", 0.5],
      ["state", 1],
      ["propertyType", 1],
      ["reviews", 1],
    ]);
  });

  test("no filter: neutral criteria, score computed but not shown", () => {
    const result = computeMatchScore({ lender, products, states }, { loanType: "fix_and_flip" });
    // 0.5 + 0.5 + 0.3 + 0.3 + 1
    expect(result.score).toBe(2.6);
    expect(result.shown).toBe(false);
  });

  test("profile credit score is used but does not make the score shown", () => {
    const result = computeMatchScore(
      { lender, products, states },
      { loanType: "fix_and_flip" },
      { profileCreditScore: 700 },
    );
    expect(result.breakdown[1]?.explanation).toBe("The lender accepts your credit score");
    expect(result.shown).toBe(false);
  });

  test("minimum and collateral come from the selected type's product", () => {
    const result = computeMatchScore(
      { lender, products, states },
      { loanType: "land", loanAmount: 500_000, collateralType: "Condo" },
    );
    expect(result.breakdown[0]?.value).toBe(0.6);
    expect(result.breakdown[3]?.value).toBe(0.1);
  });

  test("a lender with no products gets the no-products value", () => {
    const result = computeMatchScore(
      { lender, products: [], states },
      { loanType: "land", collateralType: "Condo" },
    );
    expect(result.breakdown[3]?.value).toBe(0.3);
  });

  test("sums are rounded down to one decimal without float error", () => {
    // 1 + 0.5 + 1 + 0.3 + 0.4 = 3.2 exactly, though adding the floats gives 3.1999…
    const result = computeMatchScore(
      {
        lender: { ...lender, reviewScore: 3.2 },
        products: [{ productType: "bridge", collateralTypes: [], loanAmountMin: null }],
        states,
      },
      { loanType: "bridge", loanAmount: 100_000, location: "TX", collateralType: "Land" },
    );
    expect(result.breakdown.map((c) => c.value)).toEqual([1, 0.5, 1, 0.3, 0.4]);
    expect(result.score).toBe(3.2);
  });

  test.each([
    [4.29, 4.2],
    [4.3, 4.3],
    [4.35, 4.3],
    [0.99, 0.9],
    [5, 5],
  ])("roundDownToTenth(%s) = %s", (value, rounded) => {
    expect(roundDownToTenth(value)).toBe(rounded);
  });
});
