/**
 * A Mantine Loader is a plain <span>: an aria-label on it alone is prohibited ARIA (axe's
 * aria-prohibited-attr, serious), which failed e2e axe checks whenever a page was caught while
 * loading. A labelled Loader needs role="status" (announced, named); a decorative one beside
 * its own text is aria-hidden. This test fails on a labelled Loader without a role.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

test("every labelled Loader has a role", () => {
  const offenders: string[] = [];
  for (const file of sources(join(ROOT, "src/web"))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/<Loader\b[^>]*>/g)) {
      const tag = match[0];
      if (/aria-label=/.test(tag) && !/\brole=/.test(tag)) {
        offenders.push(`${relative(ROOT, file)}: ${tag}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});
