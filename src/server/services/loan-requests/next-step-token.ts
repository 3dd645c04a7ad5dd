/**
 * The signed 'send to these' link of the next-step mail (issue 35): names the borrower, the
 * request and the lenders, signed with HMAC-SHA256 under the auth secret, so nobody can forge
 * one or change the lenders. Opening it shows the lenders with one button; sending twice sends
 * nothing more (lenders that already hold the request are skipped).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "lenderlane:next-step:v1";

export interface NextStepToken {
  userId: string;
  inquiryId: string;
  lenderIds: string[];
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${payload}`).digest("base64url");
}

export function createNextStepToken(secret: string, token: NextStepToken): string {
  const payload = Buffer.from(
    JSON.stringify({ u: token.userId, i: token.inquiryId, l: token.lenderIds }),
  ).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readNextStepToken(secret: string, token: string): NextStepToken | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      u?: unknown;
      i?: unknown;
      l?: unknown;
    };
    const ids = Array.isArray(data.l) ? data.l : [];
    if (typeof data.u !== "string" || typeof data.i !== "string") return null;
    if (!ids.every((id): id is string => typeof id === "string" && UUID.test(id))) return null;
    return { userId: data.u, inquiryId: data.i, lenderIds: ids };
  } catch {
    return null;
  }
}

export function nextStepUrl(baseUrl: string, secret: string, token: NextStepToken): string {
  return `${baseUrl}/next-step?token=${encodeURIComponent(createNextStepToken(secret, token))}`;
}
