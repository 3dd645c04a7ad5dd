// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { readableUrl, UrlText, urlSegments } from "./url-text";

test("an address splits after its dots, slashes and hyphens, and joins back to itself", () => {
  const text = "capital-bridge.example.com/loans/fix-and-flip?state=TX";
  expect(urlSegments(text)).toEqual([
    "capital-",
    "bridge.",
    "example.",
    "com/",
    "loans/",
    "fix-",
    "and-",
    "flip?",
    "state=",
    "TX",
  ]);
  expect(urlSegments(text).join("")).toBe(text);
  expect(urlSegments("")).toEqual([]);
});

test("readable address: no scheme, no www., no trailing slash", () => {
  expect(readableUrl("https://www.summit.example.com/")).toBe("summit.example.com");
  expect(readableUrl("http://summit.example.com/rates")).toBe("summit.example.com/rates");
});

test("the text reads the same, with a break opportunity at each part", () => {
  const { container } = render(<UrlText text="summit-capital.example.com" />);
  expect(container.textContent).toBe("summit-capital.example.com");
  expect(container.querySelectorAll("wbr")).toHaveLength(3);
});
