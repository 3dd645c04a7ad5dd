import { describe, expect, test } from "vitest";
import { completeProfileSchema, profileEditSchema } from "@/domain/accounts/profile-schemas";
import { completeProfileValues, profileEditValues } from "./profile-form-values";

const saved = {
  fullName: "Jane Doe",
  phone: "5551234567",
  creditScore: 720,
  experienceYears: "3-5" as const,
};

describe("profile edit values", () => {
  test("from a saved profile, and back through the domain schema unchanged", () => {
    const values = profileEditValues(saved);
    expect(values).toEqual({
      fullName: "Jane Doe",
      phone: "(555) 123-4567",
      experienceYears: "3-5",
      creditScore: "720",
    });
    expect(profileEditSchema.parse(values)).toEqual({
      fullName: "Jane Doe",
      phone: "(555) 123-4567",
      experienceYears: "3-5",
      creditScore: 720,
    });
  });

  test("empty profile gives empty inputs; the name is required, the rest save as nulls", () => {
    const values = profileEditValues({
      fullName: null,
      phone: null,
      experienceYears: null,
      creditScore: null,
    });
    expect(values).toEqual({ fullName: "", phone: "", experienceYears: null, creditScore: "" });
    // Issue 10: the full name can't be blanked (nor left blank) by a profile edit.
    expect(profileEditSchema.safeParse(values).error?.issues).toEqual([
      expect.objectContaining({ path: ["fullName"], message: "Full name is required" }),
    ]);
    expect(profileEditSchema.parse({ ...values, fullName: "Jane" })).toEqual({
      fullName: "Jane",
      phone: null,
      experienceYears: null,
      creditScore: null,
    });
  });
});

describe("complete profile values", () => {
  test("a new (default borrower) account must choose a role", () => {
    const values = completeProfileValues({
      ...saved,
      fullName: null,
      userType: "borrower",
      companyName: null,
    });
    expect(values.userType).toBe("");
    expect(completeProfileSchema.safeParse(values).success).toBe(false);
  });

  test("a lender keeps the role and company", () => {
    const values = completeProfileValues({
      ...saved,
      fullName: null,
      userType: "lender",
      companyName: "Acme Capital",
    });
    expect(values).toMatchObject({ userType: "lender", companyName: "Acme Capital" });
    expect(completeProfileSchema.parse({ ...values, fullName: "Jane" })).toMatchObject({
      userType: "lender",
      companyName: "Acme Capital",
      creditScore: 720,
    });
  });
});
