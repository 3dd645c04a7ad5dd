/**
 * `npm run check:html` (CI, after the build): the W3C Nu HTML Checker (npm `vnu-jar`, run by
 * Java) on the server-rendered HTML of each public page type (check-html-lib.ts lists them).
 * Starts the built server (scripts/start.mjs, production mode) on a fresh embedded database
 * with the demo catalogue in a temporary DATA_DIR, saves each page to a temporary folder and
 * gives them all to one checker run (the JVM's start is most of its cost). Prints every error
 * and exits 1 when there is one. `-- --url http://localhost:3000` checks a running server
 * instead. docs/decisions/2026-11-27-valid-html.md
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  FIRST_LISTING,
  firstLenderPath,
  isServerRendered,
  pagesToCheck,
  readCheckerReport,
} from "./check-html-lib";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The checker, from npm `vnu-jar` (its own Java download is not used: Debian's Java runs it). */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const { values: options } = parseArgs({
  options: { url: { type: "string" }, keep: { type: "boolean", default: false } },
});
/**
 * The checker's documented minimum thread stack (512k; deep markup needs more), and a JVM tuned
 * for one short run on two cores: the serial collector and the first JIT tier only (4 s instead
 * of 6.6 s for the 21 pages, a third of the memory).
 */
const JAVA_OPTIONS = ["-Xss4m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"];
const NOT_RENDERED =
  "The server did not render the pages: is dist/ from `npm run build`? (A development " +
  "`npm start` rebuilds it for development, which the production server cannot run.)";
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${stderr()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error(`The server did not start:\n${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The built server on a fresh database with the demo catalogue (no accounts: production). */
async function startServer(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(path.join(ROOT, "dist/web/.vite/manifest.json"))) {
    throw new Error('No web build in dist/web: run "npm run build" first.');
  }
  const port = Number(process.env.CHECK_HTML_PORT ?? 3190);
  const url = `http://127.0.0.1:${port}`;
  // Another server on the port would answer the health check: its pages would be checked.
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is taken: set CHECK_HTML_PORT to a free one.`);
  }
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: "check-html-secret-check-html-secret-0123",
      SMTP_URL: "smtp://127.0.0.1:2525",
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  try {
    await waitForHealth(url, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function get(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { accept: "text/html" }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

async function main(): Promise<number> {
  const pagesDir = mkdtempSync(path.join(tmpdir(), "lenderlane-html-"));
  const dataDir = options.url ? null : mkdtempSync(path.join(tmpdir(), "lenderlane-html-data-"));
  const server = dataDir ? await startServer(dataDir) : null;
  const baseUrl = (options.url ?? server?.url ?? "").replace(/\/+$/, "");
  try {
    console.log(`Server ready at ${baseUrl} (${seconds()})`);
    const listing = await get(`${baseUrl}${FIRST_LISTING}`);
    if (!isServerRendered(listing.html)) throw new Error(NOT_RENDERED);
    const lenderPath = firstLenderPath(listing.html);
    if (!lenderPath) throw new Error("No lender link on the first listing page");

    const files: string[] = [];
    const wrongStatus: string[] = [];
    for (const page of pagesToCheck(lenderPath)) {
      const { status, html } = await get(`${baseUrl}${page.path}`);
      if (status !== page.status)
        wrongStatus.push(`${page.path}: ${status}, expected ${page.status}`);
      if (!isServerRendered(html)) wrongStatus.push(`${page.path}: not rendered on the server`);
      const file = path.join(pagesDir, `${page.name}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    console.log(`Fetched ${files.length} pages into ${pagesDir} (${seconds()})`);
    await server?.stop();
    if (wrongStatus.length > 0) {
      console.error(`Unexpected answers:\n${wrongStatus.join("\n")}`);
      return 1;
    }

    // The report goes to stderr; --exit-zero-always: errors are read from it, not the status.
    const run = spawnSync(
      "java",
      [
        ...JAVA_OPTIONS,
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--exit-zero-always",
        "--format",
        "json",
        ...files,
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    // Anything on stdout is the checker failing (e.g. a StackOverflowError), not a report.
    if (run.error || run.status !== 0 || run.stdout.trim() !== "") {
      console.error(
        `The checker did not run (Java missing? apt-get install default-jre-headless): ${run.error?.message ?? `${run.stdout}${run.stderr}`}`,
      );
      return 1;
    }
    const report = readCheckerReport(run.stderr);
    console.log(
      `Nu HTML Checker: ${files.length} pages, ${report.errors.length} errors` +
        (report.excepted > 0 ? ` (${report.excepted} known exceptions left out)` : "") +
        ` (${seconds()})`,
    );
    for (const error of report.errors) console.error(error);
    return report.errors.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (!options.keep) rmSync(pagesDir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
