import { describe, expect, test } from "vitest";
import {
  ALERT_PERIOD_MS,
  alertDue,
  defaultSearchName,
  describeSavedQuery,
  listingPathOf,
} from "./saved-search-rules";

describe("saved queries", () => {
  const query = {
    sortBy: "rating",
    loanAmount: "250000",
    loanType: "fix_and_flip",
    location: "TX",
    creditScore: "700",
  };

  test("open on the loan type's listing, parameters in the domain's order", () => {
    expect(listingPathOf(query)).toBe(
      "/fix-and-flip?location=TX&loanAmount=250000&creditScore=700&sortBy=rating",
    );
    expect(listingPathOf({ loanType: "land" })).toBe("/land");
  });

  test("read in words, and named by default after the type and state", () => {
    expect(describeSavedQuery(query)).toBe(
      "Fix & Flip · Texas · $250,000 · Credit 700 · Highest Rated",
    );
    expect(describeSavedQuery({ loanType: "bridge", sortBy: "most-relevant" })).toBe(
      "Bridge · All states",
    );
    expect(defaultSearchName(query)).toBe("Fix & Flip lenders in TX");
  });
});

describe("alertDue", () => {
  const last = new Date("2026-11-20T08:00:00Z");
  test("at most one alert per period", () => {
    expect(alertDue("daily", null, last)).toBe(true);
    expect(alertDue("daily", last, new Date(last.getTime() + ALERT_PERIOD_MS.daily - 1))).toBe(
      false,
    );
    expect(alertDue("daily", last, new Date(last.getTime() + ALERT_PERIOD_MS.daily))).toBe(true);
    expect(alertDue("weekly", last, new Date(last.getTime() + 6 * ALERT_PERIOD_MS.daily))).toBe(
      false,
    );
  });
});
