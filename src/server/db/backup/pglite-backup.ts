/**
 * Backups of the embedded database (issue 33; docs/decisions/2026-11-27-backups-and-retention.md).
 *
 * A backup is PGlite's own `dumpDataDir("gzip")`: a gzipped tar of the PostgreSQL data folder,
 * taken after a CHECKPOINT between two statements (PGlite runs one statement at a time), so it
 * holds every committed transaction and, like a copy of a stopped server, only those: an open
 * transaction's WAL records have no commit and are rolled back when the copy starts. Restoring
 * is `PGlite.create({ loadDataDir })` into an empty folder.
 *
 * Only one process may open a data folder (data-dir-lock.ts). When the server holds it, the
 * command asks the server to take the copy: it writes a request file into DATA_DIR and sends the
 * server SIGUSR2; the server (serveLiveBackups, wired in cli/start.ts) dumps from its own open
 * database and writes a result file. A restore never runs while the server holds the folder.
 */
import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, DataDirLockedError } from "../data-dir-lock";
import { PGLITE_EXTENSIONS } from "../pglite-extensions";

/** The request a backup command leaves for the running server, and the answer it waits for. */
const REQUEST_FILE = "backup-request.json";
const resultFile = (id: string) => `backup-result-${id}.json`;
/** How long the command waits for the running server's copy. */
export const LIVE_BACKUP_TIMEOUT_MS = 5 * 60_000;

export interface BackupResult {
  file: string;
  bytes: number;
  /** "offline": the command opened the folder itself; "live": the running server took it. */
  mode: "offline" | "live";
}

/** Writes the file whole under its final name, so a half-written backup is never mistaken for one. */
function writeAtomically(file: string, data: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.partial`;
  writeFileSync(temporary, data, { mode: 0o600 });
  renameSync(temporary, file);
}

/** Dumps an open PGlite to `file` (gzipped tar of its data folder). */
export async function dumpPglite(client: PGlite, file: string): Promise<number> {
  await client.exec("CHECKPOINT");
  const blob = await client.dumpDataDir("gzip");
  const bytes = new Uint8Array(await blob.arrayBuffer());
  writeAtomically(file, bytes);
  return bytes.byteLength;
}

const pgdataOf = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * Backs up the embedded database in `dataDir` to `file`: opens it itself when no process holds
 * it, else asks the process holding it (the server) through SIGUSR2.
 */
export async function backupPglite(options: {
  dataDir: string;
  file: string;
  timeoutMs?: number;
  /** Test seam: how the running server is told (default: SIGUSR2 to its pid). */
  notify?: (pid: number) => void;
}): Promise<BackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!existsSync(path.join(pgdataOf(dataDir), "PG_VERSION"))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  }
  let lock: { release(): void };
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return requestLiveBackup({ ...options, dataDir, file, pid: error.pid });
  }
  try {
    const client = await PGlite.create(pgdataOf(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      const bytes = await dumpPglite(client, file);
      return { file, bytes, mode: "offline" };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function requestLiveBackup(options: {
  dataDir: string;
  file: string;
  pid: number;
  timeoutMs?: number;
  notify?: (pid: number) => void;
}): Promise<BackupResult> {
  const id = randomUUID();
  const result = path.join(options.dataDir, resultFile(id));
  writeFileSync(
    path.join(options.dataDir, REQUEST_FILE),
    JSON.stringify({ id, file: options.file }),
    { mode: 0o600 },
  );
  (options.notify ?? ((pid) => process.kill(pid, "SIGUSR2")))(options.pid);
  const deadline = Date.now() + (options.timeoutMs ?? LIVE_BACKUP_TIMEOUT_MS);
  while (Date.now() < deadline) {
    if (existsSync(result)) {
      const answer = JSON.parse(readFileSync(result, "utf8")) as { error?: string; bytes?: number };
      rmSync(result, { force: true });
      if (answer.error)
        throw new BackupError(`The running server could not back up: ${answer.error}`);
      return {
        file: options.file,
        bytes: answer.bytes ?? statSync(options.file).size,
        mode: "live",
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  rmSync(path.join(options.dataDir, REQUEST_FILE), { force: true });
  throw new BackupError(
    `Process ${options.pid} holds ${options.dataDir} but did not answer the backup request ` +
      "(is it a LenderLane server of this version?). Stop it and run the backup again.",
  );
}

/**
 * In the server: answers the backup command's requests (SIGUSR2) from the open database. Rounds
 * never overlap; a failure is written to the result file for the command to print.
 */
export function serveLiveBackups(
  client: PGlite,
  dataDir: string,
  log: (message: string) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const requestPath = path.join(path.resolve(dataDir), REQUEST_FILE);
  const answer = async () => {
    if (!existsSync(requestPath)) return;
    const request = JSON.parse(readFileSync(requestPath, "utf8")) as { id: string; file: string };
    rmSync(requestPath, { force: true });
    if (!/^[0-9a-f-]{36}$/.test(request.id)) return;
    const out = path.join(path.dirname(requestPath), resultFile(request.id));
    try {
      const bytes = await dumpPglite(client, request.file);
      log(`backup written to ${request.file} (${bytes} bytes)`);
      writeFileSync(out, JSON.stringify({ bytes }));
    } catch (error) {
      writeFileSync(out, JSON.stringify({ error: (error as Error).message }));
    }
  };
  const onSignal = () => {
    if (running) return;
    running = answer()
      .catch((error) => log(`backup request failed: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
  };
  process.on("SIGUSR2", onSignal);
  return {
    async stop() {
      process.off("SIGUSR2", onSignal);
      await running;
    },
  };
}

export class BackupError extends Error {}

/**
 * Restores `file` into `dataDir`. Refuses while a process holds the folder, and when it already
 * holds a database unless `replace` is set: the old database is then moved aside (never
 * deleted) to `pglite.replaced-<time>`, whose path is returned.
 */
export async function restorePglite(options: {
  dataDir: string;
  file: string;
  replace?: boolean;
  now?: Date;
}): Promise<{ movedAside: string | null }> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const pgdata = pgdataOf(dataDir);
    let movedAside: string | null = null;
    if (existsSync(pgdata)) {
      if (!options.replace) {
        throw new BackupError(
          `${dataDir} already holds a database. Pass --replace to move it aside ` +
            "(it is kept as pglite.replaced-<time>) and restore the backup in its place.",
        );
      }
      const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
      movedAside = `${pgdata}.replaced-${stamp}`;
      renameSync(pgdata, movedAside);
    }
    const data = await readFile(file);
    try {
      const client = await PGlite.create(pgdata, {
        loadDataDir: new Blob([data]),
        extensions: PGLITE_EXTENSIONS,
      });
      // The copy opens and answers: a damaged archive fails here, not at the next start.
      await client.query("SELECT 1");
      await client.close();
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      if (movedAside) renameSync(movedAside, pgdata);
      throw new BackupError(`${file} could not be restored: ${(error as Error).message}`);
    }
    return { movedAside };
  } finally {
    lock.release();
  }
}
