import { describe, expect, test } from "vitest";
import {
  formatAmountRange,
  formatCompactUsd,
  formatNumber,
  formatPercent,
  formatRateRange,
  formatReviewScore,
  formatShortUsd,
  formatStartingRate,
  formatTermRange,
  formatThousandsUsd,
  formatUsd,
  underscoresToSpaces,
} from "./format";

describe("money", () => {
  test.each([
    [1234567, "$1,234,567"],
    [1234567.4, "$1,234,567"],
    [1234567.5, "$1,234,568"],
    [0, "$0"],
    [10000, "$10,000"],
  ])("formatUsd(%s) = %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  test("formatNumber", () => {
    expect(formatNumber(2500000)).toBe("2,500,000");
  });

  test.each([
    [999_499, "$999K"],
    [999_500, "$1.0M"],
    [1_000_000, "$1.0M"],
    [1_250_000, "$1.3M"],
    [2_500_000, "$2.5M"],
    [50_000, "$50K"],
    [75_400, "$75K"],
    [500, "$1K"],
  ])("formatCompactUsd(%i) = %s", (amount, text) => {
    expect(formatCompactUsd(amount)).toBe(text);
  });

  test.each([
    [2_000_000, "$2M"],
    [2_500_000, "$2.5M"],
    [750_000, "$750K"],
  ])("formatShortUsd(%i) = %s", (amount, text) => {
    expect(formatShortUsd(amount)).toBe(text);
  });

  test.each([
    [50_000, "$50K"],
    [1_500_000, "$1,500K"],
    [25_400, "$25K"],
  ])("formatThousandsUsd(%i) = %s", (amount, text) => {
    expect(formatThousandsUsd(amount)).toBe(text);
  });
});

describe("rates, scores, terms", () => {
  test.each([
    [9.5, "9.5%"],
    [10, "10%"],
    [8.99, "8.99%"],
    [8.999, "9%"],
  ])("formatPercent(%s) = %s", (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  test.each([
    [9, "9.0%"],
    [9.25, "9.3%"],
    [11.94, "11.9%"],
  ])("formatStartingRate(%s) = %s", (rate, text) => {
    expect(formatStartingRate(rate)).toBe(text);
  });

  test.each([
    [4.25, "4.3"],
    [5, "5.0"],
    [3.94, "3.9"],
  ])("formatReviewScore(%s) = %s", (score, text) => {
    expect(formatReviewScore(score)).toBe(text);
  });

  test.each([
    [9.5, 12, "9.5% - 12%"],
    [9.5, null, "9.5%+"],
    [null, 12, "Up to 12%"],
    [10, 10, "10%"],
    [null, null, null],
  ])("formatRateRange(%s, %s) = %s", (low, high, text) => {
    expect(formatRateRange(low, high)).toBe(text);
  });

  test.each([
    [6, 18, "6-18 months"],
    [6, null, "6+ months"],
    [null, 18, "Up to 18 months"],
    [12, 12, "12 months"],
    [null, undefined, null],
  ])("formatTermRange(%s, %s) = %s", (min, max, text) => {
    expect(formatTermRange(min, max)).toBe(text);
  });

  test.each([
    [50_000, 2_000_000, "$50K - $2.0M"],
    [50_000, null, "$50K+"],
    [null, 2_000_000, "Up to $2.0M"],
    [null, null, null],
  ])("formatAmountRange(%s, %s) = %s", (min, max, text) => {
    expect(formatAmountRange(min, max)).toBe(text);
  });

  test("underscores as spaces", () => {
    expect(underscoresToSpaces("active_communications")).toBe("active communications");
    expect(underscoresToSpaces("a_b_c")).toBe("a b c");
  });
});
