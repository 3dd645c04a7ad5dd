/** The signed links' one token format (next step, unsubscribe, saved-search unsubscribe). */
import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createSignedToken, readSignedToken } from "./signed-token";

const SECRET = "test-secret-of-at-least-32-characters!!";
const PURPOSE = "lenderlane:test:v1";

/** A token made by hand the way the links in earlier mails were: they must still read. */
function handMade(purpose: string, json: string): string {
  const payload = Buffer.from(json).toString("base64url");
  const signature = createHmac("sha256", SECRET)
    .update(`${purpose}:${payload}`)
    .digest("base64url");
  return `${payload}.${signature}`;
}

describe("signed tokens", () => {
  test("a token reads back its object, and is the format of earlier mails' links", () => {
    const token = createSignedToken(SECRET, PURPOSE, { u: "user-1", k: "messages" });
    expect(token).toBe(handMade(PURPOSE, JSON.stringify({ u: "user-1", k: "messages" })));
    expect(readSignedToken(SECRET, PURPOSE, token)).toEqual({ u: "user-1", k: "messages" });
  });

  test("another purpose, another secret, an altered payload or signature: null", () => {
    const token = createSignedToken(SECRET, PURPOSE, { s: "search-1" });
    const [payload, signature] = token.split(".");
    expect(readSignedToken(SECRET, "lenderlane:other:v1", token)).toBeNull();
    expect(readSignedToken(`${SECRET}x`, PURPOSE, token)).toBeNull();
    const other = Buffer.from(JSON.stringify({ s: "search-2" })).toString("base64url");
    expect(readSignedToken(SECRET, PURPOSE, `${other}.${signature}`)).toBeNull();
    expect(readSignedToken(SECRET, PURPOSE, `${payload}.${signature}x`)).toBeNull();
  });

  test("malformed tokens: null", () => {
    const token = createSignedToken(SECRET, PURPOSE, { s: "search-1" });
    for (const bad of ["", ".", token.split(".")[0] ?? "", `${token}.extra`, `.${token}`]) {
      expect(readSignedToken(SECRET, PURPOSE, bad), bad).toBeNull();
    }
  });

  test("a signed payload that is not a JSON object: null", () => {
    for (const json of ["null", "1", '"text"', "not json"]) {
      expect(readSignedToken(SECRET, PURPOSE, handMade(PURPOSE, json)), json).toBeNull();
    }
  });
});
