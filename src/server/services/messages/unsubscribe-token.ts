/**
 * Unsubscribe links that work without signing in: the token names a user and a notification
 * kind, signed with HMAC-SHA256 under the auth secret, so nobody can forge one for another
 * user and changing the kind breaks the signature. Tokens do not expire: an unsubscribe link
 * in an old mail must still work.
 */
import { NOTIFICATION_KINDS, type NotificationKind } from "@/domain/contract/messages";
import { createSignedToken, readSignedToken } from "../../lib/signed-token";

const PURPOSE = "lenderlane:unsubscribe:v1";

export function createUnsubscribeToken(
  secret: string,
  userId: string,
  kind: NotificationKind,
): string {
  return createSignedToken(secret, PURPOSE, { u: userId, k: kind });
}

/** The user and kind of a valid token; null for anything forged, altered or malformed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const data = readSignedToken(secret, PURPOSE, token);
  if (data === null || typeof data.u !== "string") return null;
  const kind = NOTIFICATION_KINDS.find((k) => k === data.k);
  return kind ? { userId: data.u, kind } : null;
}

export function unsubscribeUrl(
  baseUrl: string,
  secret: string,
  userId: string,
  kind: NotificationKind,
): string {
  return `${baseUrl}/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(secret, userId, kind))}`;
}

/**
 * The address of List-Unsubscribe: the unsubscribe page with one token per kind of
 * notification in the mail. A mail client that opens it (GET) shows the page, as the footer
 * links do; one that supports RFC 8058 POSTs `List-Unsubscribe=One-Click` to it, which stops
 * every kind named (unsubscribe-routes.ts).
 */
export function oneClickUnsubscribeUrl(
  baseUrl: string,
  secret: string,
  userId: string,
  kinds: readonly NotificationKind[],
): string {
  const query = kinds
    .map((kind) => `token=${encodeURIComponent(createUnsubscribeToken(secret, userId, kind))}`)
    .join("&");
  return `${baseUrl}/unsubscribe?${query}`;
}

/**
 * List-Unsubscribe (RFC 2369) with the https address first and a mailto to the support
 * address when there is one, and List-Unsubscribe-Post (RFC 8058) so mail clients can
 * unsubscribe in one click without opening a page.
 */
export function listUnsubscribeHeaders(
  url: string,
  supportEmail: string | undefined,
): Record<string, string> {
  const support = supportEmail?.trim();
  const mailto = support
    ? `, <mailto:${support}?subject=${encodeURIComponent("Unsubscribe from notification mails")}>`
    : "";
  return {
    "List-Unsubscribe": `<${url}>${mailto}`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Who a mail's unsubscribe link stops one kind for (issue 31); `userId` null: no account. */
export interface UnsubscribeTarget {
  userId: string | null;
  secret: string;
}

/**
 * The footer link and List-Unsubscribe headers of a mail of one kind, for a recipient with an
 * account; nothing for one without (a lender without a linked account, a visitor's request):
 * there is no notification_opt_outs row such a link could write.
 */
export function unsubscribeParts(
  options: UnsubscribeTarget & {
    baseUrl: string;
    supportEmail: string;
    kind: NotificationKind;
    label: string;
  },
): { footerLinks: { label: string; url: string }[]; headers?: Record<string, string> } {
  if (options.userId === null) return { footerLinks: [] };
  const { baseUrl, secret, userId, kind } = options;
  return {
    footerLinks: [{ label: options.label, url: unsubscribeUrl(baseUrl, secret, userId, kind) }],
    headers: listUnsubscribeHeaders(
      oneClickUnsubscribeUrl(baseUrl, secret, userId, [kind]),
      options.supportEmail,
    ),
  };
}
