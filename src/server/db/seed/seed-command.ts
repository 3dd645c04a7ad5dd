/**
 * The logic of `npm run db:seed`, apart from opening the database: argument parsing and what
 * to seed. The entry point (src/server/cli/seed.ts) opens the configured database and exits
 * with the code returned here; tests call it on a test database.
 */
import { parseArgs } from "node:util";
import type { Auth } from "../../auth/auth";
import type { Database } from "../client";
import { DEAL_VOLUMES, type DealVolumeName, hasDealRows, seedDeals } from "../factories/bulk-deals";
import { formatDemoAccounts } from "./demo-accounts";
import { isDatabaseEmpty, seedDemoData } from "./seed-demo";
import { DEFAULT_SYNTHETIC_SEED, seedSyntheticLenders } from "./synthetic-lenders";

export const SEED_USAGE = `Usage:
  npm run db:seed                                      demo data (empty database only)
  npm run db:seed -- --lenders N [--seed S] [--force]  N synthetic lenders for benchmarks
  npm run db:seed -- --deals[=smoke]                   the deal side at scale (issue 34): 100,000
                                                       borrowers, 1,000,000 loan requests, 3,000,000
                                                       submissions, 300,000 offers, 10,000,000
                                                       messages (smoke: 1% of each), generated in
                                                       PostgreSQL; adds to existing data`;

const MAX_SYNTHETIC_LENDERS = 1_000_000;

export interface SeedOptions {
  /** Synthetic lenders to generate; undefined seeds the demo data. */
  lenders: number | undefined;
  seed: number;
  /** Seed synthetic lenders even when the database has data. */
  force: boolean;
  /** The deal-side volume to generate (--deals, --deals=smoke); undefined: none. */
  deals?: DealVolumeName | undefined;
}

/** Bad arguments (message shown with the usage), or --help (empty message). */
export class SeedUsageError extends Error {}

function parseInteger(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new SeedUsageError(`--${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(text);
}

export function parseSeedArgs(args: string[]): SeedOptions {
  let values: {
    lenders?: string;
    seed?: string;
    force?: boolean;
    help?: boolean;
    deals?: string;
  };
  try {
    ({ values } = parseArgs({
      // A bare --deals is the full volume.
      args: args.map((arg) => (arg === "--deals" ? "--deals=full" : arg)),
      options: {
        deals: { type: "string" },
        lenders: { type: "string" },
        seed: { type: "string" },
        force: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new SeedUsageError((error as Error).message);
  }
  if (values.help) throw new SeedUsageError("");
  if (values.deals !== undefined) {
    if (!Object.hasOwn(DEAL_VOLUMES, values.deals)) {
      throw new SeedUsageError("--deals takes no value, or smoke (--deals=smoke).");
    }
    if (values.lenders !== undefined || values.seed !== undefined || values.force) {
      throw new SeedUsageError("--deals cannot be combined with --lenders, --seed or --force.");
    }
    return {
      lenders: undefined,
      seed: DEFAULT_SYNTHETIC_SEED,
      force: false,
      deals: values.deals as DealVolumeName,
    };
  }
  const lenders =
    values.lenders === undefined
      ? undefined
      : parseInteger("lenders", values.lenders, 1, MAX_SYNTHETIC_LENDERS);
  if (lenders === undefined && (values.seed !== undefined || values.force)) {
    throw new SeedUsageError("--seed and --force apply only with --lenders N.");
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

export interface SeedCommandContext {
  db: Database;
  /** Built only when demo data is seeded (password hashes of the demo accounts). */
  auth: () => Auth;
  /** Demo accounts are created outside production only. */
  withAccounts: boolean;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/** Seeds as the options say and returns the process exit code. */
export async function runSeedCommand(
  options: SeedOptions,
  context: SeedCommandContext,
): Promise<number> {
  const { db, withAccounts, log = console.log, error = console.error } = context;
  if (options.deals !== undefined) return seedDealVolume(options.deals, db, log, error);
  if (!(await isDatabaseEmpty(db)) && !(options.lenders !== undefined && options.force)) {
    log(
      "The database already has data (lenders or users); nothing was seeded." +
        (options.lenders !== undefined ? " Add --force to add synthetic lenders anyway." : ""),
    );
    return 0;
  }
  if (options.lenders === undefined) {
    const result = await seedDemoData({ db, auth: context.auth(), withAccounts });
    log(
      `Loaded the demo catalogue: ${result.lenders} lenders with ${result.products} loan products` +
        (withAccounts ? ` and ${result.accounts} demo accounts.` : " (no demo accounts)."),
    );
    if (withAccounts) log(formatDemoAccounts());
    return 0;
  }
  const started = performance.now();
  try {
    const result = await seedSyntheticLenders({ db, count: options.lenders, seed: options.seed });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `Seeded ${result.lenders} synthetic lenders with ${result.products} loan products ` +
        `(seed ${options.seed}) in ${seconds} s.`,
    );
    return 0;
  } catch (failure) {
    if (!isUniqueViolation(failure)) throw failure;
    error(
      `Lenders of seed ${options.seed} are already in the database (same slugs); nothing was ` +
        "added. Use another --seed, or start from an empty database.",
    );
    return 1;
  }
}

async function seedDealVolume(
  name: DealVolumeName,
  db: Database,
  log: (line: string) => void,
  error: (line: string) => void,
): Promise<number> {
  if (await hasDealRows(db)) {
    error("The deal rows are already in the database (deal-borrower-1); nothing was added.");
    return 1;
  }
  const started = performance.now();
  const result = await seedDeals(db, DEAL_VOLUMES[name], (line) => log(`  ${line}`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Seeded the deal side (${name}): ${result.borrowers} borrowers, ${result.lenders} lenders, ` +
      `${result.requests} loan requests, ${result.submissions} submissions, ` +
      `${result.offers} offers and ${result.messages} messages in ${seconds} s.`,
  );
  return 0;
}
