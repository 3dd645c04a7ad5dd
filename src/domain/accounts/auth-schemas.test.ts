import { describe, expect, test } from "vitest";
import { COMPANY_NAME_MAX_LENGTH, URL_MAX_LENGTH } from "../reference/limits";
import { URL_MESSAGES } from "../reference/url";
import {
  lenderSignupSchema,
  magicLinkSchema,
  passwordSignInSchema,
  passwordSignUpSchema,
  resetPasswordSchema,
} from "./auth-schemas";

const first = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues[0];

describe("auth schemas", () => {
  test("magic link needs a non-empty trimmed email", () => {
    expect(magicLinkSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
    expect(first(magicLinkSchema.safeParse({ email: "  " }))?.message).toBe("Email is required");
  });

  test("password sign-in needs both, with no length rule", () => {
    expect(passwordSignInSchema.parse({ email: "a@b.co", password: "x" }).password).toBe("x");
    expect(first(passwordSignInSchema.safeParse({ email: "a@b.co", password: "" }))).toMatchObject({
      path: ["password"],
      message: "Password is required",
    });
  });

  test.each([
    ["12345", false],
    ["123456", true],
  ])("sign-up password %j accepted: %s", (password, ok) => {
    expect(passwordSignUpSchema.safeParse({ email: "a@b.co", password }).success).toBe(ok);
  });

  test("lender sign-up: company, email and password required, website optional", () => {
    expect(
      lenderSignupSchema.parse({
        companyName: " Acme ",
        email: "a@b.co",
        password: "secret1",
        website: "",
      }),
    ).toEqual({ companyName: "Acme", email: "a@b.co", password: "secret1", website: null });
    const result = lenderSignupSchema.safeParse({
      companyName: " ",
      email: "bad",
      password: "123",
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["companyName", "Company name is required"],
      ["email", "Please enter a valid email address"],
      ["password", "Password must be at least 6 characters long."],
    ]);
  });

  // Issue 10: company names and websites have limits, and only http(s) websites are stored.
  describe("lender sign-up limits", () => {
    const lender = (fields: Record<string, unknown>) =>
      lenderSignupSchema.safeParse({
        companyName: "Acme",
        email: "a@b.co",
        password: "secret1",
        ...fields,
      });

    test("company name: 120 characters pass, 121 fail", () => {
      expect(lender({ companyName: "c".repeat(COMPANY_NAME_MAX_LENGTH) }).success).toBe(true);
      expect(
        lender({ companyName: "c".repeat(COMPANY_NAME_MAX_LENGTH + 1) }).error?.issues,
      ).toEqual([
        expect.objectContaining({
          path: ["companyName"],
          message: "Must be 120 characters or less",
        }),
      ]);
    });

    test.each([
      ["javascript:alert(1)", "javascript:alert(1)", URL_MESSAGES.invalid],
      ["not a url", "not a url", URL_MESSAGES.invalid],
      ["ftp://files.example.com", "ftp://files.example.com", URL_MESSAGES.invalid],
      [
        "2049+ characters",
        `https://example.com/${"p".repeat(URL_MAX_LENGTH)}`,
        URL_MESSAGES.tooLong,
      ],
    ])("website %s is refused with the field message", (_label, website, message) => {
      expect(lender({ website }).error?.issues).toEqual([
        expect.objectContaining({ path: ["website"], message }),
      ]);
    });

    test("website: an http(s) address is kept as typed, a bare domain becomes https", () => {
      expect(lender({ website: " https://acme.example.com " }).data?.website).toBe(
        "https://acme.example.com",
      );
      expect(lender({ website: "acme.com" }).data?.website).toBe("https://acme.com");
    });
  });

  test("reset password confirmation", () => {
    expect(
      resetPasswordSchema.safeParse({ newPassword: "abcdef", confirmPassword: "abcdef" }).success,
    ).toBe(true);
    expect(
      first(resetPasswordSchema.safeParse({ newPassword: "abcdef", confirmPassword: "abcdeg" }))
        ?.message,
    ).toBe("New password and confirmation don't match.");
  });
});
