/**
 * The `npm run db:seed` entry point as a user runs it (a real process). Its seeding logic is
 * tested in process in db/seed/seed-command.test.ts; these cover what only the process does.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lenderlane-seed-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function seed(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  // A clean environment: Vitest sets variables of its own (BASE_URL="/", MODE...).
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: "development",
    DATA_DIR: dataDir,
  };
  return new Promise((resolve) => {
    execFile(
      path.resolve("node_modules/.bin/tsx"),
      ["src/server/cli/seed.ts", ...args],
      { env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe("npm run db:seed", () => {
  test("refuses cleanly while another process holds the data folder", async () => {
    const lock = path.join(dataDir, "pglite.lock");
    writeFileSync(lock, String(process.pid));
    try {
      const result = await seed();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`in use by process ${process.pid}`);
      expect(result.stderr).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(lock, { force: true });
    }
  }, 60_000);

  test("rejects bad arguments with the usage", async () => {
    const result = await seed("--lenders", "0");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--lenders must be a whole number");
    expect(result.stderr).toContain("Usage:");
  }, 60_000);

  test("seeds synthetic lenders into the configured data folder", async () => {
    const result = await seed("--lenders", "5", "--seed", "5");
    expect(result.stdout).toMatch(/Seeded 5 synthetic lenders with \d+ loan products \(seed 5\)/);
    expect(result.code).toBe(0);
  }, 180_000);
});
