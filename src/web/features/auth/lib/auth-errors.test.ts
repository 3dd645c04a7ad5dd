import { describe, expect, test } from "vitest";
import {
  AUTH_URL_ERROR_MESSAGES,
  authUrlErrorMessage,
  CONFIRMATION_LINK_ERROR_MESSAGES,
  isInvalidResetTokenError,
  magicLinkErrorToast,
  passwordSignInErrorToast,
  resendButtonText,
  resendLockFromError,
  resetEmailErrorToast,
  signUpErrorToast,
} from "./auth-errors";

const LOCK_MESSAGE = "For security purposes, you can only request this after 42 seconds.";

describe("magic link", () => {
  test.each([
    [
      { code: "magic_link_locked", message: LOCK_MESSAGE, retryAfterSeconds: 42, status: 429 },
      "Too many requests",
      "Please wait before requesting another magic link. Check your email for the previous link.",
    ],
    [
      { code: "too_many_attempts", message: "Too many sign-in attempts.", status: 429 },
      "Rate limited",
      "Too many sign-in attempts. Please wait a few minutes and try again.",
    ],
    [
      { code: "INVALID_EMAIL", message: "Invalid email" },
      "Invalid email",
      "Please check your email address and try again.",
    ],
    [
      { code: "VALIDATION_ERROR", message: "[body.email] Invalid email address" },
      "Invalid email",
      "Please check your email address and try again.",
    ],
    [{ message: "Network down" }, "Error", "Network down"],
    [{}, "Error", "Something went wrong."],
  ])("%j → %s / %s", (error, title, text) => {
    expect(magicLinkErrorToast(error)).toEqual({ title, text });
  });

  test.each([
    [{ status: 429, message: "Slow down" }, "Rate limited"],
    [{ code: "too_many_requests", message: "Too many requests" }, "Rate limited"],
    [{ code: "INVALID_EMAIL", message: "" }, "Invalid email"],
    [{ code: "X", message: "Boom", status: 500 }, "Error"],
    // Codes decide, not messages: the lock's wording without its code is just an error.
    [{ message: LOCK_MESSAGE }, "Error"],
  ])("error object %j → %s", (error, title) => {
    expect(magicLinkErrorToast(error).title).toBe(title);
  });

  test.each([
    [{ code: "magic_link_locked", message: LOCK_MESSAGE, retryAfterSeconds: 42 }, 42],
    [{ code: "MAGIC_LINK_LOCKED", retryAfterSeconds: 1 }, 1],
    [{ code: "magic_link_locked", retryAfterSeconds: 0.2 }, 1],
    [{ code: "too_many_attempts", retryAfterSeconds: 900 }, null],
    [{ message: LOCK_MESSAGE }, null],
    [{ code: "magic_link_locked" }, null],
  ])("resend lock of %j is %s", (error, seconds) => {
    expect(resendLockFromError(error)).toBe(seconds);
  });

  test.each([
    [60, "Resend in 60s"],
    [1, "Resend in 1s"],
    [0.4, "Resend in 1s"],
    [0, "Resend"],
  ])("%s seconds left → %s", (seconds, text) => {
    expect(resendButtonText(seconds)).toBe(text);
  });
});

