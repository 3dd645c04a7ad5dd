/**
 * The token of an anonymous request's confirmation link (issue 27 item 5): 32 random bytes,
 * base64url in the mailed link; only its SHA-256 is stored (inquiry_email_tokens), so a
 * database read does not hand out working links. One token per request, used once, to confirm
 * or to withdraw it, until REQUEST_CONFIRMATION_TTL_DAYS have passed.
 */
import { createHash, randomBytes } from "node:crypto";
import { REQUEST_CONFIRMATION_TTL_DAYS } from "@/domain/contract/request-confirmation";
import { HOUR_MS } from "@/domain/reference/limits";
import type { Executor } from "../../db/client";
import { inquiryEmailTokens } from "../../db/schema";

export const hashRequestToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** Stores a new token for the request and returns it (for the mail; never stored). */
export async function createRequestEmailToken(
  tx: Executor,
  inquiryId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(inquiryEmailTokens).values({
    tokenHash: hashRequestToken(token),
    inquiryId,
    expiresAt: new Date(now.getTime() + REQUEST_CONFIRMATION_TTL_DAYS * 24 * HOUR_MS),
  });
  return token;
}

/** The page the mail links to; `intent=withdraw` opens it on 'This wasn't me'. */
export function requestConfirmationUrl(
  baseUrl: string,
  token: string,
  intent: "confirm" | "withdraw",
): string {
  const query = new URLSearchParams({ token });
  if (intent === "withdraw") query.set("intent", "withdraw");
  return `${baseUrl}/request-confirmation?${query}`;
}
