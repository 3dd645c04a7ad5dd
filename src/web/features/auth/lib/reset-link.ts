/**
 * What /reset-password shows for its query string. better-auth's emailed link passes through
 * /api/auth/reset-password/<token>, which redirects here with ?token=… when the token is valid
 * or ?error=INVALID_TOKEN when it is unknown, used or expired.
 */
export type ResetLinkState =
  | { kind: "form"; token: string; signInPath: string }
  | { kind: "invalid" };

/** The server marks a lender account's reset link with account=lender (password-reset-proof.ts). */
export const LENDER_SIGN_IN_PATH = "/lender-login";
export const SIGN_IN_PATH = "/auth";

export function resetLinkState(params: URLSearchParams): ResetLinkState {
  const token = params.get("token")?.trim() ?? "";
  if (params.get("error") || token === "") return { kind: "invalid" };
  const signInPath = params.get("account") === "lender" ? LENDER_SIGN_IN_PATH : SIGN_IN_PATH;
  return { kind: "form", token, signInPath };
}
