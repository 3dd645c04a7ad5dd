import { describe, expect, test } from "vitest";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "../reference/loan-types";
import { getLenderMeta, PRODUCT_NAME } from "./route-meta";
import { getRouteMeta, isAppPath } from "./route-table";

describe("getRouteMeta", () => {
  test("unknown paths get the home description and a 'Page Not Found' title of their own", () => {
    const meta = getRouteMeta("/no-such-page");
    expect(meta.title).toBe(`Page Not Found | ${PRODUCT_NAME}`);
    expect(meta.description).toBe(getRouteMeta("/").description);
    expect(meta.noIndex).toBe(true);
    expect(getRouteMeta("/admin/other").title).toBe(meta.title);
  });
  test("a lender profile keeps the home values until its own are known", () => {
    expect(getRouteMeta("/lender/acme-capital")).toEqual(getRouteMeta("/"));
  });
  test.each(LOAN_TYPES)("listing page of %s names its loan type", (type) => {
    const meta = getRouteMeta(LOAN_TYPE_INFO[type].route);
    expect(meta.title).toBe(`${LOAN_TYPE_INFO[type].label} Lenders | ${PRODUCT_NAME}`);
  });
  test("trailing slash and query are ignored", () => {
    expect(getRouteMeta("/privacy/?x=1").title).toBe(`Privacy Policy | ${PRODUCT_NAME}`);
  });
  test("each admin page has its own title (WCAG 2.4.2) and none is indexed", () => {
    const paths = [
      "/admin",
      "/admin/lenders",
      "/admin/loan-requests",
      "/admin/users",
      "/admin/verifications",
    ];
    const details = ["/admin/loan-requests/123", "/admin/users/123", "/admin/verifications/123"];
    const titles = [...paths, ...details].map((path) => getRouteMeta(path).title);
    expect(titles).toEqual([
      `Overview | Admin | ${PRODUCT_NAME}`,
      `Lenders | Admin | ${PRODUCT_NAME}`,
      `Loan Requests | Admin | ${PRODUCT_NAME}`,
      `Users | Admin | ${PRODUCT_NAME}`,
      `Verifications | Admin | ${PRODUCT_NAME}`,
      `Loan Request | Admin | ${PRODUCT_NAME}`,
      `User | Admin | ${PRODUCT_NAME}`,
      `Lender Verification | Admin | ${PRODUCT_NAME}`,
    ]);
    expect([...paths, ...details].every((path) => getRouteMeta(path).noIndex)).toBe(true);
    expect(getRouteMeta("/reset-password").noIndex).toBe(true);
    // A personal link (a signed token in the URL): never indexed.
    expect(getRouteMeta("/next-step").noIndex).toBe(true);
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
    ["/admin/users/123", true],
    ["/admin/users/123/more", false],
    ["/admin/verifications", true],
    ["/admin/verifications/123", true],
    ["/admin/verifications/123/decision", false],
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
