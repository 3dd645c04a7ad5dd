/**
 * Whether a request carries a session cookie, decided by better-auth's own cookie parsers
 * rather than a pattern of ours (issue 27: a regex missed `better-auth.session_token =<token>`,
 * which better-auth reads as signed in, and a signed-in page went into the shared page cache).
 *
 * better-auth reads the session in two ways, and a request counts as carrying a session when
 * either finds the session cookie with a value:
 * - `getSession` (every API call, through `ctx.getSignedCookie`) parses the Cookie header
 *   with better-call's `parseCookies` (names and values trimmed, quotes dropped, the first
 *   of duplicated names kept);
 * - its `getSessionCookie` helper parses with `better-auth/cookies`' `parseCookies` (space and
 *   tab trimmed, quotes dropped, the last of duplicated names kept), and accepts the names
 *   with or without `__Secure-` and with `.` or `-` after the cookie prefix.
 * Names are compared without their `__Secure-`/`__Host-` prefix: a request with either form
 * is treated as signed in whatever the server's own setting. The check is deliberately wider
 * than better-auth's (it does not verify the signature): a wrongly "signed-in" visitor only
 * misses the shared cache, while a signed-in user taken for a visitor would be worse.
 */
import type { BetterAuthOptions } from "better-auth";
import { getCookies, parseCookies, stripSecureCookiePrefix } from "better-auth/cookies";
import { parseCookies as parseRequestCookies } from "better-call";

/** The session cookie's names without a `__Secure-` prefix, as better-auth may read them. */
export function sessionCookieNames(options: BetterAuthOptions): ReadonlySet<string> {
  const prefix = options.advanced?.cookiePrefix || "better-auth";
  const configured = stripSecureCookiePrefix(getCookies(options).sessionToken.name);
  return new Set([configured, `${prefix}.session_token`, `${prefix}-session_token`]);
}

/**
 * Whether the Cookie header holds a session cookie with a value, by either of better-auth's
 * parsers. A header the parsers cannot read counts as carrying one (never shared).
 */
export function carriesSessionCookie(
  cookieHeader: string | readonly string[] | undefined,
  names: ReadonlySet<string>,
): boolean {
  // Node joins repeated Cookie headers with '; ' (as better-auth's fromNodeHeaders sees them).
  const header = Array.isArray(cookieHeader) ? cookieHeader.join("; ") : cookieHeader;
  if (typeof header !== "string" || header === "") return false;
  try {
    for (const cookies of [parseRequestCookies(header), parseCookies(header)]) {
      for (const [name, value] of cookies) {
        if (value !== "" && names.has(stripSecureCookiePrefix(name))) return true;
      }
    }
    return false;
  } catch {
    return true;
  }
}
