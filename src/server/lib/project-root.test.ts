import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findProjectRoot, PROJECT_ROOT, projectPath } from "./project-root";

describe("project root", () => {
  test("is the folder of the nearest package.json above a folder, however deep", () => {
    const root = mkdtempSync(path.join(tmpdir(), "project-root-"));
    writeFileSync(path.join(root, "package.json"), "{}");
    const deep = path.join(root, "dist", "node");
    mkdirSync(deep, { recursive: true });
    expect(findProjectRoot(deep)).toBe(root);
    expect(findProjectRoot(root)).toBe(root);
  });

  test("resolves the files the server reads at run time", () => {
    expect(existsSync(path.join(PROJECT_ROOT, "package.json"))).toBe(true);
    expect(existsSync(path.join(projectPath("drizzle"), "meta", "_journal.json"))).toBe(true);
  });
});
