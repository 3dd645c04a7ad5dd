import { describe, expect, test } from "vitest";
import {
  isStateCode,
  isUnknownLenderState,
  lenderMarkets,
  lenderStateFromSelection,
  lenderStatesOf,
  lenderStateText,
  MARKETS_CONTACT_MESSAGE,
  parseLenderStates,
  STATE_CODES,
  STATE_NAMES,
  selectionFromLenderState,
  stateCodeOfName,
  stateNameOfCode,
  toStoredLenderState,
  US_STATES,
} from "./us-states";

describe("US states", () => {
  test("50 states with unique names and two-letter codes, no DC", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(STATE_CODES).size).toBe(50);
    expect(new Set(STATE_NAMES).size).toBe(50);
    for (const code of STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(isStateCode("DC")).toBe(false);
    expect(US_STATES[0]).toEqual({ name: "Alabama", code: "AL" });
    expect(US_STATES[49]).toEqual({ name: "Wyoming", code: "WY" });
  });

  test.each([
    ["TX", "Texas"],
    ["tx", "Texas"],
    [" ny ", "New York"],
    ["WV", "West Virginia"],
    ["XX", undefined],
    ["Texas", undefined],
  ])("stateNameOfCode(%j) = %s", (code, name) => {
    expect(stateNameOfCode(code)).toBe(name);
  });

  test.each([
    ["Texas", "TX"],
    ["new york", "NY"],
    [" North Dakota ", "ND"],
    ["TX", undefined],
    ["Puerto Rico", undefined],
  ])("stateCodeOfName(%j) = %s", (name, code) => {
    expect(stateCodeOfName(name)).toBe(code);
  });

  test.each([
    [null, true],
    ["", true],
    ["  ", true],
    ["Unknown", true],
    ["unknown", true],
    ["Texas", false],
  ])("isUnknownLenderState(%j) = %s", (state, expected) => {
    expect(isUnknownLenderState(state)).toBe(expected);
  });

  test.each([
    ["Texas, Florida", ["Texas", "Florida"]],
    ["Texas,Florida,Texas", ["Texas", "Florida"]],
    ["West Virginia", ["West Virginia"]],
    ["TX, ca", ["Texas", "California"]],
    ["Texas, Atlantis", ["Texas"]],
    ["Unknown", []],
    [null, []],
  ])("parseLenderStates(%j)", (state, names) => {
    expect(parseLenderStates(state)).toEqual(names);
  });

  test("lenderStateFromSelection: Unknown, ordered names, or null", () => {
    expect(lenderStateFromSelection(["Texas"], true)).toBe("Unknown");
    expect(lenderStateFromSelection(["Texas", "Alabama", "FL"], false)).toBe(
      "Alabama, Florida, Texas",
    );
    expect(lenderStateFromSelection([], false)).toBeNull();
    expect(lenderStateFromSelection(STATE_NAMES, false)?.split(", ")).toHaveLength(50);
  });

  test("selectionFromLenderState", () => {
    expect(selectionFromLenderState("Unknown")).toEqual({ selected: [], preferNotToShare: true });
    expect(selectionFromLenderState("Ohio, Iowa")).toEqual({
      selected: ["Ohio", "Iowa"],
      preferNotToShare: false,
    });
    expect(selectionFromLenderState(null)).toEqual({ selected: [], preferNotToShare: false });
  });

  test("lenderMarkets: states list or contact message", () => {
    expect(lenderMarkets("Texas")).toEqual({ kind: "states", states: ["Texas"] });
    expect(lenderMarkets("Unknown")).toEqual({ kind: "contact", message: MARKETS_CONTACT_MESSAGE });
    expect(lenderMarkets(null).kind).toBe("contact");
  });
});

describe("stored form (lenders.state as a list)", () => {
  test.each([
    [null, null],
    [undefined, null],
    ["", null],
    ["  ,  ", null],
    [[], null],
    ["Unknown", ["Unknown"]],
    [" unknown ", ["Unknown"]],
    [["Unknown"], ["Unknown"]],
    ["Texas, Florida", ["Texas", "Florida"]],
    ["Texas,Florida , ", ["Texas", "Florida"]],
    ["tx, FL, Texas", ["Texas", "Florida"]],
    [
      ["Ohio", "TX", "Narnia"],
      ["Ohio", "Texas"],
    ],
    ["Narnia", null],
    ["Texas, Unknown", ["Texas"]],
  ] as const)("toStoredLenderState(%j) is %j", (input, stored) => {
    expect(toStoredLenderState(input)).toEqual(stored);
  });

  test.each([
    [null, null],
    [[], null],
    [["Unknown"], null],
    [
      ["Texas", "Ohio"],
      ["Texas", "Ohio"],
    ],
    [["TX", "Narnia"], ["Texas"]],
    // Entries but none a state: it lists no state we know, so it matches none (not "all").
    [["Narnia"], []],
    ["Texas, Ohio", ["Texas", "Ohio"]],
    ["Unknown", null],
  ] as const)("lenderStatesOf(%j) is %j", (stored, states) => {
    const parsed = lenderStatesOf(stored);
    expect(parsed === null ? null : [...parsed]).toEqual(states);
  });

  test.each([
    [null, null],
    [[], null],
    [["Unknown"], "Unknown"],
    [["Texas"], "Texas"],
    [["Texas", "Florida"], "Texas, Florida"],
  ] as const)("lenderStateText(%j) is %j", (stored, text) => {
    expect(lenderStateText(stored)).toBe(text);
  });

  test("text → stored list → text gives the spec's comma-joined form back", () => {
    for (const text of ["Texas, Florida", "Unknown", "Alabama"]) {
      expect(lenderStateText(toStoredLenderState(text))).toBe(text);
    }
  });
});
