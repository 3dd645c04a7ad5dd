/**
 * Calls one of better-auth's HTTP endpoints from inside the server, as the browser's own call
 * would reach it: the same headers (cookie, Origin, Fetch Metadata, the client address the auth
 * plugin set), a JSON body, through `auth.handler`. So better-auth's request limit, its origin
 * and CSRF checks and our hooks (throttles, locks, sign-up limits, which count HTTP calls only)
 * apply exactly as they do to the JSON flow, and the session cookie is the one it would set.
 * The account forms without JavaScript use it (routes/account/auth-form-routes.ts).
 */
import type { Auth } from "./auth";
import { AUTH_BASE_PATH } from "./auth";

export interface AuthCallResult {
  status: number;
  /** The failure's code, lower-cased (better-auth's 429 without one: too_many_requests). */
  code: string | null;
  /** Each Set-Cookie header of the answer, separately. */
  setCookies: string[];
  /**
   * Issue 33: a password sign-in stopped for the second factor (better-auth's two-factor
   * plugin answered `twoFactorRedirect`): no session yet, the code page comes next.
   */
  twoFactorRedirect: boolean;
}

function errorCodeOf(status: number, body: unknown): string | null {
  if (status < 400) return null;
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code !== "") return code.toLowerCase();
  return status === 429 ? "too_many_requests" : `http_${status}`;
}

export async function callAuthEndpoint(
  auth: Auth,
  input: {
    /** The request's own origin (protocol and host), which the endpoint URL is built on. */
    origin: string;
    /** The app's public origin (BASE_URL's), one of better-auth's trusted origins. */
    appOrigin: string;
    headers: Headers;
    /** The endpoint under /api/auth, e.g. "/sign-in/email". */
    path: string;
    body: Record<string, unknown>;
  },
): Promise<AuthCallResult> {
  const headers = new Headers(input.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  // A form our own page posted says `Origin: null` (our Referrer-Policy is no-referrer); the
  // origin guard let it through for its `Sec-Fetch-Site: same-origin`. better-auth would infer
  // the origin from the request's host, which behind a proxy is not the public one: it is
  // given the app's own instead.
  if (headers.get("origin") === "null" && headers.get("sec-fetch-site") === "same-origin") {
    headers.set("origin", input.appOrigin);
  }
  const response = await auth.handler(
    new Request(new URL(`${AUTH_BASE_PATH}${input.path}`, input.origin), {
      method: "POST",
      headers,
      body: JSON.stringify(input.body),
    }),
  );
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return {
    status: response.status,
    code: errorCodeOf(response.status, parsed),
    setCookies: response.headers.getSetCookie(),
    twoFactorRedirect:
      (parsed as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true,
  };
}
