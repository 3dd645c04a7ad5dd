/**
 * `npm run db:restore -- FILE [--replace]`: restores a backup made by `npm run db:backup`.
 * Embedded: into DATA_DIR while no server holds it; a database already there is kept aside
 * only with --replace. PostgreSQL: pg_restore --clean in one transaction.
 */
import { parseArgs } from "node:util";
import { BackupError, restorePglite } from "../db/backup/pglite-backup";
import { restorePostgres } from "../db/backup/postgres-backup";
import { tableChecksums } from "../db/backup/table-checksums";
import { loadConfig } from "../env";
import { openConfiguredDatabase } from "../runtime";
import { runCli } from "./cli-utils";

await runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { replace: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error("Usage: npm run db:restore -- FILE [--replace]");
    process.exit(1);
  }
  const config = loadConfig();
  try {
    if (config.databaseUrl) {
      restorePostgres(config.databaseUrl, file);
    } else {
      const { movedAside } = await restorePglite({
        dataDir: config.dataDir,
        file,
        replace: values.replace,
      });
      if (movedAside) console.log(`The previous database was moved to ${movedAside}.`);
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Opened as the server will open it (migrations applied when the backup is older), and
  // summed, so the operator sees what came back.
  const handle = await openConfiguredDatabase(config);
  try {
    const sums = await tableChecksums(handle.db);
    const rows = sums.reduce((total, table) => total + table.rows, 0);
    console.log(`Restored ${file}: ${sums.length} tables, ${rows} rows.`);
  } finally {
    await handle.close();
  }
});
