import { describe, expect, test } from "vitest";
import { magicLinkErrorToast, resendLockFromError } from "@/web/features/auth/lib/auth-errors";
import { isApiError } from "@/web/lib/api-client";
import { AuthActionError, unwrapAuth } from "./auth-error";

describe("better-auth client errors", () => {
  test("take our API's error shape, codes lower-cased", () => {
    const error = new AuthActionError({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Invalid email or password",
      status: 401,
      statusText: "Unauthorized",
    });
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      code: "invalid_email_or_password",
      status: 401,
      message: "Invalid email or password",
      retryAfterSeconds: undefined,
    });
  });

  test("our refusals inside better-auth keep their wait", () => {
    const error = new AuthActionError({
      code: "magic_link_locked",
      message: "For security purposes, you can only request this after 37 seconds.",
      status: 429,
      retryAfterSeconds: 37,
    });
    expect(error.retryAfterSeconds).toBe(37);
    expect(resendLockFromError(error)).toBe(37);
    expect(magicLinkErrorToast(error).title).toBe("Too many requests");
  });

  test("a 429 without a code is better-auth's request limit", () => {
    const error = new AuthActionError({ status: 429, message: "Too many requests." });
    expect(error.code).toBe("too_many_requests");
    expect(magicLinkErrorToast(error).title).toBe("Rate limited");
  });

  test("unwrapAuth throws the error answer and returns the data", () => {
    expect(unwrapAuth({ data: { ok: true }, error: null })).toEqual({ ok: true });
    expect(() => unwrapAuth({ data: null, error: { status: 500 } })).toThrow(
      "Something went wrong.",
    );
  });
});
