/**
 * The chaos run's server processes: `npm start` without npm (node scripts/start.mjs, which runs
 * the server bundle in its own process, so the pid is the server itself and SIGKILL kills it,
 * not a wrapper), production mode, on the chaos database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { waitForStatus } from "./free-port";

export interface ServerEnv {
  databaseUrl: string;
  baseUrl: string;
  smtpUrl: string;
  authSecret: string;
  logDir: string;
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  /** How each process run in this slot ended, and whether we asked for it (else a crash). */
  readonly exits: { how: string; requested: boolean }[] = [];
  private requested = false;
  starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: ServerEnv,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    this.starts += 1;
    const log = createWriteStream(path.join(this.env.logDir, `${this.name}-${this.starts}.log`));
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: process.cwd(),
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATABASE_URL: this.env.databaseUrl,
        BASE_URL: this.env.baseUrl,
        SMTP_URL: this.env.smtpUrl,
        AUTH_SECRET: this.env.authSecret,
        // nginx on loopback is the one proxy to believe: the client address is the entry
        // before it in X-Forwarded-For.
        TRUST_PROXY: "127.0.0.1",
        SKIP_WEB_BUILD: "1",
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
      },
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.requested = false;
    child.on("exit", (code, signal) => {
      this.exits.push({ how: signal ?? `exit ${code}`, requested: this.requested });
      if (this.child === child) this.child = null;
    });
    this.child = child;
    await waitForStatus(`${this.url}/api/health`, 200, 120_000);
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Exits we did not ask for (a server that died of the outage). */
  get crashes(): string[] {
    return this.exits.filter((exit) => !exit.requested).map((exit) => `${this.name}: ${exit.how}`);
  }

  /** Sends a signal and waits for the exit; resolves to the exit code (null when signalled). */
  signal(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child) return Promise.resolve(null);
    this.requested = true;
    return new Promise((resolve) => {
      child.once("exit", (code) => resolve(code));
      child.kill(signal);
    });
  }
}
