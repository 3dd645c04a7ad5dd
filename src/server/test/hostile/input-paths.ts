/**
 * Paths into inputs for the hostile-input suite: the fields of a schema or a valid body, a body
 * with one field replaced, the fields named by a sent body or query string.
 */
import type { z } from "zod";

/** Top-level keys of an object schema (through pipes and unions), for fields to add. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def) return [];
  if (def.type === "object") return Object.keys(def.shape as object);
  if (def.type === "pipe") return schemaKeys(def.in as z.ZodType);
  if (def.type === "union") {
    return [...new Set((def.options as z.ZodType[]).flatMap((option) => schemaKeys(option)))];
  }
  return [];
}

/** Every path of a value's object and array members, e.g. `request.loanAmount`, up to depth 3. */
export function pathsOf(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth >= 3 || value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...pathsOf(child, [...prefix, key], depth + 1),
  ]);
}

export function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
  return copy;
}

export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join("&");
}

/** Lone surrogates cannot be percent-encoded; the client would have sent U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "\uFFFD",
  );
}

export function topLevelKeys(body: string | undefined): string[] {
  if (body === undefined) return [];
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

export function queryKeys(query: string | undefined): string[] {
  if (!query) return [];
  // Bracketed keys (a[b]=1) name the field before the bracket.
  return [...new URLSearchParams(query).keys()].map((key) => key.split("[")[0] ?? key);
}

export const paramNames = (url: string) =>
  [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? "");
