import { describe, expect, test } from "vitest";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { LOAN_TYPE_COPY } from "./loan-type-copy";

describe("loan types", () => {
  test("every type has non-empty hero texts", () => {
    for (const type of LOAN_TYPES) {
      const copy = LOAN_TYPE_COPY[type];
      for (const text of [copy.title, copy.subtitle, copy.description]) {
        expect(text.trim().length).toBeGreaterThan(10);
      }
    }
  });
});
