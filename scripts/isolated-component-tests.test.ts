/**
 * A component test that mocks a module must run in a module graph of its own: in the shared
 * web project its vi.mock would not reach a module an earlier file of the worker imported (an
 * auth-return-to test failed in CI that way while passing alone).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ISOLATED_COMPONENT_TESTS } from "./isolated-component-tests";

function componentTests(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return componentTests(full);
    return entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

test("every component test that mocks a module runs isolated", () => {
  const mocking = componentTests("src").filter((file) =>
    /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")),
  );
  expect(mocking.length).toBeGreaterThan(0);
  expect(mocking.filter((file) => !ISOLATED_COMPONENT_TESTS.includes(file))).toEqual([]);
});
