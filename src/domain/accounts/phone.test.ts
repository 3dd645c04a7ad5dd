import { describe, expect, test } from "vitest";
import {
  formatPhone,
  optionalPhoneSchema,
  PHONE_MESSAGES,
  phoneDigits,
  requiredPhoneSchema,
  validatePhone,
} from "./phone";

describe("validatePhone", () => {
  test.each([
    ["", null],
    [null, null],
    ["(555) 123-4567", null],
    ["555.123.4567", null],
    ["2125550199", null],
    ["555123456", "Phone number must be 10 digits"],
    ["55512345678", "Phone number must be 10 digits"],
    ["+1 (555) 123-4567", "Phone number must be 10 digits"],
    ["0551234567", "Invalid area code"],
    ["1551234567", "Invalid area code"],
    ["2551234567", null],
    ["9551234567", null],
    ["5555555555", "Please enter a valid phone number"],
    ["2222222222", "Please enter a valid phone number"],
    ["0000000000", "Please enter a valid phone number"],
    ["1234567890", "Please enter a valid phone number"],
    ["0987654321", "Please enter a valid phone number"],
    ["5555555556", null],
  ])("%j → %s", (value, message) => {
    expect(validatePhone(value)).toBe(message);
  });

  test("required", () => {
    expect(validatePhone("", { required: true })).toBe("Phone number is required");
    expect(validatePhone("(555) 123-4567", { required: true })).toBeNull();
    expect(PHONE_MESSAGES.required).toBe("Phone number is required");
  });
});

describe("formatPhone", () => {
  test.each([
    ["", ""],
    ["5", "5"],
    ["555", "555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["55512345678", "(555) 123-4567"],
    ["(555) 123-4567", "(555) 123-4567"],
  ])("%j → %j", (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  test("display format is 14 characters", () => {
    expect(formatPhone("5551234567")).toHaveLength(14);
    expect(phoneDigits("(555) 123-4567")).toBe("5551234567");
  });
});

describe("phone schemas", () => {
  test("optional: empty → null, valid → display format", () => {
    expect(optionalPhoneSchema.parse("")).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneSchema.parse("555-123-4567")).toBe("(555) 123-4567");
    expect(optionalPhoneSchema.safeParse("123").error?.issues[0]?.message).toBe(
      "Phone number must be 10 digits",
    );
  });

  test("required", () => {
    expect(requiredPhoneSchema.parse("5551234567")).toBe("(555) 123-4567");
    expect(requiredPhoneSchema.safeParse("").error?.issues[0]?.message).toBe(
      "Phone number is required",
    );
  });
});
