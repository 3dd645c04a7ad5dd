/**
 * The signed 'send to these' link of the next-step mail (issue 35): names the borrower, the
 * request and the lenders, signed with HMAC-SHA256 under the auth secret, so nobody can forge
 * one or change the lenders. Opening it shows the lenders with one button; sending twice sends
 * nothing more (lenders that already hold the request are skipped).
 */
import { createSignedToken, readSignedToken } from "../../lib/signed-token";

const PURPOSE = "lenderlane:next-step:v1";

export interface NextStepToken {
  userId: string;
  inquiryId: string;
  lenderIds: string[];
}

export function createNextStepToken(secret: string, token: NextStepToken): string {
  return createSignedToken(secret, PURPOSE, {
    u: token.userId,
    i: token.inquiryId,
    l: token.lenderIds,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readNextStepToken(secret: string, token: string): NextStepToken | null {
  const data = readSignedToken(secret, PURPOSE, token);
  if (data === null) return null;
  const ids: unknown[] = Array.isArray(data.l) ? data.l : [];
  if (typeof data.u !== "string" || typeof data.i !== "string") return null;
  if (!ids.every((id): id is string => typeof id === "string" && UUID.test(id))) return null;
  return { userId: data.u, inquiryId: data.i, lenderIds: ids };
}

export function nextStepUrl(baseUrl: string, secret: string, token: NextStepToken): string {
  return `${baseUrl}/next-step?token=${encodeURIComponent(createNextStepToken(secret, token))}`;
}
