import { expect, test, vi } from "vitest";

test("Zod parses without compiling (no eval probe the CSP would report)", async () => {
  // Set before Zod loads, as main.tsx does.
  await import("./zod-config");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  const probe = vi.spyOn(globalThis, "Function");
  expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  expect(probe).not.toHaveBeenCalled();
});
