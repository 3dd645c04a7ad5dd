import { describe, expect, it } from "vitest";
import { lenderStatesOf } from "../reference/us-states";
import {
  brokenHardLimits,
  type CriteriaProduct,
  type CriteriaRequest,
  checkLendingCriteria,
  criteriaRefusalOf,
  type LendingCriterion,
  toStoredHardLimits,
} from "./lending-criteria";

const NO_LIMITS: CriteriaProduct = {
  loanAmountMin: null,
  loanAmountMax: null,
  minimumFico: null,
  maxLtv: null,
  maxLtc: null,
  maxLtarv: null,
  collateralTypes: null,
  minimumExperience: null,
  hardLimits: null,
};

function outcomeOf(
  criterion: LendingCriterion,
  product: Partial<CriteriaProduct>,
  request: CriteriaRequest,
  states: string[] | null = null,
) {
  const checks = checkLendingCriteria(
    lenderStatesOf(states),
    { ...NO_LIMITS, ...product },
    request,
  );
  return checks.find((check) => check.criterion === criterion)?.outcome;
}

describe("checkLendingCriteria: each limit at, just inside and just outside", () => {
  it("minimum loan amount", () => {
    const product = { loanAmountMin: 100_000 };
    expect(outcomeOf("loanAmount", product, { loanAmount: 100_000 })).toBe("pass");
    expect(outcomeOf("loanAmount", product, { loanAmount: 100_001 })).toBe("pass");
    expect(outcomeOf("loanAmount", product, { loanAmount: 99_999 })).toBe("fail");
  });

  it("maximum loan amount", () => {
    const product = { loanAmountMax: 2_000_000 };
    expect(outcomeOf("loanAmount", product, { loanAmount: 2_000_000 })).toBe("pass");
    expect(outcomeOf("loanAmount", product, { loanAmount: 1_999_999 })).toBe("pass");
    expect(outcomeOf("loanAmount", product, { loanAmount: 2_000_001 })).toBe("fail");
  });

  it("minimum credit score", () => {
    const product = { minimumFico: 680 };
    expect(outcomeOf("creditScore", product, { creditScore: 680 })).toBe("pass");
    expect(outcomeOf("creditScore", product, { creditScore: 681 })).toBe("pass");
    expect(outcomeOf("creditScore", product, { creditScore: 679 })).toBe("fail");
  });

  it("maximum LTV, LTC and ARV", () => {
    const product = { maxLtv: 75, maxLtc: 85, maxLtarv: 70 };
    expect(outcomeOf("ltv", product, { ltv: 75 })).toBe("pass");
    expect(outcomeOf("ltv", product, { ltv: 74.9 })).toBe("pass");
    expect(outcomeOf("ltv", product, { ltv: 75.1 })).toBe("fail");
    expect(outcomeOf("ltc", product, { ltc: 85 })).toBe("pass");
    expect(outcomeOf("ltc", product, { ltc: 84 })).toBe("pass");
    expect(outcomeOf("ltc", product, { ltc: 86 })).toBe("fail");
    expect(outcomeOf("arv", product, { ltarv: 70 })).toBe("pass");
    expect(outcomeOf("arv", product, { ltarv: 69 })).toBe("pass");
    expect(outcomeOf("arv", product, { ltarv: 71 })).toBe("fail");
  });

  it("minimum experience, by the options' order", () => {
    const product = { minimumExperience: "1-2" as const };
    expect(outcomeOf("experience", product, { experienceYears: "1-2" })).toBe("pass");
    expect(outcomeOf("experience", product, { experienceYears: "3-5" })).toBe("pass");
    expect(outcomeOf("experience", product, { experienceYears: "none" })).toBe("fail");
    const most = { minimumExperience: "more_than_5" as const };
    expect(outcomeOf("experience", most, { experienceYears: "more_than_5" })).toBe("pass");
    expect(outcomeOf("experience", most, { experienceYears: "3-5" })).toBe("fail");
  });

  it("states: the lender's list, by code or name", () => {
    const states = ["Texas", "Florida"];
    expect(outcomeOf("state", {}, { propertyState: "TX" }, states)).toBe("pass");
    expect(outcomeOf("state", {}, { propertyState: "Florida" }, states)).toBe("pass");
    expect(outcomeOf("state", {}, { propertyState: "OK" }, states)).toBe("fail");
  });

  it("property types, in any wording", () => {
    const product = { collateralTypes: ["Condo", "Townhome"] };
    expect(outcomeOf("propertyType", product, { propertyType: "Condos" })).toBe("pass");
    expect(outcomeOf("propertyType", product, { propertyType: "Townhome" })).toBe("pass");
    expect(outcomeOf("propertyType", product, { propertyType: "Land" })).toBe("fail");
  });
});

