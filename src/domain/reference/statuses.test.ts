import { describe, expect, test } from "vitest";
import {
  APPROVAL_FILTERS,
  fundedStatusUpdates,
  historyChangedBy,
  INQUIRY_STATUSES,
  inquiryStatusBadgeVariant,
  isActiveSubmission,
  isDestructiveInquiryStatus,
  isNewInquiry,
  isSubmissionStatus,
  LOAN_FUNDED_DIALOG,
  matchesApprovalFilter,
  STATUS_UPDATED_TOAST,
  SUBMISSION_STATUSES,
  statusUpdatesDecliningOthers,
  submissionStatusLabel,
} from "./statuses";

describe("submission statuses", () => {
  test("values and labels in order", () => {
    expect(SUBMISSION_STATUSES.map((s) => [s.value, s.label])).toEqual([
      ["no_reply", "No reply yet"],
      ["active_communications", "Connected"],
      ["submitted_application", "Applied"],
      ["approved_application", "Approved"],
      ["funded", "Funded"],
      ["declined", "Declined"],
    ]);
  });

  test.each([
    ["no_reply", "No reply yet"],
    ["funded", "Funded"],
    ["some_new_status", "some new status"],
  ])("label of %s is %s", (status, label) => {
    expect(submissionStatusLabel(status)).toBe(label);
  });

  test.each([
    ["no_reply", true],
    ["active_communications", true],
    ["submitted_application", true],
    ["approved_application", true],
    ["funded", false],
    ["declined", false],
  ])("%s active: %s", (status, active) => {
    expect(isActiveSubmission(status)).toBe(active);
  });

  test("isSubmissionStatus", () => {
    expect(isSubmissionStatus("declined")).toBe(true);
    expect(isSubmissionStatus("rejected")).toBe(false);
  });

  test("dialog and toast texts", () => {
    expect(LOAN_FUNDED_DIALOG).toEqual({
      title: "Loan Funded!",
      text: "Congratulations! Would you like to decline all other lenders?",
      declineOthers: "Yes, decline others",
      keepActive: "No, keep them active",
    });
    expect(STATUS_UPDATED_TOAST.text).toBe("Lender status has been updated successfully.");
  });

  const subs = [
    { id: "a", inquiryId: "q1", status: "no_reply" },
    { id: "b", inquiryId: "q1", status: "active_communications" },
    { id: "c", inquiryId: "q1", status: "declined" },
    { id: "d", inquiryId: "q2", status: "no_reply" },
  ];

  test("funded with 'Yes, decline others' declines the request's other open submissions", () => {
    expect(fundedStatusUpdates(subs, "a", true)).toEqual([
      { id: "a", status: "funded" },
      { id: "b", status: "declined" },
    ]);
  });

  test("funded with 'No, keep them active' only sets funded", () => {
    expect(fundedStatusUpdates(subs, "a", false)).toEqual([{ id: "a", status: "funded" }]);
  });

  test("accepting an offer approves the submission and may decline the others (issue 15)", () => {
    expect(statusUpdatesDecliningOthers(subs, "b", "approved_application", true)).toEqual([
      { id: "b", status: "approved_application" },
      { id: "a", status: "declined" },
    ]);
    expect(statusUpdatesDecliningOthers(subs, "b", "approved_application", false)).toEqual([
      { id: "b", status: "approved_application" },
    ]);
  });
});

describe("inquiry and account statuses", () => {
  test("inquiry statuses", () => {
    expect(INQUIRY_STATUSES).toEqual(["pending", "approved", "declined"]);
    expect(isNewInquiry("pending")).toBe(true);
    expect(isNewInquiry("approved")).toBe(false);
    expect(inquiryStatusBadgeVariant("pending")).toBe("default");
    expect(inquiryStatusBadgeVariant("declined")).toBe("secondary");
    expect(isDestructiveInquiryStatus("rejected")).toBe(true);
    expect(isDestructiveInquiryStatus("declined")).toBe(true);
    expect(isDestructiveInquiryStatus("pending")).toBe(false);
  });

  test.each([
    ["pending", "all", true],
    [null, "all", true],
    ["pending", "pending", true],
    ["approved", "pending", false],
    ["rejected", "rejected", true],
    [null, "approved", false],
  ] as const)("status %s under filter %s: %s", (status, filter, expected) => {
    expect(matchesApprovalFilter(status, filter)).toBe(expected);
  });

  test("approval filter labels", () => {
    expect(APPROVAL_FILTERS.map((f) => f.label)).toEqual([
      "All Users",
      "Pending Approval",
      "Approved",
      "Rejected",
      // Issue 28: accounts whose email is not proven (spec 2 lists the first four).
      "Unconfirmed",
    ]);
    expect(matchesApprovalFilter(null, "unconfirmed", false)).toBe(true);
    expect(matchesApprovalFilter("pending", "unconfirmed", true)).toBe(false);
  });

  test("history changed by", () => {
    expect(historyChangedBy("a@b.co")).toBe("a@b.co");
    expect(historyChangedBy(null)).toBe("System");
    expect(historyChangedBy("")).toBe("System");
  });
});
