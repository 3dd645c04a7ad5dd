/**
 * Session rotation at sign-in: better-auth gives every sign-in (password, magic link,
 * verification link) a new session, but leaves the session the browser held before it valid.
 * Whoever had read or planted that earlier cookie would keep a way in. So when an auth answer
 * sets a new session cookie while the request carried another one, the earlier session row is
 * deleted. Called by the auth plugin on every /api/auth/* answer; a renewal (same token) or a
 * sign-out (empty cookie) changes nothing here.
 *
 * The earlier token is taken from the cookie without checking its signature: deleting a
 * session is what its holder can do anyway (sign-out), and it grants nothing.
 */
import { parseCookies } from "better-call";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions } from "../db/schema";

/** better-auth's session cookie, with the __Secure- prefix in production. */
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token$/;

/** The token part of a signed cookie value (`<token>.<signature>`, URL-encoded). */
function tokenOf(value: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  const token = dot > 0 ? decoded.slice(0, dot) : "";
  return token === "" ? null : token;
}

/**
 * The session token a Cookie request header carries, or null. Read with the parser better-auth's
 * getSession uses (better-call's: names and values trimmed, quotes dropped, the first of
 * duplicated names kept), so every spelling that signs a request in is also revoked at rotation
 * (issue 27: `session_token =<token>` and quoted values were missed by a split of our own).
 */
export function sessionTokenInCookieHeader(header: string | undefined): string | null {
  if (!header) return null;
  let cookies: Map<string, string>;
  try {
    cookies = parseCookies(header);
  } catch {
    return null;
  }
  for (const [name, value] of cookies) {
    if (SESSION_COOKIE.test(name)) return tokenOf(value);
  }
  return null;
}

/** The session token set by Set-Cookie headers, or null (none set, or cleared at sign-out). */
export function sessionTokenInSetCookies(setCookies: readonly string[]): string | null {
  for (const cookie of setCookies) {
    const [pair = ""] = cookie.split(";");
    const eq = pair.indexOf("=");
    if (eq < 0 || !SESSION_COOKIE.test(pair.slice(0, eq).trim())) continue;
    return tokenOf(pair.slice(eq + 1).trim());
  }
  return null;
}

/**
 * Deletes the session the request came with when the answer replaced it with another one.
 * Returns whether a row was deleted.
 */
export async function revokeReplacedSession(
  db: Database,
  requestCookieHeader: string | undefined,
  setCookies: readonly string[],
): Promise<boolean> {
  const before = sessionTokenInCookieHeader(requestCookieHeader);
  if (before === null) return false;
  const after = sessionTokenInSetCookies(setCookies);
  if (after === null || after === before) return false;
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.token, before))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}
