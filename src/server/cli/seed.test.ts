/** `npm run db:seed` as a user runs it: a real process on a PGlite data folder of its own. */
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
  const env = {
    ...process.env,
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    BASE_URL: "",
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
  });

  test("seeds synthetic lenders, then leaves a database with data alone", async () => {
    const first = await seed("--lenders", "30", "--seed", "5");
    expect(first.stdout).toMatch(/Seeded 30 synthetic lenders with \d+ loan products \(seed 5\)/);
    expect(first.code).toBe(0);

    const demo = await seed();
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain("already has data");

    const again = await seed("--lenders", "30", "--seed", "5", "--force");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already in the database");
    expect(again.stderr).not.toMatch(/^\s+at /m);

    const more = await seed("--lenders", "10", "--seed", "6", "--force");
    expect(more.code).toBe(0);
    expect(more.stdout).toContain("Seeded 10 synthetic lenders");
  }, 120_000);

  test("rejects bad arguments with the usage", async () => {
    const result = await seed("--lenders", "0");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--lenders must be a whole number");
    expect(result.stderr).toContain("Usage:");
  });
});
