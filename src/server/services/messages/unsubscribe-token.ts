/**
 * Unsubscribe links that work without signing in: the token names a user and a notification
 * kind, signed with HMAC-SHA256 under the auth secret, so nobody can forge one for another
 * user and changing the kind breaks the signature. Tokens do not expire: an unsubscribe link
 * in an old mail must still work.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/domain/contract/messages";

const PURPOSE = "lenderlane:unsubscribe:v1";

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");
}

export function createUnsubscribeToken(
  secret: string,
  userId: string,
  kind: NotificationKind,
): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and kind of a valid token; null for anything forged, altered or malformed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      u?: unknown;
      k?: unknown;
    };
    if (typeof data.u !== "string") return null;
    const kind = NOTIFICATION_KINDS.find((k) => k === data.k);
    return kind ? { userId: data.u, kind } : null;
  } catch {
    return null;
  }
}

export function unsubscribeUrl(
  baseUrl: string,
  secret: string,
  userId: string,
  kind: NotificationKind,
): string {
  return `${baseUrl}/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(secret, userId, kind))}`;
}
