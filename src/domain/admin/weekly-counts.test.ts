import { describe, expect, test } from "vitest";
import { lastWeekStarts, weeklyCounts } from "./weekly-counts";

describe("lastWeekStarts", () => {
  test("ends with this week's Monday on a Wednesday", () => {
    // Wednesday 2026-03-11.
    const weeks = lastWeekStarts(new Date("2026-03-11T15:00:00Z"), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe("2026-03-09");
    expect(weeks[0]).toBe("2025-12-22");
  });

  test("a Monday starts its own week; a Sunday belongs to the week before", () => {
    expect(lastWeekStarts(new Date("2026-03-09T00:00:00Z"), 1)).toEqual(["2026-03-09"]);
    expect(lastWeekStarts(new Date("2026-03-08T23:59:59Z"), 1)).toEqual(["2026-03-02"]);
  });

  test("uses the UTC day, whatever the clock's zone", () => {
    // 23:30 UTC on Sunday is Monday in Europe, still Sunday in UTC.
    expect(lastWeekStarts(new Date("2026-03-15T23:30:00Z"), 1)).toEqual(["2026-03-09"]);
  });

  test("crosses a year end and a daylight-saving change with 7-day steps", () => {
    const weeks = lastWeekStarts(new Date("2026-04-01T12:00:00Z"), 12);
    for (let i = 1; i < weeks.length; i++) {
      const gap = Date.parse(`${weeks[i]}T00:00:00Z`) - Date.parse(`${weeks[i - 1]}T00:00:00Z`);
      expect(gap).toBe(7 * 24 * 3600 * 1000);
    }
    expect(weeks[0]).toBe("2026-01-12");
  });
});

describe("weeklyCounts", () => {
  const now = new Date("2026-03-11T15:00:00Z");

  test("fills missing weeks with 0 and keeps counted ones in place", () => {
    const result = weeklyCounts(now, 12, [
      { weekStart: "2026-03-09", count: 4 },
      { weekStart: "2026-01-05", count: 2 },
    ]);
    expect(result).toHaveLength(12);
    expect(result.at(-1)).toEqual({ weekStart: "2026-03-09", count: 4 });
    expect(result.find((w) => w.weekStart === "2026-01-05")).toEqual({
      weekStart: "2026-01-05",
      count: 2,
    });
    expect(result.reduce((sum, w) => sum + w.count, 0)).toBe(6);
  });

  test("ignores weeks outside the range and adds up repeated weeks", () => {
    const result = weeklyCounts(now, 12, [
      { weekStart: "2025-12-15", count: 9 },
      { weekStart: "2026-03-16", count: 9 },
      { weekStart: "2026-03-02", count: 1 },
      { weekStart: "2026-03-02", count: 2 },
    ]);
    expect(result.reduce((sum, w) => sum + w.count, 0)).toBe(3);
    expect(result.at(-2)).toEqual({ weekStart: "2026-03-02", count: 3 });
  });
});
