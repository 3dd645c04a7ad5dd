/**
 * Stored web addresses (lender sign-up website): http or https only, at most 2048 characters.
 * A `javascript:` or `data:` address must never be stored: it would reach links and the
 * lender page's JSON-LD `sameAs`. A bare domain ('acme.com') is taken as https.
 */
import { z } from "zod";
import { URL_MAX_LENGTH } from "./limits";

export const URL_MESSAGES = {
  invalid: "Please enter a valid website address, such as https://example.com",
  tooLong: `Website address must be ${URL_MAX_LENGTH} characters or less`,
} as const;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host name with at least one dot and a letter-only top-level label (no IPs, no spaces). */
const HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * The http(s) address as typed (trimmed, `https://` added to a bare domain), or the message of the first failed rule. Blank is not
 * handled here (see optionalUrlSchema).
 */
export function parseHttpUrl(value: string): { url: string } | { error: string } {
  const text = value.trim();
  if (text.length > URL_MAX_LENGTH) return { error: URL_MESSAGES.tooLong };
  const candidate = SCHEME.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { error: URL_MESSAGES.invalid };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { error: URL_MESSAGES.invalid };
  if (url.username || url.password || !HOST.test(url.hostname)) {
    return { error: URL_MESSAGES.invalid };
  }
  // Stored as typed (with the scheme added to a bare domain), which can pass the limit.
  if (candidate.length > URL_MAX_LENGTH) return { error: URL_MESSAGES.tooLong };
  return { url: candidate };
}

/** An optional website: blank → null, else an http(s) URL of at most 2048 characters. */
export const optionalUrlSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (text === "") return null;
    const result = parseHttpUrl(text);
    if ("error" in result) {
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }
    return result.url;
  });
