import { describe, expect, it } from "vitest";
import { authUrlErrorText, magicLinkError, passwordSignInError, signUpError } from "./auth-errors";

describe("passwordSignInError (spec 8)", () => {
  it("maps wrong credentials, by spec message or better-auth code", () => {
    const expected = {
      title: "Invalid credentials",
      message: "Please check your email and password and try again.",
    };
    expect(passwordSignInError({ message: "Invalid login credentials" })).toEqual(expected);
    expect(
      passwordSignInError({
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "Invalid email or password",
      }),
    ).toEqual(expected);
  });

  it("maps an unverified email", () => {
    const expected = {
      title: "Email not confirmed",
      message: "Please check your email and click the confirmation link.",
    };
    expect(passwordSignInError({ message: "Email not confirmed" })).toEqual(expected);
    expect(
      passwordSignInError({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" }),
    ).toEqual(expected);
  });

  it("passes other messages through", () => {
    expect(passwordSignInError({ message: "Server exploded" })).toEqual({
      title: "Error signing in",
      message: "Server exploded",
    });
  });
});

describe("magicLinkError (spec 8)", () => {
  it("follows the catalogue order", () => {
    expect(
      magicLinkError({ message: "For security purposes, you can only request this after 30s" })
        .title,
    ).toBe("Too many requests");
    expect(magicLinkError({ message: "Email rate limit exceeded" }).title).toBe("Rate limited");
    expect(magicLinkError({ message: "Too many requests", status: 429 }).title).toBe(
      "Rate limited",
    );
    expect(magicLinkError({ code: "INVALID_EMAIL", message: "Invalid email" }).title).toBe(
      "Invalid email",
    );
    expect(magicLinkError({ message: "Boom" })).toEqual({ title: "Error", message: "Boom" });
  });
});

describe("signUpError (spec 8)", () => {
  it("maps existing accounts, weak passwords and the rest", () => {
    expect(
      signUpError({ code: "USER_ALREADY_EXISTS", message: "User already exists." }).title,
    ).toBe("Account exists");
    expect(signUpError({ message: "User already registered" }).title).toBe("Account exists");
    expect(signUpError({ code: "PASSWORD_TOO_SHORT", message: "Password too short" }).title).toBe(
      "Weak password",
    );
    expect(signUpError({ message: "Boom" }).title).toBe("Error creating account");
  });
});

describe("authUrlErrorText (spec 8 'Auth URL errors')", () => {
  it.each([
    ["access_denied", null, "Your magic link has expired. Please request a new one."],
    ["EXPIRED_TOKEN", null, "Your magic link has expired. Please request a new one."],
    [
      "otp_expired",
      "Email link is invalid or has expired",
      "Your magic link has expired. Please request a new one.",
    ],
    ["server_error", null, "Authentication server error. Please try again."],
    ["INVALID_TOKEN", null, "Invalid or expired magic link. Please request a new one."],
    ["weird", "Something odd", "Something odd"],
    ["weird", null, "weird"],
  ])("%s / %s", (code, description, text) => {
    expect(authUrlErrorText(code, description)).toBe(text);
  });
});
