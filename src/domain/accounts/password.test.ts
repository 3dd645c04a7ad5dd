import { describe, expect, test } from "vitest";
import {
  changePasswordSchema,
  newPasswordSchema,
  PASSWORD_CHANGE_TOASTS,
  validatePasswordChange,
} from "./password";

describe("passwords", () => {
  test.each([
    ["", "Password is required"],
    ["12345", "Password must be at least 6 characters long."],
    ["123456", null],
    ["a".repeat(128), null],
    ["a".repeat(129), "Password must be at most 128 characters long."],
  ])("new password %j → %s", (value, message) => {
    const result = newPasswordSchema.safeParse(value);
    expect(result.error?.issues[0]?.message ?? null).toBe(message);
  });

  test("change toasts are the spec's", () => {
    expect(PASSWORD_CHANGE_TOASTS.mismatch).toEqual({
      title: "Password mismatch",
      text: "New password and confirmation don't match.",
    });
    expect(PASSWORD_CHANGE_TOASTS.tooShort).toEqual({
      title: "Password too short",
      text: "Password must be at least 6 characters long.",
    });
  });

  test.each([
    [{ newPassword: "abcdef", confirmPassword: "abcdeg", currentPassword: "x" }, true, "mismatch"],
    [{ newPassword: "abcde", confirmPassword: "abcde", currentPassword: "x" }, true, "tooShort"],
    [{ newPassword: "abcdef", confirmPassword: "abcdef", currentPassword: "x" }, true, null],
    [
      { newPassword: "abcdef", confirmPassword: "abcdef", currentPassword: "" },
      true,
      "currentRequired",
    ],
    [{ newPassword: "abcdef", confirmPassword: "abcdef" }, false, null],
  ] as const)("%j (has password %s) → %s", (input, has, key) => {
    expect(validatePasswordChange(input, has)).toBe(key ? PASSWORD_CHANGE_TOASTS[key] : null);
  });

  test("change schema points at the failing field", () => {
    const result = changePasswordSchema(true).safeParse({
      newPassword: "abcdef",
      confirmPassword: "abc",
      currentPassword: "old",
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["confirmPassword"],
      message: "New password and confirmation don't match.",
    });
    expect(
      changePasswordSchema(false).safeParse({ newPassword: "abcdef", confirmPassword: "abcdef" })
        .success,
    ).toBe(true);
  });
});
