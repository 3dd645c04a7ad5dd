import { describe, expect, test } from "vitest";
import {
  computeResponseStats,
  type ResponseHistoryItem,
  responseShareText,
  responseSortValue,
  responseTimeHeadline,
} from "./response-times";

const NY = "America/New_York";
// Now: Monday 16 November 2026, 12:00 EST.
const NOW = new Date("2026-11-16T17:00:00Z");
const HOUR = 3_600_000;

/** A request sent at `sent` (UTC ISO) and answered `after` wall-clock hours later. */
function req(sent: string, after: number | null, withdrawn = false): ResponseHistoryItem {
  const sentAt = new Date(sent);
  return {
    sentAt,
    firstAnsweredAt: after === null ? null : new Date(sentAt.getTime() + after * HOUR),
    withdrawn,
  };
}

describe("a lender's response times", () => {
  // Sent on Monday 2 November 2026 at 09:00 EST (14:00Z) and the days after, all business days.
  const history = [
    req("2026-11-02T14:00:00Z", 1), // 60 min
    req("2026-11-03T14:00:00Z", 2), // 120
    req("2026-11-04T14:00:00Z", 3), // 180
    req("2026-11-05T14:00:00Z", 4), // 240
    req("2026-11-09T14:00:00Z", 5), // 300
    // Tuesday 09:00 to Wednesday 15:00, Veterans Day: 15 h = 900 min, the holiday not counted.
    req("2026-11-10T14:00:00Z", 30),
    req("2026-11-11T14:00:00Z", null), // never answered
    // Thursday 09:00 to Saturday 01:00: 15 h + 24 h = 2,340 min, late.
    req("2026-11-12T14:00:00Z", 40),
  ];

  test("median, 90th percentile and share within 24 business hours: exact figures", () => {
    expect(computeResponseStats(history, NOW, NY)).toEqual({
      requests: 8,
      answered: 7,
      medianMinutes: 240, // 60, 120, 180, [240], 300, 900, 2,340
      p90Minutes: 2340, // ceil(0.9 × 7) = 7th of seven
      withinDayShare: 6 / 8,
    });
  });

  test("answer time counts business hours only (a weekend in between)", () => {
    // Friday 6 Nov 16:00 EST, answered Monday 9 Nov 10:00 EST: 8 h + 10 h = 1,080 min.
    const stats = computeResponseStats([req("2026-11-06T21:00:00Z", 66)], NOW, NY);
    expect(stats.medianMinutes).toBe(1080);
    expect(stats.withinDayShare).toBe(1);
  });

  test("exactly 24 business hours is within; a minute more is not", () => {
    const sent = "2026-11-03T14:00:00Z";
    expect(computeResponseStats([req(sent, 24)], NOW, NY).withinDayShare).toBe(1);
    expect(computeResponseStats([req(sent, 24)], NOW, NY).medianMinutes).toBe(1440);
    expect(computeResponseStats([req(sent, 24 + 1 / 60)], NOW, NY).withinDayShare).toBe(0);
  });

  test("left out: the last 24 business hours, older than 90 days, withdrawn unanswered", () => {
    const stats = computeResponseStats(
      [
        // Friday 13 Nov 12:00:01 EST: its 24 business hours end Monday 12:00:01, after now.
        req("2026-11-13T17:00:01Z", null),
        // Friday 13 Nov 12:00 EST exactly: its day is over at now, so it counts.
        req("2026-11-13T17:00:00Z", null),
        req("2026-08-17T16:00:00Z", 1), // 91 days before now
        req("2026-11-04T14:00:00Z", null, true), // withdrawn, no answer
        req("2026-11-05T14:00:00Z", 2, true), // answered, then withdrawn: counts
      ],
      NOW,
      NY,
    );
    expect(stats).toEqual({
      requests: 2,
      answered: 1,
      medianMinutes: 120,
      p90Minutes: 120,
      withinDayShare: 0.5,
    });
  });

  test("an even count's median is the mean of the middle two", () => {
    const four = [1, 2, 3, 5].map((h, i) => req(`2026-11-0${2 + i}T14:00:00Z`, h));
    expect(computeResponseStats(four, NOW, NY).medianMinutes).toBe(150);
  });

  test("shown from 5 answered requests; 'Not enough requests yet' below", () => {
    const five = { answered: 5, medianMinutes: 330, p90Minutes: 600, withinDayShare: 0.8 };
    expect(responseTimeHeadline(five)).toBe("Usually answers within 6 h");
    expect(responseShareText(five)).toBe("80% answered within 24 business hours");
    expect(responseSortValue(five)).toBe(330);
    const four = { ...five, answered: 4 };
    expect(responseTimeHeadline(four)).toBe("Not enough requests yet");
    expect(responseShareText(four)).toBeNull();
    expect(responseSortValue(four)).toBeNull();
    expect(responseTimeHeadline({ ...five, medianMinutes: 3000 })).toBe(
      "Usually answers within 3 days",
    );
  });
});
