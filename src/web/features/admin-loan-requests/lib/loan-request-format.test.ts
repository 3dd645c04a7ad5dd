import { describe, expect, test } from "vitest";
import { loanRequestCountText, loanRequestPages, purposeLabel } from "./loan-request-format";

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

  test("a total the server stopped counting at reads '10,000+', and the pager goes on", () => {
    expect(loanRequestCountText(10_000, 1, 50, false, true)).toBe(
      "Showing 1-50 of 10,000+ loan requests",
    );
    expect(loanRequestCountText(10_050, 201, 50, true, true)).toBe(
      "Showing 10,001-10,050 of 10,050+ loan requests matching your search",
    );
    expect(loanRequestPages(10_000, 1, 50, true)).toBe(201);
    expect(loanRequestPages(10_050, 201, 50, true)).toBe(202);
    expect(loanRequestPages(1234, 1, 50, false)).toBe(25);
    expect(loanRequestPages(0, 1, 50, false)).toBe(1);
  });

  test("purpose labels come from the loan types", () => {
    expect(purposeLabel("fix_and_flip")).toBe("Fix & Flip");
    expect(purposeLabel(null)).toBe("—");
  });
});
