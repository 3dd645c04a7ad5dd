import { describe, expect, test } from "vitest";
import { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH } from "../reference/limits";
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

  test("empty values become null, except the full name", () => {
    expect(
      profileEditSchema.parse({
        fullName: "Jane",
        phone: "",
        experienceYears: "",
        creditScore: "",
      }),
    ).toEqual({
      fullName: "Jane",
      phone: null,
      experienceYears: null,
      creditScore: null,
    });
  });

  // Issue 10: blanking the name used to re-open 'Complete Your Profile' (and a role change).
  test.each([[""], ["   "], [null]])("full name %j is refused: it can't be blanked", (fullName) => {
    expect(profileEditSchema.safeParse({ fullName }).error?.issues[0]).toMatchObject({
      path: ["fullName"],
      message: "Full name is required",
    });
  });

  test("full name: 50 characters pass, 51 fail", () => {
    expect(profileEditSchema.safeParse({ fullName: "n".repeat(NAME_MAX_LENGTH) }).success).toBe(
      true,
    );
    expect(
      profileEditSchema.safeParse({ fullName: "n".repeat(NAME_MAX_LENGTH + 1) }).error?.issues[0],
    ).toMatchObject({ path: ["fullName"], message: "Must be 50 characters or less" });
  });

  test.each([
    [{ creditScore: "299" }, "creditScore", "Credit score must be between 300-850"],
    [{ creditScore: "7x0" }, "creditScore", "Credit score must be a number"],
    [{ phone: "1234567890" }, "phone", "Please enter a valid phone number"],
    [{ fullName: "a".repeat(51) }, "fullName", "Must be 50 characters or less"],
    [{ experienceYears: "10+" }, "experienceYears", "Please choose an experience option"],
  ])("%j fails on %s", (input, field, message) => {
    // A saved name beside the field under test (the name is required since issue 10).
    const result = profileEditSchema.safeParse({ fullName: "Jane", ...input });
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

  test("company name: 120 characters pass, 121 fail (a borrower's too)", () => {
    const base = { fullName: "Jane", userType: "lender" };
    expect(
      completeProfileSchema.safeParse({ ...base, companyName: "c".repeat(COMPANY_NAME_MAX_LENGTH) })
        .success,
    ).toBe(true);
    for (const userType of ["lender", "borrower"]) {
      expect(
        completeProfileSchema.safeParse({
          ...base,
          userType,
          companyName: "c".repeat(COMPANY_NAME_MAX_LENGTH + 1),
        }).error?.issues[0],
      ).toMatchObject({ path: ["companyName"], message: "Must be 120 characters or less" });
    }
    expect(
      completeProfileSchema.safeParse({ ...base, fullName: "n".repeat(NAME_MAX_LENGTH + 1) }).error
        ?.issues[0],
    ).toMatchObject({ path: ["fullName"], message: "Must be 50 characters or less" });
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
  const company = (length: number) =>
    lenderApprovalSchema.safeParse({ mode: "new", companyName: "c".repeat(length) });
  expect(company(COMPANY_NAME_MAX_LENGTH).success).toBe(true);
  expect(company(COMPANY_NAME_MAX_LENGTH + 1).error?.issues[0]?.message).toBe(
    "Must be 120 characters or less",
  );
});
