/**
 * The docs stay navigable from a fresh clone (issue 29): every relative link in README.md, the
 * other top-level guides and docs/**\/*.md resolves to a file inside the repository (and to a
 * heading of it when it names one), no link or path points outside the repository (a clone has
 * no `../shared`), and every decision page carries `Status: … · YYYY-MM-DD` under its title
 * and is listed in docs/decisions/README.md with the same status and date.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TOP_LEVEL_GUIDES = ["README.md", "SECURITY.md", "ACCESSIBILITY.md"];

function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith(".md") ? [path] : [];
    });
  return [
    ...TOP_LEVEL_GUIDES.map((name) => join(ROOT, name)).filter((path) => existsSync(path)),
    ...walk(join(ROOT, "docs")),
  ];
}

/** The text outside fenced code blocks (examples there are not links of the page). */
function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
}

/** Link targets: inline `[text](target)`, images, reference definitions `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const text = withoutFences(markdown).replace(/`[^`\n]*`/g, "");
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)];
  return [...inline, ...references].map((match) => match[1] as string);
}

/** Paths written in code spans that climb out of their folder: `../x/y.md`. */
function relativeCodePaths(markdown: string): string[] {
  return [...withoutFences(markdown).matchAll(/`(\.\.\/[^`\s]+)`/g)].map((m) => m[1] as string);
}

/** GitHub's anchor for each heading of a page ('## Lighthouse and page weight' → 'lighthouse-and-page-weight'). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = (match[1] as string)
      .toLowerCase()
      .replace(/<[^>]+>/g, "")
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);
const insideRepository = (path: string) =>
  path === ROOT.replace(/\/$/, "") || path.startsWith(ROOT);

/** What is wrong with one page's links, as 'file: target (reason)'. */
function linkProblems(
  file: string,
  markdown: string,
  exists: (path: string) => boolean = existsSync,
  read: (path: string) => string = (path) => readFileSync(path, "utf8"),
): string[] {
  const problems: string[] = [];
  const name = relative(ROOT, file);
  for (const target of linkTargets(markdown)) {
    if (isExternal(target)) continue;
    const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
    const path = pathPart === "" ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    if (!insideRepository(path)) {
      problems.push(`${name}: ${target} (outside the repository)`);
    } else if (!exists(path)) {
      problems.push(`${name}: ${target} (no such file)`);
    } else if (anchor && path.endsWith(".md") && !headingAnchors(read(path)).has(anchor)) {
      problems.push(`${name}: ${target} (no heading #${anchor})`);
    }
  }
  for (const codePath of relativeCodePaths(markdown)) {
    if (!insideRepository(resolve(dirname(file), codePath))) {
      problems.push(`${name}: \`${codePath}\` (a path outside the repository)`);
    }
  }
  return problems;
}

describe("docs links", () => {
  test("every relative link in README.md and docs resolves inside the repository", () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((file) => linkProblems(file, readFileSync(file, "utf8")));
    expect(problems).toEqual([]);
  });

  test("a broken link, a missing heading and a path outside the repository are reported", () => {
    const page = join(ROOT, "docs", "page.md");
    const files: Record<string, string> = {
      [join(ROOT, "docs", "other.md")]: "# Other\n\n## Latest figures\n",
    };
    const exists = (path: string) => path in files;
    const read = (path: string) => files[path] ?? "";
    const markdown = [
      "[ok](other.md) [ok too](other.md#latest-figures) [web](https://example.com)",
      "[gone](missing.md) [anchor](other.md#nowhere) [spec](../../shared/spec.md)",
      "The spec is at `../../shared/spec/marketplace-spec.md`.",
      "```ts",
      'import { x } from "../../../elsewhere";',
      "```",
    ].join("\n");
    expect(linkProblems(page, markdown, exists, read)).toEqual([
      `docs${sep}page.md: missing.md (no such file)`,
      `docs${sep}page.md: other.md#nowhere (no heading #nowhere)`,
      `docs${sep}page.md: ../../shared/spec.md (outside the repository)`,
      `docs${sep}page.md: \`../../shared/spec/marketplace-spec.md\` (a path outside the repository)`,
    ]);
  });
});

describe("decision pages", () => {
  const folder = join(ROOT, "docs", "decisions");
  const pages = readdirSync(folder)
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .filter((name) => statSync(join(folder, name)).isFile());
  const index = readFileSync(join(folder, "README.md"), "utf8");
  const STATUS = /^Status: (.+) · (\d{4}-\d{2}-\d{2})$/;

  test.each(pages)("%s has a status and a date under its title", (name) => {
    const lines = readFileSync(join(folder, name), "utf8").split("\n");
    expect(lines[0]).toMatch(/^# /);
    expect(lines[2]).toMatch(STATUS);
  });

  test.each(pages)("%s is listed in the index with its status and date", (name) => {
    const [, status, date] = STATUS.exec(
      readFileSync(join(folder, name), "utf8").split("\n")[2] ?? "",
    ) ?? ["", "", ""];
    // An entry is a bullet with its continuation lines, joined.
    const entry = index
      .split(/\n(?=- |\n|#)/)
      .map((bullet) => bullet.replace(/\n\s+/g, " "))
      .find((bullet) => bullet.startsWith(`- [${name}](${name}) (`));
    expect(entry, `${name} is not in docs/decisions/README.md`).toBeDefined();
    const [, listedStatus, listedDate] =
      /^- \[[^\]]+\]\([^)]+\) \((.+?) · (\d{4}-\d{2}-\d{2})\)/.exec(entry ?? "") ?? ["", "", ""];
    expect(listedDate).toBe(date);
    // The index may shorten a status ('partly superseded' without the page it names).
    expect(status.startsWith(listedStatus) && listedStatus.length > 0).toBe(true);
  });
});
