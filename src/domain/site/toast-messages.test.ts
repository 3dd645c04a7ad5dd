import { expect, test } from "vitest";
import {
  ACCOUNT_TOASTS,
  errorToast,
  fieldUpdatedToast,
  isDuplicateKeyError,
  loanRequestSubmittedToast,
  passwordUpdatedToast,
  previousSubmissionsFoundToast,
  TOASTS,
} from "./toast-messages";

test("missing information and validation texts", () => {
  expect(TOASTS.missingAllFields).toEqual({
    title: "Missing Information",
    text: "Please fill in all fields to continue.",
  });
  expect(TOASTS.missingRequiredFields.text).toBe("Please fill in all required fields.");
  expect(TOASTS.missingContactInformation.text).toBe("Please fill in all contact information.");
  expect(TOASTS.validationError).toEqual({
    title: "Validation Error",
    text: "Please fix the validation errors before submitting.",
  });
  expect(TOASTS.alreadySubmitted.text).toBe(
    "This loan request has already been submitted to this lender.",
  );
  expect(TOASTS.noChanges).toEqual({
    title: "No Changes",
    text: "The new value is the same as the current value.",
  });
});

test("templated toasts", () => {
  expect(loanRequestSubmittedToast("Acme")).toEqual({
    title: "Loan Request Submitted",
    text: "Your loan request has been submitted to Acme.",
  });
  expect(previousSubmissionsFoundToast(2).text).toBe(
    "Successfully linked 2 previous loan submission(s) to your account.",
  );
  expect(fieldUpdatedToast("Max LTV")).toEqual({
    title: "Field Updated",
    text: "Max LTV has been updated successfully.",
  });
});

test.each([
  ["boom", "fallback", "boom"],
  ["", "Failed to update profile.", "Failed to update profile."],
  [null, "Failed to create loan request.", "Failed to create loan request."],
])("errorToast(%j, %j) text is %j", (message, fallback, text) => {
  expect(errorToast(message, fallback)).toEqual({ title: "Error", text });
});

test.each([
  ['duplicate key value violates unique constraint "x"', true],
  ["error 23505", true],
  ["connection refused", false],
  [null, false],
])("duplicate key %j: %s", (message, duplicate) => {
  expect(isDuplicateKeyError(message)).toBe(duplicate);
});

test("'Password updated' wording differs for a changed and an added password", () => {
  expect(passwordUpdatedToast(false)).toBe(ACCOUNT_TOASTS.passwordChanged);
  expect(passwordUpdatedToast(true)).toBe(ACCOUNT_TOASTS.passwordAdded);
  expect(passwordUpdatedToast(true).title).toBe("Password updated");
  expect(passwordUpdatedToast(false).title).toBe("Password updated");
  expect(passwordUpdatedToast(true).text).not.toBe(passwordUpdatedToast(false).text);
});

test("spec 8 titles", () => {
  expect(ACCOUNT_TOASTS.signedIn.title).toBe("Welcome back!");
  expect(`${ACCOUNT_TOASTS.signedIn.title} ${ACCOUNT_TOASTS.signedIn.text}`).toBe(
    "Welcome back! You have successfully signed in.",
  );
  expect(ACCOUNT_TOASTS.signedOut.title).toBe("Signed out");
  expect(ACCOUNT_TOASTS.welcome.title).toBe("Welcome!");
  expect(ACCOUNT_TOASTS.profileUpdated.title).toBe("Profile updated");
});
