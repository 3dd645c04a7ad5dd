import { describe, expect, test } from "vitest";
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
