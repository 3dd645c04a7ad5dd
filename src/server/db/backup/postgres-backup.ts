/**
 * Backups of a PostgreSQL database (DATABASE_URL): PostgreSQL's own tools, `pg_dump -Fc` (a
 * consistent snapshot taken while the servers run: one transaction at REPEATABLE READ) and
 * `pg_restore`. The commands only run them; where they are missing, they print the command.
 */
import { spawnSync } from "node:child_process";
import { BackupError } from "./pglite-backup";

export function pgDumpArgs(url: string, file: string): string[] {
  return ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`];
}

/** --clean --if-exists: a restore replaces the objects it brings; --single-transaction: all or nothing. */
export function pgRestoreArgs(url: string, file: string): string[] {
  return [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${url}`,
    file,
  ];
}

function run(tool: "pg_dump" | "pg_restore", args: string[]): void {
  const result = spawnSync(tool, args, { stdio: "inherit" });
  if (result.error && (result.error as NodeJS.ErrnoException).code === "ENOENT") {
    throw new BackupError(
      `${tool} is not installed here (Debian: apt-get install postgresql-client, the same major ` +
        `version as the server or newer). Run it where it is:\n  ${tool} ${args
          .map((arg) => (arg.includes("://") ? `'${arg.replace(/:[^:@/]*@/, ":****@")}'` : arg))
          .join(" ")}`,
    );
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new BackupError(`${tool} failed (exit ${result.status}).`);
}

export function backupPostgres(url: string, file: string): void {
  run("pg_dump", pgDumpArgs(url, file));
}

export function restorePostgres(url: string, file: string): void {
  run("pg_restore", pgRestoreArgs(url, file));
}
