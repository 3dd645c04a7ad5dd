import { describe, expect, test } from "vitest";
import { z } from "zod";
import {
  loanTypeField,
  NAME_TOO_LONG_MESSAGE,
  optionalName,
  optionalNumber,
  optionalText,
  parseFormNumber,
  propertyTypeField,
  requiredName,
  stateField,
  stringList,
} from "./form-fields";

describe("form fields", () => {
  test.each([
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
    [" hi ", "hi"],
  ])("optionalText(%j) = %j", (input, output) => {
    expect(optionalText.parse(input)).toBe(output);
  });

  test.each([
    ["", null],
    [null, null],
    ["0", null],
    [0, null],
    ["abc", null],
    ["12.5", 12.5],
    ["$1,250,000", 1250000],
    ["85%", 85],
    [-3, -3],
    [Number.NaN, null],
    [true, null],
  ])("parseFormNumber(%j) = %s", (input, output) => {
    expect(parseFormNumber(input)).toBe(output);
    expect(optionalNumber.parse(input)).toBe(output);
  });

  test("names: max 50 characters after trimming", () => {
    const name = requiredName("Name is required");
    expect(name.parse(` ${"a".repeat(50)} `)).toBe("a".repeat(50));
    expect(name.safeParse("a".repeat(51)).error?.issues[0]?.message).toBe(NAME_TOO_LONG_MESSAGE);
    expect(name.safeParse("  ").error?.issues[0]?.message).toBe("Name is required");
    expect(NAME_TOO_LONG_MESSAGE).toBe("Must be 50 characters or less");
    expect(optionalName.parse("")).toBeNull();
    expect(optionalName.safeParse("a".repeat(51)).success).toBe(false);
    expect(optionalName.safeParse("a".repeat(50)).success).toBe(true);
  });

  test("string lists drop blanks and duplicates", () => {
    expect(stringList.parse([" Condo", "Condo", "", "Land"])).toEqual(["Condo", "Land"]);
    expect(stringList.parse(null)).toEqual([]);
  });

  test("choice fields", () => {
    expect(loanTypeField("x").parse("bridge")).toBe("bridge");
    expect(loanTypeField("Pick a type").safeParse("bridge_loan").error?.issues[0]?.message).toBe(
      "Pick a type",
    );
    expect(propertyTypeField("x").parse("Townhomes")).toBe("Townhome");
    expect(propertyTypeField("x").safeParse("Unknown").success).toBe(false);
    expect(stateField("x").parse("tx")).toBe("TX");
    expect(stateField("x").parse("New York")).toBe("NY");
    expect(stateField("State?").safeParse("").error?.issues[0]?.message).toBe("State?");
    const missing = z
      .object({ type: loanTypeField("Pick a type"), state: stateField("State?") })
      .safeParse({});
    expect(missing.error?.issues.map((i) => i.message)).toEqual(["Pick a type", "State?"]);
    expect(z.object({ n: optionalNumber }).parse({})).toEqual({ n: null });
  });
});
