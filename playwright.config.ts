import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { DATA_DIR, E2E_PORT as PORT, SERVER_LOG } from "./e2e/server-log";

const BASE_URL = `http://localhost:${PORT}`;

/**
 * Debian's old headless shell (package chromium-headless-shell) when it is installed: the same
 * Blink as /usr/bin/chromium, without the full browser's UI processes, so each page costs
 * less CPU on a 2-core machine. CHROMIUM_PATH picks another binary.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * End-to-end tests drive Debian's Chromium (CHROMIUM, above) against the built app, started
 * by `npm start` on a fresh embedded database in .e2e-data (removed before each run).
 *
 * Tests run in parallel, in any order: each creates the accounts it changes (unique emails)
 * and is its own client (e2e/fixtures.ts). Two workers: CI has two cores, and one server
 * process with its embedded database serves both, so more workers only queue up behind it.
 * E2E_WORKERS overrides it (1 runs the tests one after another).
 *
 * The server's output also goes to SERVER_LOG (.e2e-data.log), which the global teardown reads:
 * a server render that failed, answered by a page the browser renders instead, fails the run
 * (e2e/server-log.ts).
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a test that fails once fails the run, instead of passing as 'flaky'.
  retries: 0,
  globalTeardown: "./e2e/global-teardown.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    // No trace unless E2E_TRACE=1: recording one (DOM snapshots of each step, network,
    // console) costs every test, passed or not, and was 12% (sign-in.spec) to 28%
    // (discovery.spec, big listing pages) of the runner's and browser's CPU time
    // (docs/decisions/2026-11-27-e2e-trace-off.md). A failed test still has its screenshot and
    // error-context.md (the page's ARIA snapshot); rerun it with E2E_TRACE=1 for its trace.
    // Without the screencast either way: it cost every test the encoding of a frame per paint.
    trace:
      process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
    // The app honours prefers-reduced-motion (the theme's respectReducedMotion): dialogs,
    // toasts and menus appear at once instead of after their transitions.
    contextOptions: { reducedMotion: "reduce" },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm start 2>&1 | tee ${SERVER_LOG}`,
    url: `${BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      BASE_URL,
      DATA_DIR,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      // Development-only, for the test runner: it stands in for a proxy on loopback, and each
      // test sends its own X-Forwarded-For (e2e/fixtures.ts), so the per-client limits
      // (better-auth's, the sign-in throttle's, the sign-up limit's) stay on and count each test
      // as one client instead of the whole run as one. Production's TRUST_PROXY is not touched.
      TRUST_PROXY: "127.0.0.1,::1",
    },
  },
});
