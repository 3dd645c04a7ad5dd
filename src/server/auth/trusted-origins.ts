/**
 * The browser origins the server accepts state-changing requests from: the configured one
 * (BASE_URL). When that is a loopback address (development), its other loopback spellings too:
 * `localhost`, `127.0.0.1` and `[::1]` on the same port reach the same server on the same
 * machine, and the server prints 127.0.0.1 among them, so a page opened at any of them works.
 * better-auth's `trustedOrigins` and our own origin guard both use this list.
 */
import { isAPIError } from "better-auth/api";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

export function trustedOriginsFor(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

/** better-auth's refusal of a request whose Origin is not trusted (HTTP 403). */
export const INVALID_ORIGIN_CODE = "INVALID_ORIGIN";

export function originRefusedMessage(baseUrl: string): string {
  return `This page was opened at an address the server does not accept. Open ${baseUrl} and try again.`;
}

/**
 * better-auth says only "Invalid origin"; the user should learn what to do. Called from
 * better-auth's onAPIError hook, before the error becomes the response.
 */
export function explainOriginRefusal(error: unknown, baseUrl: string): void {
  if (!isAPIError(error) || error.body?.code !== INVALID_ORIGIN_CODE) return;
  error.body.message = originRefusedMessage(baseUrl);
}
