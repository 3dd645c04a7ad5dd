/**
 * Every date the app writes as text goes through src/domain/reference/dates.ts (issue 29: dates were
 * formatted in four places with two libraries). This test fails when production code outside that
 * module formats a date itself; tests may (they compare the module with date-fns as an oracle).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DATES_MODULE = "src/domain/reference/dates.ts";

const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  { what: "toLocaleDateString / toLocaleTimeString", pattern: /\.toLocale(Date|Time)String\(/ },
  {
    what: "Intl.DateTimeFormat / RelativeTimeFormat",
    pattern: /Intl\.(DateTimeFormat|RelativeTimeFormat)/,
  },
  {
    what: "an ISO string cut to a date",
    pattern: /toISOString\(\)\.(slice|substring|split|substr)\(/,
  },
  {
    what: "date-fns' formatting functions",
    pattern:
      /import\s*\{[^}]*\b(format|lightFormat|formatDistance\w*|formatRelative|formatISO\w*|intlFormat\w*)\b[^}]*\}\s*from\s*"date-fns"/,
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("dates are written as text only by src/domain/reference/dates.ts", () => {
  const offenders: string[] = [];
  for (const file of sourceFiles(join(ROOT, "src"))) {
    const name = relative(ROOT, file);
    if (name === DATES_MODULE) continue;
    const text = readFileSync(file, "utf8");
    for (const { what, pattern } of FORBIDDEN) {
      if (pattern.test(text)) offenders.push(`${name}: ${what}`);
    }
  }
  expect(offenders).toEqual([]);
});

test("the check sees what it forbids", () => {
  const samples = [
    'new Date(x).toLocaleDateString("en-US")',
    'new Intl.DateTimeFormat("en-US")',
    "d.toISOString().slice(0, 10)",
    'import { format, parseISO } from "date-fns";',
    'import { formatDistanceStrict } from "date-fns";',
  ];
  for (const sample of samples) {
    expect(FORBIDDEN.some(({ pattern }) => pattern.test(sample))).toBe(true);
  }
  expect(
    FORBIDDEN.some(({ pattern }) => pattern.test('import { endOfDay } from "date-fns";')),
  ).toBe(false);
});
