import { describe, expect, test } from "vitest";
import { addBusinessMs, businessMsBetween, HOUR_MS, isUsBusinessDay } from "./business-time";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);
const hours = (ms: number) => ms / HOUR_MS;

describe("US business days", () => {
  test("weekends are not business days", () => {
    expect(isUsBusinessDay("2026-11-27")).toBe(true); // Friday after Thanksgiving: open
    expect(isUsBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(isUsBusinessDay("2026-11-29")).toBe(false); // Sunday
  });

  test("each federal holiday of 2026 on its observed day", () => {
    const holidays2026 = [
      "2026-01-01", // New Year's Day (Thursday)
      "2026-01-19", // Martin Luther King Jr. Day, third Monday
      "2026-02-16", // Washington's Birthday, third Monday
      "2026-05-25", // Memorial Day, last Monday
      "2026-06-19", // Juneteenth (Friday)
      "2026-07-03", // Independence Day falls on Saturday: observed Friday
      "2026-09-07", // Labor Day, first Monday
      "2026-10-12", // Columbus Day, second Monday
      "2026-11-11", // Veterans Day (Wednesday)
      "2026-11-26", // Thanksgiving, fourth Thursday
      "2026-12-25", // Christmas (Friday)
    ];
    for (const day of holidays2026) expect([day, isUsBusinessDay(day)]).toEqual([day, false]);
    expect(isUsBusinessDay("2026-07-06")).toBe(true);
  });

  test("a Sunday holiday moves to Monday; New Year on Saturday closes 31 December", () => {
    expect(isUsBusinessDay("2027-07-05")).toBe(false); // 4 July 2027 is a Sunday
    expect(isUsBusinessDay("2027-12-24")).toBe(false); // Christmas 2027 is a Saturday
    expect(isUsBusinessDay("2027-12-31")).toBe(false); // New Year's Day 2028 is a Saturday
  });
});

describe("business time in a zone", () => {
  test("within one business day: wall-clock hours", () => {
    // Monday 2 November 2026, 10:00 to 16:00 in New York (EST, UTC-5).
    expect(hours(businessMsBetween(at("2026-11-02T15:00Z"), at("2026-11-02T21:00Z"), NY))).toBe(6);
  });

  test("a weekend does not count", () => {
    // Friday 20:00 EST to Monday 02:00 EST: 4 h on Friday + 2 h on Monday.
    expect(hours(businessMsBetween(at("2026-11-07T01:00Z"), at("2026-11-09T07:00Z"), NY))).toBe(6);
  });

  test("a holiday does not count", () => {
    // Wednesday 25 Nov 22:00 EST to Friday 27 Nov 01:00 EST across Thanksgiving: 2 h + 1 h.
    expect(hours(businessMsBetween(at("2026-11-26T03:00Z"), at("2026-11-27T06:00Z"), NY))).toBe(3);
  });

  test("the zone decides where days begin", () => {
    // Saturday 01:00 UTC is still Friday 20:00 in New York but Saturday in UTC.
    const from = at("2026-11-07T01:00Z");
    const to = at("2026-11-07T03:00Z");
    expect(hours(businessMsBetween(from, to, NY))).toBe(2);
    expect(hours(businessMsBetween(from, to, "UTC"))).toBe(0);
  });

  test("24 business hours after Friday 15:00 is Monday 15:00; from Saturday, Tuesday 00:00", () => {
    expect(addBusinessMs(at("2026-11-06T20:00Z"), 24 * HOUR_MS, NY).toISOString()).toBe(
      "2026-11-09T20:00:00.000Z",
    );
    expect(addBusinessMs(at("2026-11-07T15:00Z"), 24 * HOUR_MS, NY).toISOString()).toBe(
      "2026-11-10T05:00:00.000Z",
    );
  });

  test("across the daylight-saving change (Sunday 1 November 2026)", () => {
    // Friday 30 Oct 12:00 EDT (UTC-4) + 24 business hours = Monday 2 Nov 12:00 EST (UTC-5).
    expect(addBusinessMs(at("2026-10-30T16:00Z"), 24 * HOUR_MS, NY).toISOString()).toBe(
      "2026-11-02T17:00:00.000Z",
    );
  });
});
