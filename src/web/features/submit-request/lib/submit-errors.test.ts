import { describe, expect, test } from "vitest";
import { ApiError, CLIENT_ERROR_CODES } from "@/web/lib/api-client";
import { anonymousFailureText, signedInFailureToast } from "./submit-errors";

describe("signed-in submission failures (toasts by code)", () => {
  test("already_submitted is spec 8's 'Already Submitted'", () => {
    expect(signedInFailureToast(new ApiError(409, "already_submitted", "dup"))).toEqual({
      title: "Already Submitted",
      text: "This loan request has already been submitted to this lender.",
    });
  });

  test("a field refusal names the field's message; server and network failures the fallback", () => {
    expect(
      signedInFailureToast(
        new ApiError(400, "validation_failed", "Invalid", { "request.loanAmount": "Too big" }),
      ),
    ).toEqual({ title: "Error", text: "Too big" });
    expect(signedInFailureToast(new ApiError(500, "internal", "boom"))).toEqual({
      title: "Error",
      text: "Failed to submit loan request.",
    });
    expect(signedInFailureToast(new ApiError(0, CLIENT_ERROR_CODES.network, "offline"))).toEqual({
      title: "Error",
      text: "Failed to submit loan request.",
    });
    expect(signedInFailureToast(new ApiError(403, "forbidden", "Borrowers only"))).toEqual({
      title: "Error",
      text: "Borrowers only",
    });
  });
});

describe("a visitor's failure (the step-5 alert by code)", () => {
  test("limits say how long to wait", () => {
    expect(anonymousFailureText(new ApiError(429, "too_many_requests", "x", undefined, 3600))).toBe(
      "Too many requests from this address or email. Please try again in 60 minutes.",
    );
    expect(anonymousFailureText(new ApiError(429, "too_many_requests", "x"))).toBe(
      "Too many requests from this address or email. Please try again later.",
    );
  });

  test("field refusals list their messages after 'Failed to process submission'", () => {
    expect(
      anonymousFailureText(
        new ApiError(400, "validation_failed", "Invalid", { email: "Email is required" }),
      ),
    ).toBe("Failed to process submission: Email is required");
    expect(anonymousFailureText(new ApiError(400, "validation_failed", "Invalid"))).toBe(
      "Failed to process submission",
    );
  });

  test("a request outside a lender's hard limits shows the server's reason (issue 31)", () => {
    const message = "Coral Key Investor Finance: Needs a credit score of 680 or more.";
    expect(anonymousFailureText(new ApiError(409, "outside_lending_criteria", message))).toBe(
      message,
    );
  });

  test("anything else is spec 8's retry text", () => {
    expect(anonymousFailureText(new ApiError(500, "internal", "boom"))).toBe(
      "Failed to process submission. Please try again.",
    );
    expect(anonymousFailureText(new Error("?"))).toBe("Failed to process submission");
  });
});
