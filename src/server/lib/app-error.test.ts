import { describe, expect, test } from "vitest";
import { ERROR_CODES } from "@/domain/contract/error";
import { AppError, forbidden, notFound, secondsToWait, unauthorized } from "./app-error";

describe("AppError", () => {
  test("its status is its code's status in the contract", () => {
    expect(new AppError("already_submitted", "Already").status).toBe(409);
    expect(new AppError("magic_link_locked", "Wait").status).toBe(429);
    for (const code of Object.keys(ERROR_CODES) as (keyof typeof ERROR_CODES)[]) {
      expect(new AppError(code, "x").status).toBe(ERROR_CODES[code]);
    }
  });

  test("carries field messages, given alone or as options", () => {
    expect(new AppError("validation_failed", "Check", { email: "Invalid" }).fields).toEqual({
      email: "Invalid",
    });
    const error = new AppError("validation_failed", "Check", { fields: { phone: "Bad" } });
    expect(error.fields).toEqual({ phone: "Bad" });
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  test("carries the wait in whole seconds, at least 1", () => {
    expect(new AppError("too_many_attempts", "Wait", { retryAfterSeconds: 12.2 })).toMatchObject({
      retryAfterSeconds: 13,
      fields: undefined,
    });
    expect(
      new AppError("too_many_attempts", "Wait", { retryAfterSeconds: 0 }).retryAfterSeconds,
    ).toBe(1);
    expect(secondsToWait(1)).toBe(1);
    expect(secondsToWait(60_000)).toBe(60);
  });

  test("the helpers keep their codes and default messages", () => {
    expect(unauthorized()).toMatchObject({ code: "unauthorized", status: 401 });
    expect(forbidden("No")).toMatchObject({ code: "forbidden", status: 403, message: "No" });
    expect(notFound()).toMatchObject({ code: "not_found", status: 404, message: "Not found." });
  });
});
