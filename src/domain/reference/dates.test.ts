import { format, formatDistanceStrict, parseISO } from "date-fns";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayUtc,
  formatElapsed,
  formatHistoryDate,
  formatMessageTime,
  toDateOnly,
  toUtcDateOnly,
} from "./dates";

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

describe("the other screens' dates", () => {
  // Years 1 BC to 10000 AD, any time of day, as in the three patterns above.
  const dates = fc.date({
    min: new Date(-1, 0, 1),
    max: new Date(10_000, 11, 31, 23, 59, 59),
    noInvalidDate: true,
  });

  test("each pattern writes what date-fns' format (or Intl) wrote in its screen before", () => {
    fc.assert(
      fc.property(dates, (date) => {
        const iso = date.toISOString();
        expect(formatDay(iso)).toBe(format(new Date(iso), "MMM d, yyyy"));
        expect(formatDateTime(iso)).toBe(format(parseISO(iso), "MMM dd, yyyy, h:mm a"));
        expect(formatMessageTime(iso)).toBe(format(new Date(iso), "MMM d, h:mm a"));
        expect(formatDayUtc(iso)).toBe(
          new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" }),
        );
        expect(toUtcDateOnly(date)).toBe(date.toISOString().slice(0, 10));
      }),
      { numRuns: 1000 },
    );
  });

  test("examples and invalid input", () => {
    expect(formatDay("2026-11-02T15:00:00")).toBe("Nov 2, 2026");
    expect(formatDay("soon")).toBe("soon");
    expect(formatDateTime("2025-07-10T15:04:00")).toBe("Jul 10, 2025, 3:04 PM");
    expect(formatDateTime("nope")).toBe("");
    expect(formatMessageTime("2025-07-01T09:05:00")).toBe("Jul 1, 9:05 AM");
    expect(() => formatMessageTime("nope")).toThrow(RangeError);
    expect(formatDayUtc("2026-11-02T23:30:00Z")).toBe("Nov 2, 2026");
    expect(toUtcDateOnly(new Date("2026-11-02T23:30:00Z"))).toBe("2026-11-02");
  });

  test("elapsed time in its largest whole unit, as date-fns' formatDistanceStrict floors it", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(formatElapsed(new Date("2026-03-10T09:00:00Z"), now)).toBe("3 hours");
    expect(formatElapsed(new Date("2026-03-07T11:00:00Z"), now)).toBe("3 days");
    fc.assert(
      fc.property(fc.integer({ min: -5 * 365 * 864e5, max: 5 * 365 * 864e5 }), (ms) => {
        const from = new Date(now.getTime() - ms);
        expect(formatElapsed(from, now)).toBe(
          formatDistanceStrict(from, now, { roundingMethod: "floor" }),
        );
      }),
      { numRuns: 2000 },
    );
    // Around each unit's edge, and across a daylight-saving change in the local zone.
    const edges = [0, 999, 1000, 59_999, 60_000, 3_599_999, 3_600_000, 86_399_999, 864e5];
    const days = [29, 30, 31, 59, 60, 364, 365, 366, 729, 730].map((d) => d * 864e5);
    for (const ms of [...edges, ...days, ...days.map((d) => d - 1), ...days.map((d) => d + 1)]) {
      for (const end of [now, new Date(2026, 2, 9, 1, 30), new Date(2026, 10, 2, 1, 30)]) {
        const from = new Date(end.getTime() - ms);
        expect(formatElapsed(from, end)).toBe(
          formatDistanceStrict(from, end, { roundingMethod: "floor" }),
        );
      }
    }
    expect(() => formatElapsed(new Date(Number.NaN), now)).toThrow(RangeError);
  });
});
