import { describe, expect, test } from "vitest";
import {
  approvalCompanyName,
  approvalSlug,
  resolveLenderSlug,
  slugFromCompanyName,
  uniqueSlug,
} from "./slug";

describe("slugs", () => {
  test.each([
    ["Acme Capital", "acme-capital"],
    ["Acme Capital, LLC", "acme-capital-llc"],
    ["  Acme   Capital  ", "acme-capital"],
    ["Smith-Jones Lending", "smith-jones-lending"],
    ["A - B", "a-b"],
    ["-Acme-", "acme"],
    ["Café Lending", "cafe-lending"],
    ["R&D Funding #1", "rd-funding-1"],
    ["!!!", ""],
  ])("form slug of %j is %j", (name, slug) => {
    expect(slugFromCompanyName(name)).toBe(slug);
  });

  test.each([
    ["custom-slug", "Acme", "custom-slug"],
    ["  custom  ", "Acme", "custom"],
    ["", "Acme Capital", "acme-capital"],
    ["   ", "Acme Capital", "acme-capital"],
    [null, "Acme Capital", "acme-capital"],
  ])("resolveLenderSlug(%j, %j) = %j", (provided, name, slug) => {
    expect(resolveLenderSlug(provided, name)).toBe(slug);
  });

  test.each([
    ["Acme Capital", "acme-capital"],
    ["Acme Capital, LLC", "acme-capital-llc"],
    ["R&D Funding", "r-d-funding"],
    [" Acme. ", "acme"],
  ])("approval slug of %j is %j", (name, slug) => {
    expect(approvalSlug(name)).toBe(slug);
  });

  test("uniqueSlug", () => {
    expect(uniqueSlug("acme", [])).toBe("acme");
    expect(uniqueSlug("acme", ["acme"])).toBe("acme-2");
    expect(uniqueSlug("acme", new Set(["acme", "acme-2"]))).toBe("acme-3");
    expect(uniqueSlug("", [])).toBe("lender");
  });

  test.each([
    [{ companyName: "Acme", fullName: "Jane" }, "Acme"],
    [{ companyName: " ", fullName: "Jane Doe" }, "Jane Doe"],
    [{ companyName: null, fullName: null }, "New Company"],
    [{}, "New Company"],
  ])("approval company name of %j is %s", (profile, name) => {
    expect(approvalCompanyName(profile)).toBe(name);
  });
});