describe("what is not known or not set", () => {
  it("a fact the request does not give is unknown, never a failure", () => {
    const product = { minimumFico: 680, minimumExperience: "3-5" as const, maxLtv: 70 };
    expect(outcomeOf("creditScore", product, {})).toBe("unknown");
    expect(outcomeOf("experience", product, {})).toBe("unknown");
    expect(outcomeOf("ltv", product, {})).toBe("unknown");
    expect(outcomeOf("state", {}, {}, ["Texas"])).toBe("unknown");
  });

  it("collateral partly 'Unknown' does not fail another type", () => {
    const product = { collateralTypes: ["Condo", "Unknown"] };
    expect(outcomeOf("propertyType", product, { propertyType: "Land" })).toBe("unknown");
  });

  it("criteria the product does not set are not listed", () => {
    const checks = checkLendingCriteria(null, NO_LIMITS, { creditScore: 500, loanAmount: 1 });
    expect(checks).toEqual([]);
    expect(
      checkLendingCriteria(
        null,
        { ...NO_LIMITS, minimumExperience: "none" },
        {
          experienceYears: "none",
        },
      ),
    ).toEqual([]);
  });
});

describe("hard limits", () => {
  const product: CriteriaProduct = {
    ...NO_LIMITS,
    loanAmountMin: 100_000,
    loanAmountMax: 2_000_000,
    minimumFico: 680,
    hardLimits: ["creditScore"],
  };

  it("only a broken hard limit refuses, with what would make the request eligible", () => {
    expect(criteriaRefusalOf(null, product, { creditScore: 679, loanAmount: 500_000 })).toBe(
      "Needs a credit score of 680 or more.",
    );
    expect(criteriaRefusalOf(null, product, { creditScore: 680, loanAmount: 50_000 })).toBeNull();
    expect(criteriaRefusalOf(null, product, { loanAmount: 50_000 })).toBeNull();
  });

  it("lists every broken hard limit, and the soft failures stay in the checks", () => {
    const both = { ...product, hardLimits: ["creditScore", "loanAmount"] };
    expect(criteriaRefusalOf(null, both, { creditScore: 600, loanAmount: 50_000 })).toBe(
      "Loans from $100,000 to $2,000,000. Needs a credit score of 680 or more.",
    );
    const checks = checkLendingCriteria(null, product, { creditScore: 700, loanAmount: 50_000 });
    expect(checks.find((c) => c.criterion === "loanAmount")).toMatchObject({
      outcome: "fail",
      hard: false,
      requirement: "Loans from $100,000 to $2,000,000",
    });
    expect(brokenHardLimits(checks)).toEqual([]);
  });

  it("no product: nothing to refuse", () => {
    expect(criteriaRefusalOf(null, null, { creditScore: 300 })).toBeNull();
  });

  it("stores known criteria only, in order", () => {
    expect(toStoredHardLimits(["experience", "bogus", "creditScore"])).toEqual([
      "creditScore",
      "experience",
    ]);
    expect(toStoredHardLimits([])).toBeNull();
    expect(toStoredHardLimits(null)).toBeNull();
  });
});
