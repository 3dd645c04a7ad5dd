/**
 * `npm run db:seed`: loads the demo data into an empty database (the lender catalogue, plus the
 * demo accounts outside production). `npm run db:seed -- --lenders N [--seed S] [--force]`
 * generates N synthetic lenders instead, deterministically, for benchmarks; --force adds them
 * to a database that already has data. Refuses cleanly while a server holds the data folder.
 */
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../db/client";
import { formatDemoAccounts } from "../db/seed/demo-accounts";
import { isDatabaseEmpty, seedDemoData } from "../db/seed/seed-demo";
import { DEFAULT_SYNTHETIC_SEED, seedSyntheticLenders } from "../db/seed/synthetic-lenders";
import { type AppConfig, loadConfig } from "../env";
import { createServices, openConfiguredDatabase } from "../runtime";
import { runCli } from "./cli-utils";

const USAGE = `Usage:
  npm run db:seed                                   demo data (empty database only)
  npm run db:seed -- --lenders N [--seed S] [--force]  N synthetic lenders for benchmarks`;

const MAX_SYNTHETIC_LENDERS = 1_000_000;

interface Options {
  lenders: number | undefined;
  seed: number;
  force: boolean;
}

class UsageError extends Error {}

function parseInteger(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(text);
}

function parseOptions(args: string[]): Options {
  let values: { lenders?: string; seed?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        lenders: { type: "string" },
        seed: { type: "string" },
        force: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) throw new UsageError("");
  const lenders =
    values.lenders === undefined
      ? undefined
      : parseInteger("lenders", values.lenders, 1, MAX_SYNTHETIC_LENDERS);
  if (lenders === undefined && (values.seed !== undefined || values.force)) {
    throw new UsageError("--seed and --force apply only with --lenders N.");
  }
  const seed =
    values.seed === undefined
      ? DEFAULT_SYNTHETIC_SEED
      : parseInteger("seed", values.seed, 0, 0xffff_ffff);
  return { lenders, seed, force: values.force ?? false };
}

/** A PostgreSQL unique violation (code 23505), possibly wrapped by drizzle as the cause. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function seedSynthetic(handle: DatabaseHandle, options: Options, count: number) {
  const started = performance.now();
  try {
    const result = await seedSyntheticLenders({ db: handle.db, count, seed: options.seed });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.lenders} synthetic lenders with ${result.products} loan products ` +
        `(seed ${options.seed}) in ${seconds} s.`,
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    console.error(
      `Lenders of seed ${options.seed} are already in the database (same slugs); nothing was ` +
        "added. Use another --seed, or start from an empty database.",
    );
    process.exitCode = 1;
  }
}

async function seedDemo(config: AppConfig, handle: DatabaseHandle) {
  const { auth } = createServices(config, handle);
  const withAccounts = !config.isProduction;
  const result = await seedDemoData({ db: handle.db, auth, withAccounts });
  console.log(
    `Loaded the demo catalogue: ${result.lenders} lenders with ${result.products} loan products` +
      (withAccounts
        ? ` and ${result.accounts} demo accounts.`
        : " (no demo accounts in production)."),
  );
  if (withAccounts) console.log(formatDemoAccounts());
}

await runCli(async () => {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(error.message);
    (error.message ? console.error : console.log)(USAGE);
    process.exitCode = error.message ? 1 : 0;
    return;
  }
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    const empty = await isDatabaseEmpty(handle.db);
    if (!empty && !(options.lenders !== undefined && options.force)) {
      console.log(
        "The database already has data (lenders or users); nothing was seeded." +
          (options.lenders !== undefined ? " Add --force to add synthetic lenders anyway." : ""),
      );
      return;
    }
    if (options.lenders !== undefined) await seedSynthetic(handle, options, options.lenders);
    else await seedDemo(config, handle);
  } finally {
    await handle.close();
  }
});
