/**
 * `npm run db:seed`: loads the demo data into an empty database (the lender catalogue, plus the
 * demo accounts outside production). `npm run db:seed -- --lenders N [--seed S] [--force]`
 * generates N synthetic lenders instead, deterministically, for benchmarks; --force adds them
 * to a database that already has data. Refuses cleanly (exit code 1, no stack trace) while a
 * server holds the PGlite data folder. The logic lives in db/seed/seed-command.ts.
 */
import {
  parseSeedArgs,
  runSeedCommand,
  SEED_USAGE,
  type SeedOptions,
  SeedUsageError,
} from "../db/seed/seed-command";
import { loadConfig } from "../env";
import { createServices, openConfiguredDatabase } from "../runtime";
import { runCli } from "./cli-utils";

await runCli(async () => {
  let options: SeedOptions;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SeedUsageError)) throw error;
    if (error.message) console.error(`${error.message}\n${SEED_USAGE}`);
    else console.log(SEED_USAGE);
    process.exitCode = error.message ? 1 : 0;
    return;
  }
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    process.exitCode = await runSeedCommand(options, {
      db: handle.db,
      auth: () => createServices(config, handle).auth,
      withAccounts: !config.isProduction,
    });
  } finally {
    await handle.close();
  }
});
