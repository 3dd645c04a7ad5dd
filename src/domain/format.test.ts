import { format } from "date-fns";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  formatAmountRange,
  formatCompactUsd,
  formatDate,
  formatHistoryDate,
  formatNumber,
  formatPercent,
  formatRateRange,
  formatReviewScore,
  formatShortUsd,
  formatStartingRate,
  formatTermRange,
  formatThousandsUsd,
  formatUsd,
  toDateOnly,
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

describe("dates", () => {
  test("en-US and history formats; date-only strings are local dates", () => {
    expect(formatDate("2025-07-10")).toBe("7/10/2025");
    expect(formatDate(new Date(2025, 0, 5))).toBe("1/5/2025");
    expect(formatHistoryDate("2025-07-01")).toBe("Jul 01, 2025");
    expect(formatHistoryDate(new Date(2025, 11, 25, 23, 59))).toBe("Dec 25, 2025");
    expect(formatDate("not a date")).toBe("");
    expect(formatHistoryDate("")).toBe("");
    expect(toDateOnly(new Date(2025, 6, 9, 23, 30))).toBe("2025-07-09");
  });

  test("the three patterns write what date-fns' format writes, for any date", () => {
    // Years 1 BC to 10000 AD: the era's year, four digits or more; any time of day.
    const dates = fc.date({
      min: new Date(-1, 0, 1),
      max: new Date(10_000, 11, 31, 23, 59, 59),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatDate(date)).toBe(format(date, "M/d/yyyy"));
        expect(formatHistoryDate(date)).toBe(format(date, "MMM dd, yyyy"));
        expect(toDateOnly(date)).toBe(format(date, "yyyy-MM-dd"));
        // The same day as an ISO string, read as a local date.
        const iso = format(date, "yyyy-MM-dd");
        if (date.getFullYear() >= 1000 && date.getFullYear() <= 9999) {
          expect(formatDate(iso)).toBe(format(date, "M/d/yyyy"));
        }
      }),
      { numRuns: 2000 },
    );
    expect(() => toDateOnly(new Date(Number.NaN))).toThrow(RangeError);
  });
});
