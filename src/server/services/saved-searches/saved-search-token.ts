/**
 * The unsubscribe link of a saved search's alert (issue 32), working without signing in: the
 * token names the search, signed with HMAC-SHA256 under the auth secret with a purpose of its
 * own (a notification token of messages/unsubscribe-token.ts is not one of these, nor the
 * reverse). Tokens do not expire: the link in an old alert must still work.
 */
import { createSignedToken, readSignedToken } from "../../lib/signed-token";

const PURPOSE = "lenderlane:saved-search-unsubscribe:v1";

export function createSavedSearchToken(secret: string, searchId: string): string {
  return createSignedToken(secret, PURPOSE, { s: searchId });
}

/** The search of a valid token; null for anything forged, altered or malformed. */
export function readSavedSearchToken(secret: string, token: string): string | null {
  const data = readSignedToken(secret, PURPOSE, token);
  return typeof data?.s === "string" ? data.s : null;
}

/**
 * The alert's unsubscribe address: the web page (GET shows it, its button POSTs the JSON
 * route) and, for RFC 8058 one-click, the same address POSTed by the mail client.
 */
export function savedSearchUnsubscribeUrl(baseUrl: string, secret: string, searchId: string) {
  return `${baseUrl}/saved-searches/unsubscribe?token=${encodeURIComponent(createSavedSearchToken(secret, searchId))}`;
}
