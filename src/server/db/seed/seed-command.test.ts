import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestAuth } from "../../test/test-auth";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import { lenders, users } from "../schema";
import { parseSeedArgs, runSeedCommand, type SeedOptions, SeedUsageError } from "./seed-command";

describe("parseSeedArgs", () => {
  test("no arguments seed the demo data; --lenders with optional --seed and --force", () => {
    expect(parseSeedArgs([])).toEqual({ lenders: undefined, seed: 1, force: false });
    expect(parseSeedArgs(["--lenders", "10000", "--seed", "42", "--force"])).toEqual({
      lenders: 10_000,
      seed: 42,
      force: true,
    });
  });

  test.each([
    [["--lenders", "0"], "--lenders must be a whole number"],
    [["--lenders", "ten"], "--lenders must be a whole number"],
    [["--lenders", "5", "--seed=-1"], "--seed must be a whole number"],
    [["--force"], "apply only with --lenders"],
    [["--bogus"], "Unknown option"],
    [["--help"], ""],
  ])("%j is refused: %s", (args, message) => {
    expect(() => parseSeedArgs(args)).toThrow(SeedUsageError);
    try {
      parseSeedArgs(args);
    } catch (error) {
      expect((error as Error).message).toContain(message);
    }
  });
});

describe("runSeedCommand", () => {
  let handle: DatabaseHandle;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const run = (options: SeedOptions, withAccounts = true) =>
    runSeedCommand(options, {
      db: handle.db,
      auth: () => createTestAuth(handle.db),
      withAccounts,
      log: (line) => lines.push(line),
      error: (line) => lines.push(`error: ${line}`),
    });

  test("demo data into an empty database, then nothing more without --force", async () => {
    expect(await run({ lenders: undefined, seed: 1, force: false })).toBe(0);
    expect(lines.join("\n")).toMatch(/Loaded the demo catalogue: \d+ lenders .* 7 demo accounts/);
    expect(lines.join("\n")).toContain("borrower@example.com");
    const before = (await handle.db.select().from(lenders)).length;
    lines.length = 0;
    expect(await run({ lenders: 20, seed: 1, force: false })).toBe(0);
    expect(lines.join("\n")).toContain("already has data");
    expect(await handle.db.select().from(lenders)).toHaveLength(before);
  });

  test("--force adds synthetic lenders; the same seed twice is refused cleanly", async () => {
    const before = (await handle.db.select().from(lenders)).length;
    const accounts = (await handle.db.select().from(users)).length;
    lines.length = 0;
    expect(await run({ lenders: 20, seed: 9, force: true })).toBe(0);
    expect(lines.join("\n")).toMatch(/Seeded 20 synthetic lenders .* \(seed 9\)/);
    expect(await run({ lenders: 20, seed: 9, force: true })).toBe(1);
    expect(lines.join("\n")).toContain("error: Lenders of seed 9 are already in the database");
    expect(await run({ lenders: 20, seed: 1, force: true })).toBe(0);
    expect(await handle.db.select().from(lenders)).toHaveLength(before + 40);
    // Synthetic lenders come without accounts.
    expect(await handle.db.select().from(users)).toHaveLength(accounts);
  });
});
