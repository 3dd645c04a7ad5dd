import { describe, expect, test } from "vitest";
import {
  COLLATERAL_TYPES,
  collateralDisplay,
  isUnknownCollateral,
  normalizePropertyType,
  PROPERTY_TYPE_VALUES,
  PROPERTY_TYPES,
  propertyTypeLabel,
  UNKNOWN_COLLATERAL_TEXT,
} from "./property-types";

describe("property types", () => {
  test("ten types in spec order; collateral adds Unknown last", () => {
    expect(PROPERTY_TYPE_VALUES).toEqual([
      "Non-owner occupied 1-4 family real estate",
      "Condo",
      "Townhome",
      "5+ unit apartment",
      "Mixed use",
      "Commercial",
      "Industrial",
      "Land",
      "Multifamily",
      "Short-term rental",
    ]);
    expect(COLLATERAL_TYPES).toEqual([...PROPERTY_TYPE_VALUES, "Unknown"]);
    expect(PROPERTY_TYPES[0]?.label).toBe("1-4 Family");
  });

  test.each([
    ["Condo", "Condos"],
    ["Townhome", "Townhomes"],
    ["5+ unit apartment", "5+ unit apartments"],
    ["Mixed use", "Mixed-use properties"],
  ])("search wording of %s is %s", (value, wording) => {
    expect(PROPERTY_TYPES.find((p) => p.value === value)?.searchLabel).toBe(wording);
    expect(normalizePropertyType(wording)).toBe(value);
  });

  test.each([
    ["condos", "Condo"],
    ["MIXED USE", "Mixed use"],
    ["mixed-use", "Mixed use"],
    ["1-4 Family", "Non-owner occupied 1-4 family real estate"],
    ["short term rental", "Short-term rental"],
    ["Unknown", undefined],
    ["Castle", undefined],
  ])("normalizePropertyType(%j) = %s", (text, value) => {
    expect(normalizePropertyType(text)).toBe(value);
  });

  test("labels", () => {
    expect(propertyTypeLabel("Non-owner occupied 1-4 family real estate")).toBe("1-4 Family");
    expect(propertyTypeLabel("Condos")).toBe("Condo");
    expect(propertyTypeLabel("unknown")).toBe("Unknown");
    expect(propertyTypeLabel("Castle")).toBe("Castle");
    expect(isUnknownCollateral(" UNKNOWN ")).toBe(true);
    expect(isUnknownCollateral("Land")).toBe(false);
  });

  test.each([
    [null, null],
    [[], null],
    [["Unknown"], { labels: [], text: UNKNOWN_COLLATERAL_TEXT }],
    [["Condo", "Unknown", "Condos"], { labels: ["Condo"], text: null }],
    [
      ["Non-owner occupied 1-4 family real estate", "Land"],
      { labels: ["1-4 Family", "Land"], text: null },
    ],
  ])("collateralDisplay(%j)", (list, expected) => {
    expect(collateralDisplay(list)).toEqual(expected);
  });

  test("unknown collateral text", () => {
    expect(UNKNOWN_COLLATERAL_TEXT).toBe("Reach out to Lender for more information");
  });
});
