import { describe, expect, test } from "vitest";
import {
  aboutYouSchema,
  submissionStatusUpdateSchema,
  validateNewLoanRequest,
  validateQuoteStep1,
  validateQuoteStep2,
} from "./loan-request-schemas";

const request = {
  customName: " ",
  investmentType: "bridge",
  propertyType: "Condos",
  propertyState: "tx",
  loanAmount: "$250,000",
  notes: " Close in 30 days ",
};

describe("new loan request", () => {
  test("valid input is normalised", () => {
    expect(validateNewLoanRequest(request, "dialog")).toEqual({
      ok: true,
      data: {
        customName: null,
        investmentType: "bridge",
        propertyType: "Condo",
        propertyState: "TX",
        loanAmount: 250000,
        notes: "Close in 30 days",
      },
    });
  });

  test.each([
    ["dialog", "Please fill in all required fields."],
    ["step", "Please fill in all fields to continue."],
  ] as const)("missing field in %s → %s", (variant, text) => {
    const result = validateNewLoanRequest({ ...request, propertyState: "" }, variant);
    expect(result).toMatchObject({ ok: false, toast: { title: "Missing Information", text } });
  });

  test.each([
    ["5000", "Minimum loan amount is $10,000"],
    ["$100,000,001", "Loan amount exceeds maximum limit"],
    ["lots", "Please enter a valid loan amount"],
  ])("amount %j → Invalid Loan Amount: %s", (loanAmount, text) => {
    expect(validateNewLoanRequest({ ...request, loanAmount }, "dialog")).toMatchObject({
      ok: false,
      toast: { title: "Invalid Loan Amount", text },
      fieldErrors: { loanAmount: text },
    });
  });

  test("an unknown property type is a validation error, not missing", () => {
    expect(validateNewLoanRequest({ ...request, propertyType: "Castle" }, "step")).toMatchObject({
      ok: false,
      toast: { title: "Validation Error" },
      fieldErrors: { propertyType: "Property type is required" },
    });
  });
});

describe("about you", () => {
  test("email required, the rest optional", () => {
    expect(aboutYouSchema.parse({ email: "a@b.co" })).toEqual({
      email: "a@b.co",
      phone: null,
      creditScore: null,
      experienceYears: null,
    });
    expect(aboutYouSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe(
      "Email is required",
    );
  });
});

describe("quote wizard", () => {
  const step1 = {
    investmentType: "fix_and_flip",
    propertyType: "Non-owner occupied 1-4 family real estate",
    experienceLevel: "1-2",
    propertyState: "CA",
    loanAmount: "300000",
  };

  test("step 1 valid", () => {
    expect(validateQuoteStep1(step1)).toMatchObject({
      ok: true,
      data: { loanAmount: 300000, propertyState: "CA" },
    });
  });

  test.each(["investmentType", "propertyType", "experienceLevel", "propertyState", "loanAmount"])(
    "step 1 without %s → Missing Information",
    (field) => {
      expect(validateQuoteStep1({ ...step1, [field]: "" })).toMatchObject({
        ok: false,
        toast: { title: "Missing Information", text: "Please fill in all fields to continue." },
      });
    },
  );

  test("step 1 with a bad amount → Invalid Loan Amount", () => {
    expect(validateQuoteStep1({ ...step1, loanAmount: "9999" })).toMatchObject({
      ok: false,
      toast: { title: "Invalid Loan Amount", text: "Minimum loan amount is $10,000" },
    });
  });

  const step2 = { firstName: "Jane", lastName: "Doe", email: "jane@x.co", phone: "5551234567" };

  test("step 2 valid", () => {
    expect(validateQuoteStep2(step2)).toEqual({
      ok: true,
      data: { ...step2, phone: "(555) 123-4567" },
    });
  });

  test.each(["firstName", "lastName", "email", "phone"])(
    "step 2 without %s → contact toast",
    (field) => {
      expect(validateQuoteStep2({ ...step2, [field]: " " })).toMatchObject({
        ok: false,
        toast: { title: "Missing Information", text: "Please fill in all contact information." },
      });
    },
  );

  test.each([
    [{ email: "jane@x" }, "email", "Please enter a valid email address"],
    [{ phone: "1234567890" }, "phone", "Please enter a valid phone number"],
    [{ firstName: "a".repeat(51) }, "firstName", "Must be 50 characters or less"],
  ])("step 2 %j → Validation Error", (override, field, message) => {
    expect(validateQuoteStep2({ ...step2, ...override })).toMatchObject({
      ok: false,
      toast: {
        title: "Validation Error",
        text: "Please fix the validation errors before submitting.",
      },
      fieldErrors: { [field]: message },
    });
  });
});

test("submission status update", () => {
  expect(submissionStatusUpdateSchema.parse({ status: "funded" })).toEqual({ status: "funded" });
  expect(submissionStatusUpdateSchema.safeParse({ status: "won" }).success).toBe(false);
});
