import { describe, expect, test } from "vitest";
import { SUBMISSION_STATUS_VALUES } from "../reference/statuses";
import {
  inquiryStatusOfAnswer,
  matchesInquiryFilter,
  submissionStatusAfterAnswer,
  timeSinceArrival,
} from "./lender-answers";

describe("lender answers", () => {
  test("the lender's inquiry status follows its answer", () => {
    expect(inquiryStatusOfAnswer(null)).toBe("pending");
    expect(inquiryStatusOfAnswer("interested")).toBe("approved");
    expect(inquiryStatusOfAnswer("declined")).toBe("declined");
  });

  test("'No reply yet' moves to Connected or Declined; a later borrower status stays", () => {
    expect(submissionStatusAfterAnswer("no_reply", "interested")).toBe("active_communications");
    expect(submissionStatusAfterAnswer("no_reply", "declined")).toBe("declined");
    expect(submissionStatusAfterAnswer("active_communications", "interested")).toBe(
      "active_communications",
    );
    const later = SUBMISSION_STATUS_VALUES.filter(
      (s) => s !== "no_reply" && s !== "active_communications",
    );
    for (const status of later) {
      expect(submissionStatusAfterAnswer(status, "interested")).toBe(status);
      expect(submissionStatusAfterAnswer(status, "declined")).toBe(status);
    }
  });

  test("a decline after 'interested' is not left 'Connected' (issue 28, item 14)", () => {
    expect(submissionStatusAfterAnswer("active_communications", "declined")).toBe("declined");
  });

  test("filter", () => {
    expect(matchesInquiryFilter("pending", "all")).toBe(true);
    expect(matchesInquiryFilter("pending", "approved")).toBe(false);
    expect(matchesInquiryFilter("declined", "declined")).toBe(true);
  });

  test("time since arrival", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(timeSinceArrival("2026-03-10T11:59:30Z", now)).toBe("Received just now");
    expect(timeSinceArrival("2026-03-10T09:00:00Z", now)).toBe("Received 3 hours ago");
    expect(timeSinceArrival("2026-03-07T11:00:00Z", now)).toBe("Received 3 days ago");
  });
});
