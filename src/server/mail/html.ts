/**
 * The mails' HTML renderer (docs/decisions/2026-11-27-mail-templates.md): a tagged template,
 * html`<p>${value}</p>`, that escapes every interpolated value unless it is itself the result of
 * html``. Markup written in a template is trusted; everything interpolated into it is not, so
 * escaping cannot be forgotten: a string a person typed can only come out as text. The brand
 * that marks rendered markup is a private symbol, so no plain object can pass for it. Numbers
 * are written as they are; null, undefined and false write nothing; an array writes its items
 * one after the other (`joinHtml` puts a separator between them).
 */

const HTML_BRAND: unique symbol = Symbol("html");

/** Markup produced by html``: inserted into another html`` without escaping. */
export interface SafeHtml {
  readonly [HTML_BRAND]: true;
  readonly markup: string;
  toString(): string;
}

/** What may be interpolated in html``. */
export type HtmlValue =
  | SafeHtml
  | string
  | number
  | null
  | undefined
  | false
  | readonly HtmlValue[];

/**
 * `&`, `<`, `>`, `"` and `'` as numeric character references (`&#60;`…): safe in text and in
 * quoted attribute values. The mails have always been escaped this way, and tests assert it.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function safe(markup: string): SafeHtml {
  return { [HTML_BRAND]: true, markup, toString: () => markup };
}

export function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === "object" && value !== null && HTML_BRAND in value;
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return escapeHtml(value);
  if (isSafeHtml(value)) return value.markup;
  if (Array.isArray(value)) return value.map(render).join("");
  // Outside the types (a value cast on its way here): still text, never markup.
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? "";
  values.forEach((value, i) => {
    markup += render(value) + (strings[i + 1] ?? "");
  });
  return safe(markup);
}

/** The items one after the other with `separator` (escaped, like any string) between them. */
export function joinHtml(items: readonly HtmlValue[], separator: string): SafeHtml {
  return safe(items.map(render).join(escapeHtml(separator)));
}
