/** `npm start` builds the web app only when the build is missing or older than its sources. */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
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
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export async function buildWeb(): Promise<void> {
  // Imported lazily: production installs may omit Vite and ship a prebuilt dist/.
  const { build } = await import("vite");
  await build({ configFile: path.join(ROOT, "vite.config.ts"), logLevel: "warn" });
}
