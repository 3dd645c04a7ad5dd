/**
 * An email confirmation link (sign-up's 'Confirm email address') lands on /auth with
 * `link=confirmation`: the server writes it into the link it mails (server/auth/auth.ts), the
 * browser's auth screen reads it to name that link in its errors
 * (web/features/auth/lib/auth-errors.ts).
 */
export const CONFIRMATION_LINK_PARAM = "link";
export const CONFIRMATION_LINK_VALUE = "confirmation";
