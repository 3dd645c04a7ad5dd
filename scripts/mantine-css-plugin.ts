/**
 * Vite plugin: each web module imports the style sheets of the Mantine components it uses,
 * added when Vite loads it (dev and build) instead of committed at the top of the file
 * (docs/decisions/css.md). The list comes from Mantine's own build (mantine-css-lib.ts), so
 * Vite still puts every route's styles into that route's chunks, and nobody keeps or checks
 * it by hand.
 *
 * The imports go on the module's first line, before its own code, in the order of Mantine's
 * full sheet: the lines below keep their numbers (stack traces and the browser's sources stay
 * right without a source map). The server's modules get none (CSS renders nothing there; the
 * server inlines the client build's sheets, html/page-styles.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { loadMantineStyles, type MantineStyles } from "./mantine-css-lib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WEB_DIR = `${path.join(ROOT, "src/web")}${path.sep}`;

/** The web app's own TypeScript modules, tests excluded (jsdom renders no CSS). */
export function isWebModule(id: string): boolean {
  const file = id.split("?")[0] ?? "";
  return (
    file.startsWith(WEB_DIR) &&
    /\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.slice(WEB_DIR.length).split(/[\\/]/).includes("test")
  );
}

/** `code` with the sheets it needs imported on its first line. */
export function withMantineStyles(styles: MantineStyles, code: string): string {
  const imports = styles.importsFor(code);
  if (imports.length === 0) return code;
  return imports.map((specifier) => `import ${JSON.stringify(specifier)};`).join("") + code;
}

export function mantineCssPlugin(): Plugin {
  let styles: MantineStyles | undefined;
  return {
    name: "lenderlane:mantine-css",
    // Before the TypeScript transform: the imports are read as written.
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !isWebModule(id)) return null;
      styles ??= loadMantineStyles(path.join(ROOT, "node_modules"));
      const out = withMantineStyles(styles, code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
