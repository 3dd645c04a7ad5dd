import { expect, test } from "vitest";
import { createUnsubscribeToken } from "../messages/unsubscribe-token";
import { createSavedSearchToken, readSavedSearchToken } from "./saved-search-token";

const secret = "a-secret-long-enough-for-tests";
const id = "5b7c2a51-1f0e-4a77-9d59-1c1a6a0e4c01";

test("a token names its search; altered, forged or foreign tokens name none", () => {
  const token = createSavedSearchToken(secret, id);
  expect(readSavedSearchToken(secret, token)).toBe(id);
  const [payload, signature] = token.split(".");
  const other = Buffer.from(JSON.stringify({ s: "another" })).toString("base64url");
  expect(readSavedSearchToken(secret, `${other}.${signature}`)).toBeNull();
  expect(readSavedSearchToken(secret, `${payload}.${signature}x`)).toBeNull();
  expect(readSavedSearchToken("another-secret", token)).toBeNull();
  expect(readSavedSearchToken(secret, `${token}.extra`)).toBeNull();
  // A notification unsubscribe token (another purpose) is not one.
  expect(readSavedSearchToken(secret, createUnsubscribeToken(secret, id, "messages"))).toBeNull();
});
