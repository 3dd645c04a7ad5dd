/**
 * What /reset-password shows for its query string. better-auth's emailed link passes through
 * /api/auth/reset-password/<token>, which redirects here with ?token=… when the token is valid
 * or ?error=INVALID_TOKEN when it is unknown, used or expired.
 */
export type ResetLinkState = { kind: "form"; token: string } | { kind: "invalid" };

export function resetLinkState(params: URLSearchParams): ResetLinkState {
  const token = params.get("token")?.trim() ?? "";
  if (params.get("error") || token === "") return { kind: "invalid" };
  return { kind: "form", token };
}
