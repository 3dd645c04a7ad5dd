import { describe, expect, it } from "vitest";
import {
  importedReviewsLabel,
  importedSourceName,
  isQualifyingDeal,
  isReviewEditable,
  verifiedDealLabel,
  verifiedDelta,
  verifiedReviewsLabel,
  verifiedScore,
} from "./review-rules";

describe("which deals may be reviewed", () => {
  it("needs an approved application, a funded loan or an accepted offer", () => {
    expect(isQualifyingDeal({ status: "approved_application", hasAcceptedOffer: false })).toBe(
      true,
    );
    expect(isQualifyingDeal({ status: "funded", hasAcceptedOffer: false })).toBe(true);
    expect(isQualifyingDeal({ status: "active_communications", hasAcceptedOffer: true })).toBe(
      true,
    );
    for (const status of [
      "no_reply",
      "active_communications",
      "submitted_application",
      "declined",
    ]) {
      expect(isQualifyingDeal({ status, hasAcceptedOffer: false })).toBe(false);
    }
  });
});

describe("the edit window", () => {
  const posted = new Date("2026-03-01T12:00:00Z");
  it("is open until 30 days after posting, closed from then", () => {
    expect(isReviewEditable(posted, new Date("2026-03-31T11:59:59Z"))).toBe(true);
    expect(isReviewEditable(posted, new Date("2026-03-31T12:00:00Z"))).toBe(false);
    expect(isReviewEditable(posted, new Date("2026-05-01T00:00:00Z"))).toBe(false);
  });
});

describe("verified figures move by increments", () => {
  it("adds a review as it is published and removes it as an edit sends it back", () => {
    expect(verifiedDelta(null, { status: "pending", rating: 4 })).toEqual({ count: 0, sum: 0 });
    expect(
      verifiedDelta({ status: "pending", rating: 4 }, { status: "published", rating: 4 }),
    ).toEqual({ count: 1, sum: 4 });
    expect(
      verifiedDelta({ status: "published", rating: 4 }, { status: "pending", rating: 2 }),
    ).toEqual({ count: -1, sum: -4 });
    expect(
      verifiedDelta({ status: "pending", rating: 5 }, { status: "rejected", rating: 5 }),
    ).toEqual({ count: 0, sum: 0 });
  });

  it("scores the average to one decimal; none without reviews", () => {
    // 5 + 4 + 4 = 13 over 3 = 4.333…
    expect(verifiedScore(3, 13)).toBe(4.3);
    // 5 + 4 = 9 over 2 = 4.5
    expect(verifiedScore(2, 9)).toBe(4.5);
    expect(verifiedScore(0, 0)).toBeNull();
  });
});

describe("labels", () => {
  it("names the deal's loan type and month", () => {
    expect(verifiedDealLabel("fix_and_flip", "2026-03")).toBe(
      "Verified deal · Fix & Flip · March 2026",
    );
    expect(verifiedDealLabel("bridge_loan", "2025-12")).toBe(
      "Verified deal · Bridge · December 2025",
    );
    expect(verifiedDealLabel(null, "2026-01")).toBe("Verified deal · January 2026");
  });

  it("says where the imported figure came from", () => {
    expect(importedSourceName("https://www.google.com/maps/place/x")).toBe("Google");
    expect(importedSourceName("https://g.page/acme")).toBe("Google");
    expect(importedSourceName("https://www.trustpilot.com/review/acme.example.com")).toBe(
      "trustpilot.com",
    );
    expect(importedSourceName("not a url")).toBeNull();
    expect(importedReviewsLabel(4.7, 120, "https://www.google.com/maps/place/x")).toBe(
      "4.7 on Google (imported, 120 reviews)",
    );
    expect(importedReviewsLabel(4, 1, null)).toBe("4.0 (imported, 1 review)");
    expect(importedReviewsLabel(4.5, 0, null)).toBeNull();
    expect(importedReviewsLabel(null, 12, null)).toBeNull();
  });

  it("counts verified reviews", () => {
    expect(verifiedReviewsLabel(3, 4.3)).toBe("4.3 from 3 verified reviews on LenderLane");
    expect(verifiedReviewsLabel(1, 5)).toBe("5.0 from 1 verified review on LenderLane");
    expect(verifiedReviewsLabel(0, null)).toBe("No verified reviews on LenderLane yet");
  });
});
