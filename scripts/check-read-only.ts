/**
 * `npm run check:read-only` (after `npm run build`; as root, on Linux; runs in CI): the piece of
 * the container recipe (Dockerfile: a read-only root filesystem, only DATA_DIR writable) that
 * can be checked without Docker. The built server (node dist/node/start.js, the image's CMD) is
 * started in a private mount namespace (`unshare --mount`) where `/` is remounted read-only and
 * only a fresh DATA_DIR stays writable: not even /tmp (the image gives it a tmpfs; the server
 * does not need one). In production mode, on the embedded database with the demo catalogue
 * (so the start writes: migrations, seed), it must answer /api/health/ready with 200, render
 * the home page and a listing, and stop cleanly on SIGTERM. A write anywhere else fails with
 * EROFS, which ends the start. First it checks that the bundles import production dependencies
 * only (the image prunes the others). What it does not prove: the image's own build, its user, or
 * PostgreSQL/Redis wiring (see README 'Running it in production').
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.CHECK_READ_ONLY_PORT ?? 3195);
const URL_BASE = `http://127.0.0.1:${PORT}`;

function fail(message: string): never {
  console.error(`check:read-only: ${message}`);
  process.exit(1);
}

/** A failure once the server runs: thrown, so the finally below stops the server first. */
class CheckFailed extends Error {}
const failRunning = (message: string): never => {
  throw new CheckFailed(message);
};

if (process.platform !== "linux" || process.getuid?.() !== 0) {
  fail("needs Linux and root (it remounts / read-only in a private mount namespace).");
}
if (spawnSync("unshare", ["--version"]).status !== 0) fail("needs unshare (util-linux).");
if (
  !existsSync(path.join(ROOT, "dist/node/start.js")) ||
  !existsSync(path.join(ROOT, "dist/web"))
) {
  fail('no build in dist/: run "npm run build" first.');
}

// The image keeps production dependencies only (npm prune --omit=dev): every package the
// built server loads at start (its static imports) must be one of them.
const dependencies = new Set(
  Object.keys(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).dependencies),
);
const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];
for (const bundle of ["dist/node/start.js", "dist/server/entry-server.js"]) {
  const text = readFileSync(path.join(ROOT, bundle), "utf8");
  for (const [, specifier] of text.matchAll(/^import (?:[^;]*? from )?"([^"]+)";?$/gm)) {
    if (!specifier || specifier.startsWith("node:") || specifier.startsWith(".")) continue;
    if (!dependencies.has(packageOf(specifier) ?? "")) {
      fail(
        `${bundle} imports ${specifier}, which is not a production dependency (the image has none other).`,
      );
    }
  }
}

// Another server on the port would answer for ours.
if (
  await fetch(`${URL_BASE}/api/health/live`).then(
    () => true,
    () => false,
  )
) {
  fail(`port ${PORT} is taken: set CHECK_READ_ONLY_PORT to a free one.`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "lenderlane-read-only-"));
chmodSync(dataDir, 0o700);

// $1 is DATA_DIR: bound onto itself it becomes its own mount, which stays writable when / is
// remounted read-only. Then the server replaces the shell (signals reach it).
const script = `set -e
mount --bind "$1" "$1"
mount -o remount,bind,ro /
touch /read-only-probe 2>/dev/null && { echo "/ is still writable" >&2; exit 3; }
exec "$2" dist/node/start.js`;

const child: ChildProcess = spawn(
  "unshare",
  [
    "--mount",
    "--propagation",
    "private",
    "--",
    "sh",
    "-c",
    script,
    "sh",
    dataDir,
    process.execPath,
  ],
  {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      BASE_URL: URL_BASE,
      DATA_DIR: dataDir,
      AUTH_SECRET: "read-only-check-secret-read-only-check-0123",
      SMTP_URL: "smtp://127.0.0.1:2525",
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
  },
);
let output = "";
const keep = (chunk: Buffer) => {
  output = (output + chunk.toString()).slice(-6000);
};
child.stdout?.on("data", keep);
child.stderr?.on("data", keep);
const exited = new Promise<string>((resolve) =>
  child.once("exit", (code, signal) => resolve(signal ?? String(code))),
);

async function status(pathname: string): Promise<number | null> {
  try {
    const response = await fetch(`${URL_BASE}${pathname}`, { redirect: "manual" });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

try {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) failRunning(`the server exited (${child.exitCode}):\n${output}`);
    if ((await status("/api/health/ready")) === 200) break;
    if (Date.now() - started > 180_000) failRunning(`not ready after 180 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const page of ["/", "/fix-and-flip", "/api/lenders"]) {
    const code = await status(page);
    if (code !== 200) failRunning(`${page} answered ${code} on a read-only filesystem:\n${output}`);
  }
  child.kill("SIGTERM");
  const how = await exited;
  if (how !== "0") failRunning(`the server did not stop cleanly (exit ${how}):\n${output}`);
  const written = readdirSync(dataDir);
  if (!written.includes("pglite")) failRunning(`DATA_DIR holds no database: ${written.join(", ")}`);
  console.log(
    "check:read-only: the bundles load production dependencies only; the built server started, answered /api/health/ready, /, /fix-and-flip " +
      "and the listing API with / read-only and only DATA_DIR writable, and stopped cleanly.",
  );
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`check:read-only: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
