import { describe, expect, it } from "vitest";
import {
  activeSectionIndex,
  backLink,
  productSectionId,
  productSectionTitle,
  profileSections,
  queryLoanType,
  quoteTargetSection,
} from "./profile-sections";

describe("profileSections (spec 2: Overview, Markets, one entry per product type)", () => {
  it("lists Overview and Markets, then each product type with its label", () => {
    const sections = profileSections([
      { productType: "fix_and_flip" },
      { productType: "bridge" },
      { productType: "rental_property" },
    ]);
    expect(sections.map((s) => [s.id, s.label])).toEqual([
      ["overview", "Overview"],
      ["markets", "Markets"],
      ["product-fix-and-flip", "Fix & Flip"],
      ["product-bridge", "Bridge"],
      ["product-rental-property", "Rental Property"],
    ]);
    expect(sections[2]?.productType).toBe("fix_and_flip");
  });

  it("has only Overview and Markets without products", () => {
    expect(profileSections([]).map((s) => s.id)).toEqual(["overview", "markets"]);
  });

  it("skips repeated and unknown types ('others')", () => {
    const sections = profileSections([
      { productType: "land" },
      { productType: "others" },
      { productType: "land" },
    ]);
    expect(sections.map((s) => s.id)).toEqual(["overview", "markets", "product-land"]);
  });

  it("names product sections and their headings", () => {
    expect(productSectionId("construction")).toBe("product-construction");
    expect(productSectionTitle("fix_and_flip")).toBe("Fix & Flip Loans");
  });
});

describe("queryLoanType and quoteTargetSection", () => {
  const sections = profileSections([{ productType: "bridge" }, { productType: "land" }]);

  it("reads ?loanType only when it is one of the six", () => {
    expect(queryLoanType("?loanType=land&location=TX")).toBe("land");
    expect(queryLoanType("?loanType=others")).toBeUndefined();
    expect(queryLoanType("")).toBeUndefined();
  });

  it("Get Quote targets the browsed product, else the first, else the overview", () => {
    expect(quoteTargetSection(sections, "?loanType=land")).toBe("product-land");
    expect(quoteTargetSection(sections, "?loanType=commercial")).toBe("product-bridge");
    expect(quoteTargetSection(sections, "")).toBe("product-bridge");
    expect(quoteTargetSection(profileSections([]), "?loanType=land")).toBe("overview");
  });
});

describe("backLink (keeps the listing's query string)", () => {
  it("returns to the loan type's listing with the same query", () => {
    expect(backLink("?loanType=fix_and_flip&location=TX&sortBy=rating")).toEqual({
      to: "/fix-and-flip?loanType=fix_and_flip&location=TX&sortBy=rating",
      label: "Back to lenders",
    });
    expect(backLink("loanType=bridge&page=2").to).toBe("/bridge-loans?loanType=bridge&page=2");
  });

  it("goes home without a known loan type", () => {
    expect(backLink("")).toEqual({ to: "/", label: "Back to home" });
    expect(backLink("?location=TX")).toEqual({ to: "/", label: "Back to home" });
    expect(backLink("?loanType=boats")).toEqual({ to: "/", label: "Back to home" });
  });
});

describe("activeSectionIndex", () => {
  it("is the last section whose top passed the line", () => {
    expect(activeSectionIndex([-400, -20, 300, 900], 130, false)).toBe(1);
    expect(activeSectionIndex([-400, -20, 130, 900], 130, false)).toBe(2);
  });

  it("is the first before any section reached the line", () => {
    expect(activeSectionIndex([200, 600], 130, false)).toBe(0);
  });

  it("is the last at the bottom of the page", () => {
    expect(activeSectionIndex([-900, -300, 400, 700], 130, true)).toBe(3);
  });

  it("is -1 without sections", () => {
    expect(activeSectionIndex([], 130, false)).toBe(-1);
  });
});
