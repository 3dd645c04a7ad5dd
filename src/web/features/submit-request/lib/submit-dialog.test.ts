import { describe, expect, test } from "vitest";
import {
  canGoNext,
  existingRequestChoice,
  initialSubmitDialogState,
  inquiryPickerOptions,
  isFinalStep,
  nextStep,
  previousStep,
  type SubmitDialogAction,
  type SubmitDialogState,
  stepCounterText,
  submitDialogReducer,
  submitDialogTitle,
} from "./submit-dialog";

function run(state: SubmitDialogState, ...actions: SubmitDialogAction[]): SubmitDialogState {
  return actions.reduce(submitDialogReducer, state);
}

describe("step order", () => {
  test.each([
    [1, true, "new", 2],
    [1, true, "existing", 3],
    [2, true, "new", 3],
    [3, true, "new", "submit"],
    [3, true, "existing", "submit"],
    [1, false, "new", 2],
    [2, false, "new", 4],
    [4, false, "new", 5],
    [5, false, "new", "submit"],
  ] as const)("next of %i (logged in %s, %s) is %s", (step, loggedIn, type, next) => {
    expect(nextStep(step, loggedIn, type)).toBe(next);
  });

  test.each([
    [1, true, "new", null],
    [2, true, "new", 1],
    [3, true, "new", 2],
    [3, true, "existing", 1],
    [2, false, "new", 1],
    [4, false, "new", 2],
    [5, false, "new", 4],
  ] as const)("back from %i (logged in %s, %s) is %s", (step, loggedIn, type, previous) => {
    expect(previousStep(step, loggedIn, type)).toBe(previous);
  });

  test.each([
    [1, true, "Step 1 of 3"],
    [3, true, "Step 3 of 3"],
    [1, false, "Step 1 of 5"],
    [4, false, "Step 4 of 5"],
  ] as const)("counter of step %i (logged in %s) reads %s", (step, loggedIn, text) => {
    expect(stepCounterText(step, loggedIn)).toBe(text);
  });

  test("title", () => {
    expect(submitDialogTitle("Acme Capital")).toBe("Submit Loan Request to Acme Capital");
  });
});

describe("reducer", () => {
  test("logged in, existing request: 1 → 3, back to 1", () => {
    const s0 = initialSubmitDialogState(true);
    expect(canGoNext(s0)).toBe(false);
    const s1 = run(s0, { type: "chooseType", requestType: "existing" });
    expect(canGoNext(s1)).toBe(false);
    expect(run(s1, { type: "next" }).step).toBe(1);
    const s2 = run(s1, { type: "selectInquiry", inquiryId: "q1" }, { type: "next" });
    expect(s2.step).toBe(3);
    expect(isFinalStep(s2)).toBe(true);
    expect(run(s2, { type: "next" })).toBe(s2);
    expect(run(s2, { type: "back" }).step).toBe(1);
  });

  test("logged in, new request: 1 → 2 → 3", () => {
    const s = run(
      initialSubmitDialogState(true),
      { type: "chooseType", requestType: "new" },
      { type: "next" },
    );
    expect(s.step).toBe(2);
    expect(isFinalStep(s)).toBe(false);
    expect(run(s, { type: "next" }).step).toBe(3);
  });

  test("anonymous: cannot pick existing; 1 → 2 → 4 (needs email) → 5", () => {
    const s0 = initialSubmitDialogState(false);
    expect(run(s0, { type: "chooseType", requestType: "existing" })).toBe(s0);
    const s2 = run(
      s0,
      { type: "chooseType", requestType: "new" },
      { type: "next" },
      { type: "next" },
    );
    expect(s2.step).toBe(4);
    expect(canGoNext(s2)).toBe(false);
    expect(run(s2, { type: "setEmail", email: "  " }, { type: "next" }).step).toBe(4);
    const s3 = run(s2, { type: "setEmail", email: "a@b.co" }, { type: "next" });
    expect(s3.step).toBe(5);
    expect(isFinalStep(s3)).toBe(true);
    expect(run(s3, { type: "back" }).step).toBe(4);
    expect(run(s3, { type: "back" }, { type: "back" }).step).toBe(2);
  });

  test("choosing new clears the picked request; reset returns to the start", () => {
    const s = run(
      initialSubmitDialogState(true),
      { type: "chooseType", requestType: "existing" },
      { type: "selectInquiry", inquiryId: "q1" },
      { type: "chooseType", requestType: "new" },
    );
    expect(s.selectedInquiryId).toBeNull();
    expect(run(s, { type: "next" }, { type: "reset" })).toEqual(initialSubmitDialogState(true));
    expect(run(s, { type: "reset", loggedIn: false })).toEqual(initialSubmitDialogState(false));
  });
});

describe("picker", () => {
  test("existing choice needs login", () => {
    expect(existingRequestChoice(false)).toEqual({ disabled: true, note: "Login required" });
    expect(existingRequestChoice(true)).toEqual({ disabled: false, note: null });
  });

  test("already submitted requests are disabled", () => {
    const options = inquiryPickerOptions([{ id: "a" }, { id: "b" }], ["b"]);
    expect(options.map((o) => [o.inquiry.id, o.disabled, o.note])).toEqual([
      ["a", false, null],
      ["b", true, "Already submitted"],
    ]);
  });
});
