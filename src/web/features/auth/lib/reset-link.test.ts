import { describe, expect, test } from "vitest";
import { resetLinkState } from "./reset-link";

describe("reset link state", () => {
  test.each([
    ["?token=abc123", { kind: "form", token: "abc123", signInPath: "/auth" }],
    // Issue 28 item 13: a lender signs in again at /lender-login.
    [
      "?account=lender&token=abc123",
      { kind: "form", token: "abc123", signInPath: "/lender-login" },
    ],
    ["?account=admin&token=abc123", { kind: "form", token: "abc123", signInPath: "/auth" }],
    ["?error=INVALID_TOKEN", { kind: "invalid" }],
    ["?token=abc&error=INVALID_TOKEN", { kind: "invalid" }],
    ["", { kind: "invalid" }],
    ["?token=", { kind: "invalid" }],
    ["?token=%20%20", { kind: "invalid" }],
  ])("%s → %j", (search, expected) => {
    expect(resetLinkState(new URLSearchParams(search))).toEqual(expected);
  });
});
