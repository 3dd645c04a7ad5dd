import { describe, expect, test } from "vitest";
import { createUnsubscribeToken, readUnsubscribeToken, unsubscribeUrl } from "./unsubscribe-token";

const SECRET = "a-secret-long-enough-for-the-test";
const USER = "2d0c2f4e-7a54-4c57-9d2a-6f1f3b0d9a11";

describe("unsubscribe tokens", () => {
  test("round-trip the user and the kind", () => {
    for (const kind of ["messages", "offers"] as const) {
      expect(readUnsubscribeToken(SECRET, createUnsubscribeToken(SECRET, USER, kind))).toEqual({
        userId: USER,
        kind,
      });
    }
  });

  test("refuse another secret, a changed kind or user, and malformed tokens", () => {
    const token = createUnsubscribeToken(SECRET, USER, "messages");
    const [, signature] = token.split(".");
    const swapped = Buffer.from(JSON.stringify({ u: USER, k: "offers" })).toString("base64url");
    expect(readUnsubscribeToken("another-secret-of-some-length", token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${swapped}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}.extra`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, "")).toBeNull();
    expect(readUnsubscribeToken(SECRET, "abc")).toBeNull();
  });

  test("a token for an unknown kind, even correctly signed, is refused", () => {
    const forged = Buffer.from(JSON.stringify({ u: USER, k: "everything" })).toString("base64url");
    const token = createUnsubscribeToken(SECRET, USER, "messages");
    expect(readUnsubscribeToken(SECRET, `${forged}.${token.split(".")[1]}`)).toBeNull();
  });

  test("the link goes to the unsubscribe page with the token", () => {
    const url = new URL(unsubscribeUrl("https://lenderlane.example.com", SECRET, USER, "offers"));
    expect(url.pathname).toBe("/unsubscribe");
    expect(readUnsubscribeToken(SECRET, url.searchParams.get("token") ?? "")).toMatchObject({
      kind: "offers",
    });
  });
});
