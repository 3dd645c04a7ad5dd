import { describe, expect, test } from "vitest";
import { completeProfileSchema, lenderApprovalSchema, profileEditSchema } from "./profile-schemas";

describe("profile edit", () => {
  test("keeps only the four saved fields, normalised", () => {
    expect(
      profileEditSchema.parse({
        fullName: " Jane Doe ",
        phone: "5551234567",
        experienceYears: "3-5",
        creditScore: "720",
        email: "ignored@x.co",
        userType: "admin",
      }),
    ).toEqual({
      fullName: "Jane Doe",
      phone: "(555) 123-4567",
      experienceYears: "3-5",
      creditScore: 720,
    });
  });

  test("empty values become null", () => {
    expect(
      profileEditSchema.parse({ fullName: "", phone: "", experienceYears: "", creditScore: "" }),
    ).toEqual({
      fullName: null,
      phone: null,
      experienceYears: null,
      creditScore: null,
    });
  });

  test.each([
    [{ creditScore: "299" }, "creditScore", "Credit score must be between 300-850"],
    [{ creditScore: "7x0" }, "creditScore", "Credit score must be a number"],
    [{ phone: "1234567890" }, "phone", "Please enter a valid phone number"],
    [{ fullName: "a".repeat(51) }, "fullName", "Must be 50 characters or less"],
    [{ experienceYears: "10+" }, "experienceYears", "Please choose an experience option"],
  ])("%j fails on %s", (input, field, message) => {
    const result = profileEditSchema.safeParse(input);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe("complete your profile", () => {
  test("company name kept only for lenders", () => {
    expect(
      completeProfileSchema.parse({ fullName: "Jane", userType: "lender", companyName: " Acme " })
        .companyName,
    ).toBe("Acme");
    expect(
      completeProfileSchema.parse({ fullName: "Jane", userType: "borrower", companyName: "Acme" })
        .companyName,
    ).toBeNull();
  });

  test("full name and role are required", () => {
    const result = completeProfileSchema.safeParse({ fullName: " " });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["fullName", "Full name is required"],
      ["userType", "Please choose Borrower or Lender"],
    ]);
    expect(completeProfileSchema.safeParse({ fullName: "J", userType: "admin" }).success).toBe(
      false,
    );
  });
});

test("lender approval needs a lender in existing mode", () => {
  expect(
    lenderApprovalSchema.safeParse({ mode: "existing", lenderId: "" }).error?.issues[0]?.message,
  ).toBe("Please choose a lender to link");
  expect(lenderApprovalSchema.parse({ mode: "existing", lenderId: "l1" })).toEqual({
    mode: "existing",
    lenderId: "l1",
  });
  expect(lenderApprovalSchema.parse({ mode: "new", companyName: "" })).toEqual({
    mode: "new",
    companyName: null,
  });
});
