/**
 * The project's folder (the one holding package.json), found by walking up from this module:
 * the same answer from the sources (src/server/lib/, run by tsx or vitest) and from the server
 * bundle (dist/node/start.js, where every module's import.meta.url is the bundle's). Files the
 * server reads at run time (drizzle/, dist/web, dist/server) are resolved from here, never
 * relative to a source file's own depth.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. projectPath("dist/web"). */
export const projectPath = (relative: string): string => path.join(PROJECT_ROOT, relative);
