/**
 * A request URL as it may be written to the log (issue 27): links from mails carry secrets in
 * the query string (magic-link and verification `token`, an unsubscribe `token`, a reset
 * page's `token`) or in the path (better-auth's `/reset-password/<token>`). Whoever reads
 * the logs must not be able to use them, so their values become `[redacted]`:
 * - a query parameter whose name contains token, code, secret, password, signature or otp
 *   (any case);
 * - inside a parameter that holds another URL (`callbackURL`, `redirect`, `next`…), the same
 *   rule applied to that URL;
 * - the token segment of `/api/auth/reset-password/<token>`.
 * Everything else stays as sent (search filters and page numbers help reading the logs).
 */
export const REDACTED = "[redacted]";

const SECRET_PARAM = /token|code|secret|password|signature|otp/i;
const URL_PARAM = /url|redirect|callback|next|return/i;
const SECRET_PATHS = [/^(\/api\/auth\/reset-password\/)[^/?#]+/i];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  let path = mark < 0 ? url : url.slice(0, mark);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const rawName = eq < 0 ? part : part.slice(0, eq);
      const name = decoded(rawName);
      if (SECRET_PARAM.test(name)) return eq < 0 ? part : `${rawName}=${REDACTED}`;
      if (eq >= 0 && URL_PARAM.test(name)) {
        const value = decoded(part.slice(eq + 1));
        const redacted = redactUrl(value);
        return redacted === value ? part : `${rawName}=${encodeURIComponent(redacted)}`;
      }
      return part;
    });
  return `${path}?${query.join("&")}`;
}
