// @ts-check
/**
 * `npm start`: runs the compiled server, dist/node/start.js (src/server/cli/start.ts bundled by
 * esbuild, scripts/server-bundle.mjs), building it first when it is missing or older than its
 * sources, so a fresh clone needs no build step. The server then builds the web app when
 * needed (outside production), migrates, seeds an empty database and listens. It runs in this
 * process: signals reach the server itself. docs/decisions/2026-11-27-bundled-server.md
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { BUNDLE_FILE, buildServerBundle, serverBundleIsStale } from "./server-bundle.mjs";

if (serverBundleIsStale()) {
  try {
    console.log("Building the server…");
    await buildServerBundle();
  } catch (error) {
    // An install without esbuild (dependencies pruned) runs the bundle it was shipped with.
    if (!existsSync(BUNDLE_FILE)) throw error;
    console.warn("Could not rebuild the server bundle; running the existing one:", error);
  }
}

await import(pathToFileURL(BUNDLE_FILE).href);
