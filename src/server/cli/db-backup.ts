/**
 * `npm run db:backup [-- --out FILE]`: a consistent copy of the configured database.
 * Embedded (DATA_DIR): a gzipped tar of the data folder, taken by the running server when one
 * holds it. PostgreSQL (DATABASE_URL): pg_dump's custom format.
 */
import { parseArgs } from "node:util";
import { BackupError, backupPglite } from "../db/backup/pglite-backup";
import { backupPostgres } from "../db/backup/postgres-backup";
import { loadConfig } from "../env";
import { runCli } from "./cli-utils";

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

await runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const config = loadConfig();
  try {
    if (config.databaseUrl) {
      const file = values.out ?? `backups/lenderlane-${stamp()}.dump`;
      backupPostgres(config.databaseUrl, file);
      console.log(`PostgreSQL backup written to ${file} (restore: npm run db:restore -- ${file}).`);
      return;
    }
    const file = values.out ?? `backups/lenderlane-${stamp()}.tar.gz`;
    const result = await backupPglite({ dataDir: config.dataDir, file });
    console.log(
      `Embedded database backed up to ${result.file} (${result.bytes} bytes, ` +
        `${result.mode === "live" ? "taken by the running server" : "server not running"}).`,
    );
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
});
