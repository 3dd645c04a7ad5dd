import { expect, test } from "vitest";
import { containsPattern, prefixPattern } from "./like-pattern";

test("lower-cases and wraps the text", () => {
  expect(containsPattern("Acme")).toBe("%acme%");
  expect(prefixPattern("3F2A")).toBe("3f2a%");
});

test("escapes LIKE's wildcards and its escape character", () => {
  expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
});
