/**
 * A web address as text that wraps where a reader expects it to: after a dot, a slash or a
 * hyphen (a <wbr> there), and only inside a word when one part is still wider than its box.
 * Without it a long address broke at an arbitrary letter or pushed its table wider.
 */
import { Fragment } from "react";

/** The address's parts, each ending at a natural break ('.', '/', '-', '?', '&', '=', '_'). */
export function urlSegments(text: string): string[] {
  return text.match(/[^./\-?&=_]*[./\-?&=_]?/g)?.filter((part) => part !== "") ?? [];
}

/** An address without its scheme, 'www.' and a trailing slash, as people read it. */
export function readableUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

export function UrlText({ text }: { text: string }) {
  return (
    <span style={{ overflowWrap: "anywhere" }}>
      {urlSegments(text).map((part, index) => (
        // The parts of one fixed text: their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
