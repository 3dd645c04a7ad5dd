import { describe, expect, test } from "vitest";
import { loanRequestCountText, purposeLabel } from "./loan-request-format";

describe("loan request count text", () => {
  test("one page: the total alone, singular and plural", () => {
    expect(loanRequestCountText(0, 1, 50, false)).toBe("0 loan requests");
    expect(loanRequestCountText(1, 1, 50, false)).toBe("1 loan request");
    expect(loanRequestCountText(50, 1, 50, false)).toBe("50 loan requests");
  });

  test("several pages: the rows shown, the last page cut at the total", () => {
    expect(loanRequestCountText(1234, 1, 50, false)).toBe("Showing 1-50 of 1,234 loan requests");
    expect(loanRequestCountText(1234, 25, 50, false)).toBe(
      "Showing 1,201-1,234 of 1,234 loan requests",
    );
  });

  test("a page past the end says the total; a search says 'matching'", () => {
    expect(loanRequestCountText(120, 9, 50, false)).toBe("120 loan requests");
    expect(loanRequestCountText(3, 1, 50, true)).toBe("3 loan requests matching your search");
  });

  test("purpose labels come from the loan types", () => {
    expect(purposeLabel("fix_and_flip")).toBe("Fix & Flip");
    expect(purposeLabel(null)).toBe("—");
  });
});
