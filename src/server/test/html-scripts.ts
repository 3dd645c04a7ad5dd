/**
 * What a page's HTML would run without loading a file: inline <script> elements (those with no
 * `src`, other than JSON data blocks) and inline event-handler attributes (`onerror=` …).
 * Used by the security tests to prove no HTML answer needs 'unsafe-inline' in script-src.
 */
import { createHash } from "node:crypto";

/** Script types that are data, never run by the browser. */
const DATA_SCRIPT_TYPES = new Set(["application/json", "application/ld+json"]);

export interface ScriptTag {
  attributes: string;
  body: string;
}

export function scriptTags(html: string): ScriptTag[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    attributes: match[1] ?? "",
    body: match[2] ?? "",
  }));
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);

/** Inline executable scripts: no src, and not a JSON data block. */
export function inlineScripts(html: string): ScriptTag[] {
  return scriptTags(html).filter((tag) => {
    if (attribute(tag.attributes, "src")) return tag.body.trim() !== "";
    const type = attribute(tag.attributes, "type");
    const value = (type?.[2] ?? type?.[3] ?? type?.[4] ?? "").toLowerCase();
    return !DATA_SCRIPT_TYPES.has(value);
  });
}

/**
 * Inline executable scripts the CSP does not allow by their hash: a page may carry the one
 * inline script the server pins in script-src (html/early-press-script.ts), nothing else.
 */
export function unpinnedInlineScripts(html: string, scriptSrcDirective: string): ScriptTag[] {
  return inlineScripts(html).filter((tag) => {
    const hash = createHash("sha256").update(tag.body).digest("base64");
    return !scriptSrcDirective.split(/\s+/).includes(`'sha256-${hash}'`);
  });
}

/** Tags carrying an inline event handler (`<img onerror=…>`), or `javascript:` URLs. */
export function inlineHandlers(html: string): string[] {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  return tags.filter((tag) => {
    // Attribute values are text (an escaped description in a meta tag may say "onerror=").
    const names = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    return (
      /\son[a-z]+\s*=/i.test(names) ||
      /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)
    );
  });
}

/** The script-src directive of a CSP header (falling back to default-src, as browsers do). */
export function scriptSrc(csp: string): string {
  const directives = csp.split(";").map((part) => part.trim());
  return (
    directives.find((d) => d.startsWith("script-src ")) ??
    directives.find((d) => d.startsWith("default-src ")) ??
    ""
  );
}
