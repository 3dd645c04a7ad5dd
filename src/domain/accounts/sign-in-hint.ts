/**
 * Issue 34: the session cookie is HttpOnly, so a page's script cannot tell a signed-in
 * browser from a visitor's. A visitor's shared copy of a public page hands the session over as
 * 'nobody, but ask' (web/app/ssr-state.ts); this readable hint, kept in step with the session
 * cookie by the server (server/plugins/auth.ts), lets a visitor's browser skip that question.
 * It says only "this browser holds a session cookie", never whose.
 */
export const SIGN_IN_HINT_COOKIE = "ll_signed_in";

/**
 * What the page's early script (server/html/early-press-script.ts) puts on `<html>` when the
 * hint is set, before the header is parsed: global.css then hides the header's visitor-only
 * links, keeping their room, until the app knows the session (components/layout/header.tsx).
 */
export const SIGN_IN_HINT_ATTRIBUTE = "data-signed-in-hint";

/** Marks an element global.css hides while the page carries SIGN_IN_HINT_ATTRIBUTE. */
export const VISITOR_ONLY_ATTRIBUTE = "data-visitor-only";

/** Whether a Cookie header (or document.cookie) holds the sign-in hint. */
export function hasSignInHint(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(";").some((part) => part.trim() === `${SIGN_IN_HINT_COOKIE}=1`);
}
