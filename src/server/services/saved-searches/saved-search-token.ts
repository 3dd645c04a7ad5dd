/**
 * The unsubscribe link of a saved search's alert (issue 32), working without signing in: the
 * token names the search, signed with HMAC-SHA256 under the auth secret with a purpose of its
 * own (a notification token of messages/unsubscribe-token.ts is not one of these, nor the
 * reverse). Tokens do not expire: the link in an old alert must still work.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "lenderlane:saved-search-unsubscribe:v1";

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");
}

export function createSavedSearchToken(secret: string, searchId: string): string {
  const payload = Buffer.from(JSON.stringify({ s: searchId })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The search of a valid token; null for anything forged, altered or malformed. */
export function readSavedSearchToken(secret: string, token: string): string | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { s?: unknown };
    return typeof data.s === "string" ? data.s : null;
  } catch {
    return null;
  }
}

/**
 * The alert's unsubscribe address: the web page (GET shows it, its button POSTs the JSON
 * route) and, for RFC 8058 one-click, the same address POSTed by the mail client.
 */
export function savedSearchUnsubscribeUrl(baseUrl: string, secret: string, searchId: string) {
  return `${baseUrl}/saved-searches/unsubscribe?token=${encodeURIComponent(createSavedSearchToken(secret, searchId))}`;
}
