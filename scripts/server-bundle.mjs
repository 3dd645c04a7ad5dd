// @ts-check
/**
 * The server bundle (docs/decisions/2026-11-27-bundled-server.md): src/server/cli/start.ts and
 * every module of src/ it imports, compiled by esbuild into one ES module, dist/node/start.js.
 * Packages stay external: Node loads them from node_modules as before. `npm run build` builds
 * it; `npm start` (scripts/start.mjs) builds it when it is missing or older than one of its
 * inputs. Plain JavaScript, so that plain Node runs it before anything is compiled.
 *
 *   node scripts/server-bundle.mjs     # build dist/node/start.js
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BUNDLE_DIR = path.join(ROOT, "dist", "node");
export const BUNDLE_FILE = path.join(BUNDLE_DIR, "start.js");
/** The source files that went into the bundle (esbuild's metafile), relative to ROOT. */
const INPUTS_FILE = path.join(BUNDLE_DIR, "inputs.json");
const ENTRY = "src/server/cli/start.ts";
/** Files that shape the bundle without being part of it. */
const SETTINGS = ["scripts/server-bundle.mjs", "tsconfig.json", "package.json"];

/** @param {string} relative */
const mtimeOf = (relative) =>
  statSync(path.join(ROOT, relative), { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Whether the bundle is missing or older than a file it was built from. A listed file that is
 * gone does not count (its importers changed too), so a deployment that ships dist/ without
 * src/ runs its bundle as it is.
 */
export function serverBundleIsStale() {
  if (!existsSync(BUNDLE_FILE) || !existsSync(INPUTS_FILE)) return true;
  const built = statSync(BUNDLE_FILE).mtimeMs;
  /** @type {string[]} */
  const inputs = JSON.parse(readFileSync(INPUTS_FILE, "utf8"));
  return [...inputs, ...SETTINGS].some((file) => mtimeOf(file) > built);
}

/** Writes a file whole under its final name, so a starting server never reads half of it. */
function writeAtomically(/** @type {string} */ file, /** @type {string | Uint8Array} */ data) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** Builds dist/node/start.js (and its source map). Returns its size in bytes. */
export async function buildServerBundle() {
  // Dated from before esbuild reads the sources: a file saved during the build is newer.
  const started = new Date();
  const esbuild = await import("esbuild");
  try {
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [ENTRY],
      outfile: BUNDLE_FILE,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      packages: "external",
      // Readable stack traces without a map; the map (without the sources' text) is there for
      // `NODE_OPTIONS=--enable-source-maps` when a trace should name src/ files and lines.
      minify: false,
      sourcemap: "linked",
      sourcesContent: false,
      metafile: true,
      write: false,
      logLevel: "warning",
    });
    mkdirSync(BUNDLE_DIR, { recursive: true });
    writeAtomically(INPUTS_FILE, `${JSON.stringify(Object.keys(result.metafile.inputs))}\n`);
    let size = 0;
    for (const output of result.outputFiles) {
      writeAtomically(output.path, output.contents);
      if (output.path === BUNDLE_FILE) size = output.contents.byteLength;
    }
    utimesSync(BUNDLE_FILE, started, started);
    return size;
  } finally {
    await esbuild.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const size = await buildServerBundle();
  const kb = Math.round(size / 1024).toLocaleString("en-US");
  const ms = Math.round(performance.now() - started);
  console.log(`dist/node/start.js  ${kb} kB  built in ${ms} ms`);
}
