import { describe, expect, test } from "vitest";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "./loan-types";
import { getLenderMeta, getRouteMeta, isAppPath, PRODUCT_NAME } from "./route-meta";

describe("getRouteMeta", () => {
  test("unknown paths get the home values", () => {
    expect(getRouteMeta("/no-such-page")).toEqual(getRouteMeta("/"));
  });
  test.each(LOAN_TYPES)("listing page of %s names its loan type", (type) => {
    const meta = getRouteMeta(LOAN_TYPE_INFO[type].route);
    expect(meta.title).toBe(`${LOAN_TYPE_INFO[type].label} Lenders | ${PRODUCT_NAME}`);
  });
  test("trailing slash and query are ignored", () => {
    expect(getRouteMeta("/privacy/?x=1").title).toBe(`Privacy Policy | ${PRODUCT_NAME}`);
  });
  test("admin sub-pages share the admin meta and are not indexed", () => {
    expect(getRouteMeta("/admin/users").noIndex).toBe(true);
    expect(getRouteMeta("/reset-password").noIndex).toBe(true);
  });
});

describe("getLenderMeta", () => {
  test("uses the lender name and a description cut at a word", () => {
    const meta = getLenderMeta({ companyName: "Acme Capital", description: "word ".repeat(60) });
    expect(meta.title).toContain("Acme Capital");
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.description.endsWith("…")).toBe(true);
  });
  test("falls back to a sentence with the name when there is no description", () => {
    expect(getLenderMeta({ companyName: "Acme", description: null }).description).toContain("Acme");
  });
});

describe("isAppPath", () => {
  test.each([
    ["/", true],
    ["/fix-and-flip", true],
    ["/lender/acme-capital", true],
    ["/admin/loan-requests/123", true],
    ["/admin/users", true],
    ["/privacy/", true],
    ["/reset-password", true],
    ["/lender", false],
    ["/admin/other", false],
    ["/nope", false],
    ["/lender/a/b", false],
  ])("%s → %s", (path, known) => {
    expect(isAppPath(path)).toBe(known);
  });
});
