/**
 * Stored web addresses, the one rule of every URL field (lender sign-up website, the lender
 * form's website, review URL and source URLs, the admin's single-field edits): http or https
 * only, with a real host, at most 2048 characters. A `javascript:` or `data:` address must
 * never be stored: it would reach links and the lender page's JSON-LD `sameAs`. A bare domain
 * ('acme.com') is taken as https.
 *
 * A real host is a domain name with a dot and a top-level label (`acme.com`, `xn--…` for
 * international ones) or a public IP address. `localhost`, a single label (`intranet`) and
 * loopback, private, link-local, documentation or otherwise reserved addresses
 * (`127.0.0.1`, `10.0.0.8`, `[::1]`) are refused: nobody outside our servers can open them.
 */
import { z } from "zod";
import { LENDER_PROVIDED_SOURCE, URL_MAX_LENGTH } from "./limits";

export const URL_MESSAGES = {
  invalid: "Please enter a valid website address, such as https://example.com",
  tooLong: `Website address must be ${URL_MAX_LENGTH} characters or less`,
  /** Source URL fields, which also take 'Lender provided'. */
  source: `Please enter a valid website address, such as https://example.com, or '${LENDER_PROVIDED_SOURCE}'`,
} as const;

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * A host name with at least one dot and a letter-only top-level label, or an international
 * one in its punycode form (what `new URL` makes of 'пример.рф'); no spaces.
 */
const HOST =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
/** `new URL` writes every IPv4 form (`0x7f.1`, `2130706433`) as four decimal numbers. */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** IPv4 blocks nobody outside can reach or that name no host (RFC 6890). */
const NON_PUBLIC_IPV4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
] as const;

const ipv4Number = (octets: readonly number[]) =>
  octets.reduce((value, octet) => value * 256 + octet, 0);

function isPublicIpv4(octets: readonly number[]): boolean {
  if (octets.some((octet) => octet > 255)) return false;
  const value = ipv4Number(octets);
  return !NON_PUBLIC_IPV4.some((block) => {
    const [base = "", bits = "32"] = block.split("/");
    const size = 2 ** (32 - Number(bits));
    const start = ipv4Number(base.split(".").map(Number));
    return value >= start && value < start + size;
  });
}

/** Global unicast (2000::/3) outside the documentation block 2001:db8::/32. */
function isPublicIpv6(hostname: string): boolean {
  const address = hostname.slice(1, -1).toLowerCase();
  const first = Number.parseInt(address.split(":")[0] ?? "", 16);
  if (!Number.isInteger(first) || first < 0x2000 || first > 0x3fff) return false;
  return !/^2001:0*db8(:|$)/.test(address);
}

/** Whether a URL's (normalised) host is one anybody can open: see the rule above. */
export function isRealHost(hostname: string): boolean {
  if (hostname.startsWith("[") && hostname.endsWith("]")) return isPublicIpv6(hostname);
  const ipv4 = IPV4.exec(hostname);
  if (ipv4) return isPublicIpv4(ipv4.slice(1).map(Number));
  return HOST.test(hostname);
}

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
  if (url.username || url.password || !isRealHost(url.hostname)) {
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

/**
 * A source URL (states source, each product's source): an http(s) URL as above, or the
 * 'Lender provided' a lender's own submit stores (any letter case is stored as the constant).
 */
export const optionalSourceUrlSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const text = value?.trim() ?? "";
    if (text === "") return null;
    if (text.toLowerCase() === LENDER_PROVIDED_SOURCE.toLowerCase()) return LENDER_PROVIDED_SOURCE;
    const result = parseHttpUrl(text);
    if ("error" in result) {
      const message = result.error === URL_MESSAGES.invalid ? URL_MESSAGES.source : result.error;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return result.url;
  });

/** A stored address as it may be published: the URL when it meets the rule, else null. */
export function publishableUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const result = parseHttpUrl(value);
  return "url" in result ? result.url : null;
}
