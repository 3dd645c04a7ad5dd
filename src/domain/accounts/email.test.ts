import { describe, expect, test } from "vitest";
import { EMAIL_MESSAGES, emailSchema, isValidEmail, validateEmail } from "./email";

const local64 = "a".repeat(64);
const local65 = "a".repeat(65);
// 254 characters in total: 64 + "@" + 185 + ".com" = 254.
const at254 = `${local64}@${"b".repeat(185)}.com`;
const at255 = `${local64}@${"b".repeat(186)}.com`;

describe("validateEmail", () => {
  test("messages are the spec's", () => {
    expect(EMAIL_MESSAGES).toEqual({
      required: "Email is required",
      invalid: "Please enter a valid email address",
      tooLong: "Email address is too long",
      localPartTooLong: "Email address is invalid",
    });
  });

  test.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    [null, "Email is required"],
    ["jane@example.com", null],
    ["  jane.doe+loans@sub.example.co  ", null],
    ["jane@example", "Please enter a valid email address"],
    ["jane.example.com", "Please enter a valid email address"],
    ["jane@@example.com", "Please enter a valid email address"],
    ["jane..doe@example.com", "Please enter a valid email address"],
    ["jane@example..com", "Please enter a valid email address"],
    [".jane@example.com", "Please enter a valid email address"],
    ["jane@example.com.", "Please enter a valid email address"],
    ["jane.@example.com", "Please enter a valid email address"],
    ["jane@.example.com", "Please enter a valid email address"],
    ["jane@example.c", "Please enter a valid email address"],
    ["jane doe@example.com", "Please enter a valid email address"],
    [at254, null],
    [at255, "Email address is too long"],
    [`${local64}@example.com`, null],
    [`${local65}@example.com`, "Email address is invalid"],
  ])("%j → %s", (value, message) => {
    expect(validateEmail(value)).toBe(message);
    expect(isValidEmail(value)).toBe(message === null);
  });

  test("boundary fixtures have the intended lengths", () => {
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
  });
});

describe("emailSchema", () => {
  test("outputs the trimmed address", () => {
    expect(emailSchema.parse("  a@b.co ")).toBe("a@b.co");
  });

  test.each([
    ["", "Email is required"],
    [undefined, "Email is required"],
    ["a@b", "Please enter a valid email address"],
  ])("%j fails with %s", (value, message) => {
    const result = emailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
