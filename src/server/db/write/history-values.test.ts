import { describe, expect, test } from "vitest";
import { historyValue } from "./history-values";

describe("historyValue", () => {
  test.each([
    [null, null],
    [undefined, null],
    ["Texas", "Texas"],
    ["", ""],
    [4.5, "4.5"],
    [0, "0"],
    [true, "true"],
    [false, "false"],
    [new Date("2026-11-22T17:00:00.000Z"), "2026-11-22T17:00:00.000Z"],
    [["Texas", "Florida"], "Texas, Florida"],
    [[], null],
    [{ a: 1 }, '{"a":1}'],
  ] as const)("%j is stored as %j", (value, text) => {
    expect(historyValue(value)).toBe(text);
  });
});
