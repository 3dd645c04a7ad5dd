/**
 * Issue 34: the session cookie is HttpOnly, so a page's script cannot tell a signed-in
 * browser from a visitor's. A visitor's shared copy of a public page hands the session over as
 * 'nobody, but ask' (web/app/ssr-state.ts); this readable hint, kept in step with the session
 * cookie by the server (server/plugins/auth.ts), lets a visitor's browser skip that question.
 * It says only "this browser holds a session cookie", never whose.
 */
export const SIGN_IN_HINT_COOKIE = "ll_signed_in";

/** Whether a Cookie header (or document.cookie) holds the sign-in hint. */
export function hasSignInHint(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(";").some((part) => part.trim() === `${SIGN_IN_HINT_COOKIE}=1`);
}
