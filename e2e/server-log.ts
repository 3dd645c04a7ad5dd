/**
 * The e2e server's output, kept in a file for the run's end (global-teardown.ts): a public page
 * whose server render threw is still answered, rendered by the browser instead
 * (src/server/html/render-body.ts), and one whose head resolver threw gets the generic head
 * (plugins/web-app.ts). A test sees a working page either way; only the server's log says so.
 */
import { readFileSync } from "node:fs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Its own data folder per port, so two runs on different E2E_PORTs don't share a database. */
export const DATA_DIR = E2E_PORT === 3100 ? ".e2e-data" : `.e2e-data-${E2E_PORT}`;
/** Everything the server wrote (stdout and stderr) in this run; `*.log` is not tracked. */
export const SERVER_LOG = `${DATA_DIR}.log`;

/** The messages of the server's silent fallbacks, as the development log prints them. */
const FALLBACKS = /\bERROR\s+(server rendering failed|page head resolver failed)\b/;

/** Each fallback the log holds, with the lines of its stack after it. */
export function silentFallbacks(log: string): string[] {
  const lines = log.split("\n");
  const found: string[] = [];
  lines.forEach((line, index) => {
    if (!FALLBACKS.test(line)) return;
    const stack = [];
    for (const next of lines.slice(index + 1, index + 9)) {
      if (!/^\s+at |^\w*Error\b/.test(next)) break;
      stack.push(next);
    }
    found.push([line, ...stack].join("\n"));
  });
  return found;
}

export function readServerLog(): string {
  return readFileSync(SERVER_LOG, "utf8");
}
