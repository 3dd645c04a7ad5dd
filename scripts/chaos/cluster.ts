/**
 * The chaos run's own PostgreSQL cluster: initdb into a temp folder with Debian's binaries (the
 * newest /usr/lib/postgresql/<version>), run as the `postgres` OS user on a free port with trust
 * auth and its socket in the folder, so the shared server on :5432 is never touched.
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest)
    throw new Error(`No PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  return path.join(root, newest, "bin");
}

function ownerIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export interface Cluster {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** Fast shutdown: open connections are terminated, as in a real restart. */
  stop(): Promise<void>;
  /** Stops whatever is running, ignoring errors (clean-up). */
  kill(): void;
}

export function createCluster(baseDir: string, port: number): Cluster {
  const bin = postgresBinDir();
  const dataDir = path.join(baseDir, "pgdata");
  const logFile = path.join(baseDir, "postgres.log");
  const socketDir = path.join(baseDir, "pgsocket");
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  const { uid, gid } = ownerIds();
  chownSync(baseDir, uid, gid);
  chownSync(socketDir, uid, gid);
  const asPostgres = (command: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
    });

  asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${socketDir}`,
    "-c fsync=on",
    "-c max_connections=100",
  ].join(" ");

  // Asynchronous: the load and the health polls go on while PostgreSQL stops and starts.
  const pgCtl = async (args: string[]) => {
    await promisify(execFile)("runuser", [
      "-u",
      "postgres",
      "--",
      path.join(bin, "pg_ctl"),
      ...args,
    ]);
  };
  const start = () =>
    pgCtl(["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
  const stop = () => pgCtl(["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);
  asPostgres("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
  asPostgres("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "lenderlane"]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/lenderlane`,
    port,
    start,
    stop,
    kill() {
      try {
        asPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "-t", "30", "stop"]);
      } catch {
        // not running
      }
    },
  };
}
