import { describe, expect, test } from "vitest";
import { lockAfterSend, lockDeadline, secondsUntil } from "./resend-lock";

describe("resend lock", () => {
  test("a successful send locks for the default 60 seconds", () => {
    expect(lockAfterSend({ ok: true })).toBe(60);
  });

  test("the server's lock refusal sets its N seconds (retryAfterSeconds)", () => {
    const error = {
      status: 429,
      code: "magic_link_locked",
      message: "For security purposes, you can only request this after 37 seconds.",
      retryAfterSeconds: 37,
    };
    expect(lockAfterSend({ ok: false, error })).toBe(37);
  });

  test("other failures set no lock", () => {
    expect(lockAfterSend({ ok: false, error: { status: 500, message: "Boom" } })).toBeNull();
    expect(
      lockAfterSend({ ok: false, error: { status: 429, message: "Too many requests" } }),
    ).toBeNull();
  });

  test("seconds left count down from the deadline and round up", () => {
    const deadline = lockDeadline(60, 1_000);
    expect(deadline).toBe(61_000);
    expect(secondsUntil(deadline, 1_000)).toBe(60);
    expect(secondsUntil(deadline, 1_001)).toBe(60);
    expect(secondsUntil(deadline, 2_000)).toBe(59);
    expect(secondsUntil(deadline, 60_500)).toBe(1);
    expect(secondsUntil(deadline, 61_000)).toBe(0);
    expect(secondsUntil(deadline, 99_000)).toBe(0);
  });

  test("a negative lock is no lock", () => {
    expect(lockDeadline(-5, 1_000)).toBe(1_000);
  });
});
