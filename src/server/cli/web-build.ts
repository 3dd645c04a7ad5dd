/** `npm start` builds the web app only when the build is missing or older than its sources. */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT as ROOT } from "../lib/project-root";

const SOURCES = ["src/web", "src/domain", "public", "vite.config.ts", "postcss.config.cjs"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function webBuildIsStale(distDir: string): boolean {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return true;
  // The server entry (public pages rendered on the server) is part of the build.
  if (!existsSync(path.join(ROOT, "dist/server/entry-server.js"))) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export async function buildWeb(): Promise<void> {
  // Imported lazily: production installs may omit Vite and ship a prebuilt dist/.
  const { build } = await import("vite");
  const configFile = path.join(ROOT, "vite.config.ts");
  // The same two builds as `npm run build`: the client, then the server entry.
  await build({ configFile, logLevel: "warn" });
  await build({ configFile, logLevel: "warn", build: { ssr: "entry-server.tsx" } });
}