describe("password sign-in and sign-up", () => {
  test.each([
    [
      { code: "invalid_email_or_password", message: "Invalid email or password" },
      "Invalid credentials",
      "Please check your email and password and try again.",
    ],
    [
      { code: "email_not_verified", message: "Email not verified" },
      "Email not confirmed",
      "Please check your email and click the confirmation link. We've just sent you a new one.",
    ],
    [{ message: "Boom" }, "Error signing in", "Boom"],
    [
      { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
      "Invalid credentials",
      "Please check your email and password and try again.",
    ],
    [
      { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" },
      "Email not confirmed",
      "Please check your email and click the confirmation link. We've just sent you a new one.",
    ],
    [
      {
        code: "too_many_attempts",
        message: "Too many sign-in attempts. Please wait a few minutes and try again.",
      },
      "Error signing in",
      "Too many sign-in attempts. Please wait a few minutes and try again.",
    ],
    [{ code: "", message: "" }, "Error signing in", "Something went wrong."],
  ])("sign-in %j → %s / %s", (error, title, text) => {
    expect(passwordSignInErrorToast(error)).toEqual({ title, text });
  });

  test.each([
    [
      { code: "USER_ALREADY_EXISTS", message: "User already exists." },
      "Account exists",
      "An account with this email already exists. Please sign in instead.",
    ],
    [
      { code: "password_too_short", message: "Password too short" },
      "Weak password",
      "Password must be at least 6 characters long.",
    ],
    [{ message: "Boom" }, "Error creating account", "Boom"],
    [
      {
        code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
        message: "User already exists. Use another email.",
      },
      "Account exists",
      "An account with this email already exists. Please sign in instead.",
    ],
    [
      { code: "PASSWORD_TOO_SHORT", message: "Password too short" },
      "Weak password",
      "Password must be at least 6 characters long.",
    ],
    [
      { code: "PASSWORD_TOO_LONG", message: "Password too long" },
      "Weak password",
      "Password too long",
    ],
  ])("sign-up %j → %s / %s", (error, title, text) => {
    expect(signUpErrorToast(error)).toEqual({ title, text });
  });
});

describe("auth URL errors", () => {
  test("messages are the spec's", () => {
    expect(AUTH_URL_ERROR_MESSAGES).toEqual({
      expired: "Your magic link has expired. Please request a new one.",
      serverError: "Authentication server error. Please try again.",
      invalid: "Invalid or expired magic link. Please request a new one.",
    });
  });

  test.each([
    [{}, null],
    [{ error: "access_denied" }, AUTH_URL_ERROR_MESSAGES.expired],
    [
      { error: "x", errorDescription: "Email link is invalid or has expired" },
      AUTH_URL_ERROR_MESSAGES.expired,
    ],
    [{ error: "x", errorCode: "otp_expired" }, AUTH_URL_ERROR_MESSAGES.expired],
    [{ error: "server_error", errorDescription: "boom" }, AUTH_URL_ERROR_MESSAGES.serverError],
    [{ error: "x", errorDescription: "Token is INVALID" }, AUTH_URL_ERROR_MESSAGES.invalid],
    [{ error: "x", errorDescription: "Something odd" }, "Something odd"],
    [{ error: "weird_code" }, "weird_code"],
    [{ errorDescription: "Only a description" }, "Only a description"],
    [{ error: "EXPIRED_TOKEN" }, AUTH_URL_ERROR_MESSAGES.expired],
    [{ error: "INVALID_TOKEN" }, AUTH_URL_ERROR_MESSAGES.invalid],
    [{ error: "ACCESS_DENIED" }, AUTH_URL_ERROR_MESSAGES.expired],
    // better-auth's redirect codes (magic-link and email-verification endpoints)
    [{ error: "TOKEN_EXPIRED" }, AUTH_URL_ERROR_MESSAGES.expired],
    [{ error: "failed_to_create_user" }, AUTH_URL_ERROR_MESSAGES.serverError],
    [{ error: "failed_to_create_session" }, AUTH_URL_ERROR_MESSAGES.serverError],
    [{ error: "USER_NOT_FOUND" }, AUTH_URL_ERROR_MESSAGES.invalid],
    [{ error: "INVALID_USER" }, AUTH_URL_ERROR_MESSAGES.invalid],
    // Issue 28: an email confirmation link's failures name that link.
    [{ error: "INVALID_TOKEN", link: "confirmation" }, CONFIRMATION_LINK_ERROR_MESSAGES.invalid],
    [{ error: "TOKEN_EXPIRED", link: "confirmation" }, CONFIRMATION_LINK_ERROR_MESSAGES.expired],
    [{ error: "USER_NOT_FOUND", link: "confirmation" }, CONFIRMATION_LINK_ERROR_MESSAGES.invalid],
    [{ error: "server_error", link: "confirmation" }, AUTH_URL_ERROR_MESSAGES.serverError],
  ])("%j → %s", (params, message) => {
    expect(authUrlErrorMessage(params)).toBe(message);
  });
});

describe("password reset and account notices", () => {
  test.each([
    [{ code: "INVALID_TOKEN", message: "Invalid token", status: 400 }, true],
    [{ code: "invalid_token", message: "Invalid token" }, true],
    [{ code: "PASSWORD_TOO_SHORT", message: "Password too short" }, false],
    [{ message: "Network down" }, false],
  ])("%j is a token problem: %s", (error, expected) => {
    expect(isInvalidResetTokenError(error)).toBe(expected);
  });

  test("reset email failure keeps the spec's title and the message", () => {
    expect(resetEmailErrorToast({ message: "Mail server down" })).toEqual({
      title: "Error sending reset email",
      text: "Mail server down",
    });
    expect(resetEmailErrorToast({}).text).toBe("Something went wrong.");
  });
});
