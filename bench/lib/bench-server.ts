/**
 * Starts the production server as `npm start` runs it (the bundle of src/server/cli/start.ts,
 * scripts/start.mjs, NODE_ENV=production, the node options of scripts/server-node-options.mjs) in a child process on a database the bench
 * prepared, with server-probe.mjs preloaded for event-loop delay and memory figures. The bundle
 * is rebuilt once per bench run, before the first server starts, so the figures are those of
 * the current sources and no build runs inside a measured process.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { SERVER_NODE_OPTIONS } from "../../scripts/server-node-options.mjs";

export interface ProbeReport {
  loopP50: number;
  loopP99: number;
  loopMax: number;
  rssMax: number;
}

export interface MemoryReport {
  rss: number;
  heapUsed: number;
  /** Whether garbage was collected first (the server runs with --expose-gc). */
  collected: boolean;
}

export interface BenchServer {
  url: string;
  /** Starts a new measuring window. */
  reset(): Promise<void>;
  report(): Promise<ProbeReport>;
  /** Memory now (after a collection when the server was started with `exposeGc`). */
  memory(): Promise<MemoryReport>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

let bundleBuilt = false;
function buildServerBundleOnce(): void {
  if (bundleBuilt) return;
  execFileSync(process.execPath, ["scripts/server-bundle.mjs"], { cwd: ROOT, stdio: "ignore" });
  bundleBuilt = true;
}

export async function startBenchServer(options: {
  port: number;
  /** PostgreSQL URL, or null for PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir?: string;
  /** Extra environment for the server (e.g. LIVE_STREAMS_PER_ADDRESS). */
  env?: Record<string, string>;
  /** Node options before the script; those of `npm start` (its heap cap) when not given. */
  nodeArgs?: readonly string[];
  /** Let the probe collect garbage before a memory reading (--expose-gc). */
  exposeGc?: boolean;
}): Promise<BenchServer> {
  const url = `http://127.0.0.1:${options.port}`;
  buildServerBundleOnce();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server, to see where the time goes.
      ...(process.env.BENCH_CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      ...(options.exposeGc ? ["--expose-gc"] : []),
      ...(options.nodeArgs ?? SERVER_NODE_OPTIONS),
      "--import",
      "./bench/lib/server-probe.mjs",
      "scripts/start.mjs",
    ],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "production",
        PORT: String(options.port),
        HOST: "127.0.0.1",
        BASE_URL: url,
        AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
        SMTP_URL: "smtp://127.0.0.1:2525",
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        ...(options.databaseUrl
          ? { DATABASE_URL: options.databaseUrl }
          : { DATA_DIR: options.dataDir ?? "" }),
        ...options.env,
      },
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const ask = <T>(message: "reset" | "report" | "memory") =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (reply: { type: string }) => {
        if (reply.type !== message) return;
        child.off("message", onMessage);
        resolve(reply as T);
      };
      child.on("message", onMessage);
      if (!child.send(message)) reject(new Error("The bench server is gone"));
    });

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${stderr}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`The server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    reset: () => ask("reset").then(() => undefined),
    report: () => ask<ProbeReport>("report"),
    memory: () => ask<MemoryReport>("memory"),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
