/**
 * Issue 35: business time on the lender's clock. Edges: a request arriving Friday 16:00
 * Pacific, late Friday Pacific (already Saturday in the East), Thanksgiving starting in the East
 * while it is still Wednesday in the West, Arizona without daylight saving, the autumn clock
 * change, and the next-step check taking the latest of the holding lenders' deadlines.
 */
import { describe, expect, test } from "vitest";
import {
  DEFAULT_LENDER_TIME_ZONE,
  isUsTimeZone,
  lenderTimeZone,
  US_TIME_ZONE_IDS,
} from "../reference/us-time-zones";
import { answerDueAt, requestDueAt } from "./answer-deadlines";
import { computeResponseStats, countsAt, type ResponseHistoryItem } from "./response-times";

const at = (iso: string) => new Date(iso);
const PACIFIC = "America/Los_Angeles";
const EASTERN = "America/New_York";

describe("the US zones a lender keeps", () => {
  test("seven zones, every one known to the runtime, Eastern the default", () => {
    expect(US_TIME_ZONE_IDS).toEqual([
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Phoenix",
      "America/Los_Angeles",
      "America/Anchorage",
      "Pacific/Honolulu",
    ]);
    for (const zone of US_TIME_ZONE_IDS) {
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: zone })).not.toThrow();
    }
    expect(DEFAULT_LENDER_TIME_ZONE).toBe(EASTERN);
    expect(isUsTimeZone("Europe/Paris")).toBe(false);
    expect(lenderTimeZone("Europe/Paris")).toBe(EASTERN);
    expect(lenderTimeZone(null)).toBe(EASTERN);
    expect(lenderTimeZone("Pacific/Honolulu")).toBe("Pacific/Honolulu");
  });
});

describe("24 business hours on the lender's clock", () => {
  test("Friday 16:00 Pacific: Monday 16:00 Pacific (the same instant as Monday 19:00 Eastern)", () => {
    const sent = at("2026-11-21T00:00:00Z"); // Friday 20 Nov, 16:00 PST
    expect(answerDueAt(sent, PACIFIC)).toEqual(at("2026-11-24T00:00:00Z"));
    expect(answerDueAt(sent, EASTERN)).toEqual(at("2026-11-24T00:00:00Z"));
  });

  test("Friday 22:00 Pacific is already Saturday in the East: the zones part by an hour", () => {
    const sent = at("2026-11-21T06:00:00Z"); // Friday 22:00 PST = Saturday 01:00 EST
    // Pacific: 2 h on Friday, 22 h on Monday → Monday 22:00 PST.
    expect(answerDueAt(sent, PACIFIC)).toEqual(at("2026-11-24T06:00:00Z"));
    // Eastern: nothing counts before Monday 00:00 → Tuesday 00:00 EST.
    expect(answerDueAt(sent, EASTERN)).toEqual(at("2026-11-24T05:00:00Z"));
  });

  test("Wednesday 21:30 Pacific, Thanksgiving already in the East: each counts Friday", () => {
    const sent = at("2026-11-26T05:30:00Z"); // Wed 25 Nov 21:30 PST = Thanksgiving 00:30 EST
    expect(answerDueAt(sent, PACIFIC)).toEqual(at("2026-11-28T05:30:00Z")); // Fri 21:30 PST
    // Eastern: Thursday is the holiday, Friday's 24 hours count → Saturday 00:00 EST.
    expect(answerDueAt(sent, EASTERN)).toEqual(at("2026-11-28T05:00:00Z"));
  });

  test("Arizona keeps UTC-7 all year; Denver moves with daylight saving", () => {
    // Friday 10 July 2026, 16:00 in Phoenix (MST) = 17:00 in Denver (MDT).
    const summer = at("2026-07-10T23:00:00Z");
    expect(answerDueAt(summer, "America/Phoenix")).toEqual(at("2026-07-13T23:00:00Z"));
    // Friday 10 July 2026, 23:30 in Phoenix is already Saturday 00:30 in Denver.
    const late = at("2026-07-11T06:30:00Z");
    expect(answerDueAt(late, "America/Phoenix")).toEqual(at("2026-07-14T06:30:00Z"));
    expect(answerDueAt(late, "America/Denver")).toEqual(at("2026-07-14T06:00:00Z"));
  });

  test("across the autumn clock change (Sunday 1 November 2026) in Hawaii and Pacific", () => {
    const sent = at("2026-10-30T23:00:00Z"); // Friday 16:00 PDT, 13:00 HST
    expect(answerDueAt(sent, PACIFIC)).toEqual(at("2026-11-03T00:00:00Z")); // Mon 16:00 PST
    expect(answerDueAt(sent, "Pacific/Honolulu")).toEqual(at("2026-11-02T23:00:00Z"));
  });

  test("an unknown zone counts on Eastern", () => {
    const sent = at("2026-11-21T06:00:00Z");
    expect(answerDueAt(sent, "Mars/Olympus")).toEqual(answerDueAt(sent, EASTERN));
    expect(answerDueAt(sent, null)).toEqual(answerDueAt(sent, EASTERN));
  });
});

describe("the next-step check of a request several lenders hold", () => {
  test("waits for the latest lender clock; no lender: Eastern", () => {
    const sent = at("2026-11-26T05:30:00Z");
    expect(requestDueAt(sent, [PACIFIC, EASTERN])).toEqual(at("2026-11-28T05:30:00Z"));
    expect(requestDueAt(sent, [EASTERN])).toEqual(at("2026-11-28T05:00:00Z"));
    const friday = at("2026-11-21T06:00:00Z");
    expect(requestDueAt(friday, [EASTERN, PACIFIC, EASTERN])).toEqual(at("2026-11-24T06:00:00Z"));
    expect(requestDueAt(friday, [])).toEqual(answerDueAt(friday, EASTERN));
  });
});

describe("response times in the lender's zone", () => {
  test("Friday 22:00 Pacific answered Monday 08:00 Pacific: 10 business hours, not Eastern's 11", () => {
    const item: ResponseHistoryItem = {
      sentAt: at("2026-11-21T06:00:00Z"),
      firstAnsweredAt: at("2026-11-23T16:00:00Z"), // Monday 08:00 PST = 11:00 EST
      withdrawn: false,
    };
    const now = at("2026-12-01T12:00:00Z");
    expect(computeResponseStats([item], now, PACIFIC).medianMinutes).toBe(10 * 60);
    expect(computeResponseStats([item], now, EASTERN).medianMinutes).toBe(11 * 60);
  });

  test("a request counts once its day has passed on the lender's clock", () => {
    const sent = at("2026-11-21T06:00:00Z");
    const between = at("2026-11-24T05:30:00Z"); // past Eastern's deadline, before Pacific's
    expect(countsAt(sent, between, EASTERN)).toBe(true);
    expect(countsAt(sent, between, PACIFIC)).toBe(false);
  });
});
