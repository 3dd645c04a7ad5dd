/**
 * What every answer to hostile input must satisfy: no 5xx, no stack trace or internal detail
 * in the body, the contract's error shape with a stable code, and a 400 validation error that
 * names fields the route actually has.
 */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { errorResponse } from "@/domain/contract/error";

/** Traces, file paths and driver/ORM/runtime messages that must never reach a client. */
export const INTERNAL_DETAIL =
  /\n\s+at |\bat [^\s(]+ \([^)]*:\d+:\d+\)|node_modules|file:\/\/|\/work\/|\/src\/|\.[jt]s:\d+|"stack"|syntax error at|relation "|violates [a-z ]*constraint|duplicate key|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|ZodError|drizzle|postgres|pglite/i;

export function describeInput(label: string, input: string): string {
  return `${label} ${input.length > 300 ? `${input.slice(0, 300)}… (${input.length} chars)` : input}`;
}

/**
 * Checks one answer. `fieldNames`: the first segments a 400's `fields` may name (the body's,
 * query's and path's field names); `_` (the whole input) is always allowed.
 */
export function expectSafeAnswer(
  response: LightMyRequestResponse,
  context: string,
  fieldNames: ReadonlySet<string>,
  options: { ourErrorShape?: boolean } = {},
) {
  const message = `${context} → ${response.statusCode} ${response.body.slice(0, 400)}`;
  expect(response.statusCode, message).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.body, message).not.toMatch(INTERNAL_DETAIL);
  if (options.ourErrorShape === false) return;
  const parsed = errorResponse.safeParse(safeJson(response.body));
  expect(parsed.success, message).toBe(true);
  if (!parsed.success) return;
  const { code, fields } = parsed.data.error;
  expect(code, message).toMatch(/^[a-z0-9_]+$/);
  if (response.statusCode === 400 && code === "validation_failed") {
    const named = Object.keys(fields ?? {});
    expect(named.length, message).toBeGreaterThan(0);
    for (const name of named) {
      const first = name.split(".")[0] ?? name;
      expect(first === "_" || fieldNames.has(first), `${message}: unknown field ${name}`).toBe(
        true,
      );
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
