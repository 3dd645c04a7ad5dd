/**
 * Links in free text that people typed (a request's name and notes, a lender's note, a
 * conversation's messages) are shown in mails as text, never as links (issue 27 'No spam
 * relay'): the scheme is dropped and every dot of the host becomes "[.]", so
 * "https://www.example.com/path" reads "www[.]example[.]com/path". The domain stays readable,
 * but no mail client turns it into a link, in HTML (where the text is escaped anyway, so
 * there is never an <a>) or in the plain-text part, which clients auto-link. Bare domains
 * ("example.com/x", "www.example.com") are treated the same; email addresses are left as they
 * are. SECURITY.md 'Mail from free text' explains the choice.
 */

/** scheme://host[rest]: any scheme, so javascript:, data: and ftp: lose theirs too. */
const WITH_SCHEME = /\b[a-z][a-z0-9+.-]{0,30}:\/\/([^\s/?#<>"'\\]*)([^\s<>"']*)/gi;

/**
 * A bare host name (labels and a letter TLD) or IPv4 address, not part of an email address,
 * a word or a path, with an optional port and path.
 */
const BARE_HOST =
  /(?<![\w@.\-/\\[\]])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}|\d{1,3}(?:\.\d{1,3}){3})(?![\w-]|\.[a-z0-9])((?::\d{1,5})?(?:[/?#][^\s<>"']*)?)/gi;

const defangHost = (host: string) => host.replace(/\./g, "[.]");

export function defangLinks(text: string): string {
  return text
    .replace(WITH_SCHEME, (_match, host: string, rest: string) => `${defangHost(host)}${rest}`)
    .replace(BARE_HOST, (_match, host: string, rest: string) => `${defangHost(host)}${rest}`);
}
