/**
 * The signed links that work without signing in (next step, unsubscribe, saved-search
 * unsubscribe): `payload.signature`, the payload base64url JSON, the signature HMAC-SHA256
 * under the auth secret over `purpose:payload`. Each link has a purpose of its own, so one
 * kind's token is never another's. Each reader checks the fields of its own payload.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

function sign(secret: string, purpose: string, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url");
}

/** A token for `data` (a JSON object) under `purpose`. */
export function createSignedToken(
  secret: string,
  purpose: string,
  data: Record<string, unknown>,
): string {
  const payload = Buffer.from(JSON.stringify(data)).toString("base64url");
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/**
 * The JSON object a token signed under `purpose` carries; null for anything forged, altered,
 * malformed or not an object.
 */
export function readSignedToken(
  secret: string,
  purpose: string,
  token: string,
): Record<string, unknown> | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
