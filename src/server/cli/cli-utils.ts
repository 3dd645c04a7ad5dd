/** Shared start-up for the command-line entry points: config errors and a held data folder end cleanly. */
import { DataDirLockedError } from "../db/data-dir-lock";
import { ConfigError } from "../env";

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  }
}
