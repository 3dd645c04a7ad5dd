import { describe, expect, it } from "vitest";
import { productDetails } from "./product-details";

const empty = {
  originationFee: null,
  processingFee: null,
  underwritingFee: null,
  loanDurations: null,
  prepaymentPenalty: null,
  minimumArv: null,
  maximumArv: null,
  assetTypes: null,
  requirements: null,
  otherBorrowerRequirements: null,
};

describe("productDetails", () => {
  it("is empty when nothing is filled in (blank text counts as empty)", () => {
    expect(productDetails(empty)).toEqual([]);
    expect(productDetails({ ...empty, requirements: "  ", assetTypes: [" "] })).toEqual([]);
  });

  it("lists the filled-in terms in a fixed order", () => {
    const details = productDetails({
      ...empty,
      requirements: "Entity borrower",
      originationFee: "1-2 points",
      minimumArv: 100_000,
      maximumArv: 2_500_000,
      assetTypes: ["Single-family", "2-4 unit"],
    });
    expect(details.map((d) => [d.label, d.value])).toEqual([
      ["Origination Fee", "1-2 points"],
      ["After-Repair Value", "$100K - $2.5M"],
      ["Asset Types", "Single-family, 2-4 unit"],
      ["Requirements", "Entity borrower"],
    ]);
  });
});
