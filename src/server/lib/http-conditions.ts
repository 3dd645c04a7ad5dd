/**
 * The request conditions of RFC 9110 that our cached answers evaluate (lib/encoded-body.ts):
 * If-None-Match (section 13.1.2), If-Range (13.1.5) and a single byte Range (14.1.2).
 * docs/decisions/2026-11-27-http-semantics.md says which answers use them.
 */

type Header = string | string[] | undefined;

const text = (header: Header) => (Array.isArray(header) ? header.join(",") : header);

/**
 * Whether an If-None-Match header matches the tag (weak comparison): `*`, or one of the listed
 * tags with or without its W/ prefix.
 */
export function noneMatchHits(header: Header, etag: string): boolean {
  const value = text(header);
  if (value === undefined) return false;
  if (value.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, "") === opaque);
}

/**
 * Whether a Range may be served under an If-Range header: no If-Range, or the very tag (strong
 * comparison: a weak tag never matches). A date never holds: these answers have no
 * Last-Modified.
 */
export function ifRangeHolds(header: Header, etag: string): boolean {
  const value = text(header);
  if (value === undefined) return true;
  return !etag.startsWith("W/") && value.trim() === etag;
}

export type ByteRange = { start: number; end: number };

/**
 * The one byte range a Range header asks of `size` bytes (`end` included), "unsatisfiable"
 * when none of it lies within them, or null when the header is ignored and the whole answer
 * sent: absent, another unit, malformed, or several ranges (which RFC 9110 14.2 lets a
 * server answer whole).
 */
export function byteRange(header: Header, size: number): ByteRange | "unsatisfiable" | null {
  const value = text(header);
  if (value === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(value);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
