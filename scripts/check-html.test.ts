import { describe, expect, test } from "vitest";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import {
  firstLenderPath,
  isServerRendered,
  pagesToCheck,
  readCheckerReport,
} from "./check-html-lib";

const report = (messages: object[]) => JSON.stringify({ version: "test", messages });
const error = (message: string, extra: object = {}) => ({
  type: "error",
  url: "file:/tmp/pages/home.html",
  lastLine: 3,
  firstColumn: 7,
  message,
  ...extra,
});

describe("check:html pages", () => {
  test("every public page type is checked, the not-found page as a 404", () => {
    const pages = pagesToCheck("/lender/acme");
    const paths = pages.map((page) => page.path.split("?")[0]);
    for (const path of [
      "/",
      "/lender/acme",
      "/auth",
      "/lender-signup",
      "/lender-login",
      "/inquiry",
      "/terms",
      "/privacy",
      "/brand-assets",
      ...LOAN_TYPES.map((type) => LOAN_TYPE_INFO[type].route),
    ]) {
      expect(paths).toContain(path);
    }
    expect(pages.some((page) => page.path.includes("?location="))).toBe(true);
    expect(pages.filter((page) => page.status === 404)).toHaveLength(1);
    expect(new Set(pages.map((page) => page.name)).size).toBe(pages.length);
  });

  test("a page whose server render failed (an empty #root) is told apart", () => {
    expect(isServerRendered('<body><div id="root"><a href="/">x</a></div>')).toBe(true);
    expect(isServerRendered('<body><div id="root"></div><script src="/a.js"></script>')).toBe(
      false,
    );
  });

  test("the lender page is the first one a listing links to", () => {
    const html =
      '<a href="/auth">x</a><a href="/lender/first-one?loanType=land">A</a><a href="/lender/b">';
    expect(firstLenderPath(html)).toBe("/lender/first-one");
    expect(firstLenderPath("<p>none</p>")).toBeNull();
  });
});

describe("the checker's report", () => {
  test("each error is a line naming its page and place", () => {
    const { errors, excepted } = readCheckerReport(
      report([error("Element “div” not allowed as child of element “button” in this context.")]),
    );
    expect(errors).toEqual([
      "home:3:7: Element “div” not allowed as child of element “button” in this context.",
    ]);
    expect(excepted).toBe(0);
  });

  test("CSS the checker does not know yet is left out, and nothing else", () => {
    const { errors, excepted } = readCheckerReport(
      report([
        error("CSS: “text-box-trim”: Property “text-box-trim” doesn't exist."),
        error("CSS: “container-type”: Property “container-type” doesn't exist."),
        error("CSS: Unrecognized at-rule “@container”"),
        // Not an exception: a misspelt property, and a known one with a bad value.
        error("CSS: “text-box-trimm”: Property “text-box-trimm” doesn't exist."),
        error("CSS: “animation-delay”: “0” is not a “animation-delay” value."),
        error("Attribute “radius” not allowed on element “div” at this point."),
      ]),
    );
    expect(excepted).toBe(3);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("text-box-trimm");
  });

  test("a non-document error (a page that could not be read) counts", () => {
    const { errors } = readCheckerReport(
      report([{ type: "non-document-error", subType: "io", message: "File not found" }]),
    );
    expect(errors).toEqual(["(no file):?:?: non-document-error: File not found"]);
  });
});
