/**
 * The statements the app sends to the database while `run` runs (issue 34: tests that count
 * the queries of a request or a heartbeat). drizzle sends every statement through the PGlite
 * client's or the pg pool's query().
 */
import { vi } from "vitest";
import type { DatabaseHandle } from "../db/client";

export async function statementsDuring(
  handle: DatabaseHandle,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const sent: string[] = [];
  const target = (handle.pglite ?? handle.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = target.query;
  const spy = vi.spyOn(target, "query").mockImplementation((...args: unknown[]) => {
    const [text] = args;
    sent.push(typeof text === "string" ? text : String((text as { text?: string }).text));
    return original.apply(target, args);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
}
