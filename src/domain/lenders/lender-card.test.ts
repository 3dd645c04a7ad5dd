import { describe, expect, test } from "vitest";
import {
  type HighlightProduct,
  keyMetric,
  minimumLoanText,
  productHighlights,
  startingRateText,
} from "./lender-card";

describe("key metric", () => {
  const none = {
    maxLtv: null,
    maxLtc: null,
    maxLtarv: null,
    maxRehabPercentage: null,
    maximumArv: null,
  };

  test.each([
    [
      { ...none, maxLtv: 85, maxLtc: 90 },
      { label: "Max LTV", value: "85%" },
    ],
    [
      { ...none, maxLtc: 90, maxLtarv: 70 },
      { label: "Max LTC", value: "90%" },
    ],
    [
      { ...none, maxLtarv: 70, maxRehabPercentage: 100 },
      { label: "Max LTARV", value: "70%" },
    ],
    [
      { ...none, maxRehabPercentage: 100, maximumArv: 2_000_000 },
      { label: "Max Rehab", value: "100%" },
    ],
    [
      { ...none, maximumArv: 2_000_000 },
      { label: "Max ARV", value: "$2M" },
    ],
    [
      { ...none, maximumArv: 750_000 },
      { label: "Max ARV", value: "$750K" },
    ],
    [
      { ...none, maxLtv: 0, maxLtc: 80 },
      { label: "Max LTC", value: "80%" },
    ],
    [none, { label: "Key Metric", value: "N/A" }],
    [null, { label: "Key Metric", value: "N/A" }],
  ])("%j → %j", (product, metric) => {
    expect(keyMetric(product)).toEqual(metric);
  });
});

test("minimum loan and starting rate", () => {
  expect(minimumLoanText(100_000)).toBe("$100K");
  expect(minimumLoanText(null)).toBeNull();
  expect(startingRateText(8.75)).toBe("8.8%");
  expect(startingRateText(null)).toBeNull();
});

describe("product highlights", () => {
  const product: HighlightProduct = {
    maxLtv: 80,
    maxLtc: null,
    maxLtarv: 70,
    maxRehabPercentage: 100,
    maximumArv: null,
    loanAmountMin: 75_000,
    loanAmountMax: 3_500_000,
    lowestRate: 9.99,
    highestRate: 12.5,
    termMinMonths: 12,
    termMaxMonths: 24,
    ltvPurchasePriceMax: 90,
    minimumFico: 660,
    fundingTimeline: " 10 days ",
    collateralTypes: ["Unknown"],
  };

  test("in order, skipping unknown values", () => {
    expect(productHighlights(product).map((h) => [h.label, h.value])).toEqual([
      ["Loan Amount", "$75K - $3.5M"],
      ["Interest Rate", "9.99% - 12.5%"],
      ["Term", "12-24 months"],
      ["Max LTV", "80%"],
      ["Max % of Purchase", "90%"],
      ["Max % of Rehab", "100%"],
      ["Max LTARV", "70%"],
      ["Min Credit Score", "660"],
      ["Funding Timeline", "10 days"],
      ["Property Types", "Reach out to Lender for more information"],
    ]);
  });

  test("known collateral shows its labels", () => {
    const h = productHighlights({ ...product, collateralTypes: ["Condo", "Land"] });
    expect(h.at(-1)).toEqual({ key: "collateral", label: "Property Types", value: "Condo, Land" });
  });
});
