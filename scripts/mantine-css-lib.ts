/**
 * Which Mantine style sheets a source file needs (docs/decisions/css.md). Each file that uses a
 * Mantine component imports that component's CSS, and the CSS of the components it is built on,
 * so Vite puts every route's styles into that route's chunks instead of one sheet for all.
 *
 * The dependencies are read from Mantine's own build: a component's module imports the
 * components it renders (Button imports UnstyledButton and Loader) and its CSS-module class map
 * (`Button.module.mjs`, whose sheet is `styles/Button.css`). Following those imports gives the
 * exact list, so nothing is kept by hand. Files are imported in the order of Mantine's full
 * sheet (baseline first), in the `mantine` CSS layer, so the app's own rules (app/global.css,
 * not layered) win whatever order the chunks arrive in.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The packages whose components bring style sheets. */
const PACKAGES = ["core", "dates", "notifications"] as const;
type Package = (typeof PACKAGES)[number];

/** Sheets every page needs, before any component's (Mantine 'Global styles'). */
const GLOBAL_SHEETS = ["baseline", "default-css-variables", "global"];

/**
 * The file that provides the theme brings them: MantineProvider, or MantineThemeProvider in
 * a provider of the app built on MantineThemeProvider.
 */
const PROVIDERS = new Set(["MantineProvider", "MantineThemeProvider"]);

/**
 * A file that draws a Mantine component's markup without importing the component (the frame's
 * buttons, frame-button.tsx) names the sheets it needs on a line of its own:
 * `// mantine-css-sheets: UnstyledButton Button`. Only those sheets, not their components'
 * dependencies: the markup drawn is the file's to know.
 */
const SHEETS_DIRECTIVE = /^\/\/ mantine-css-sheets:((?:[ \t]+[A-Za-z]+)+)[ \t]*$/m;

const IMPORT_FROM = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

function namedImports(source: string): { names: string[]; from: string }[] {
  const out: { names: string[]; from: string }[] = [];
  for (const match of source.matchAll(IMPORT_FROM)) {
    const [, list = "", from = ""] = match;
    if (/^\s*type\s/.test(match[0].slice("import".length))) continue;
    const names = list
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith("type "))
      .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? "");
    out.push({ names: names.filter(Boolean), from });
  }
  return out;
}

export interface MantineStyles {
  /** The style imports (module specifiers) a file with this source needs, in order. */
  importsFor(source: string): string[];
}

/** Reads Mantine's build under `nodeModules` once; the answer is then pure. */
export function loadMantineStyles(nodeModules: string): MantineStyles {
  const esmDir = (pkg: Package) => path.join(nodeModules, "@mantine", pkg, "esm");

  // Export name -> the module file that defines it, per package (from its index.mjs).
  const exportsOf = new Map<Package, Map<string, string>>();
  for (const pkg of PACKAGES) {
    const index = path.join(esmDir(pkg), "index.mjs");
    const map = new Map<string, string>();
    for (const { names, from } of namedImports(readFileSync(index, "utf8"))) {
      if (!from.startsWith(".")) continue;
      for (const name of names) map.set(name, path.resolve(path.dirname(index), from));
    }
    // Names re-exported under another name (`transitions as MANTINE_TRANSITIONS`) need no CSS.
    exportsOf.set(pkg, map);
  }

  // Module file -> the sheets it needs (its own class maps and those of what it imports).
  const sheetsOfFile = new Map<string, Set<string>>();
  const visit = (file: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const pkg = PACKAGES.find((name) => file.startsWith(esmDir(name) + path.sep));
    const classMap = /([^/\\]+)\.module\.mjs$/.exec(file);
    if (pkg && classMap) {
      into.add(pkg === "core" ? `core:${classMap[1]}` : `${pkg}:*`);
      return;
    }
    const code = readFileSync(file, "utf8");
    // Relative imports and re-exports lead to the modules this one uses; another package's
    // modules reach the core's components through its index (`from "@mantine/core"`).
    for (const match of code.matchAll(/from\s*["'](\.[^"']+)["']/g)) {
      visit(path.resolve(path.dirname(file), match[1] ?? ""), into, seen);
    }
    for (const { names, from } of namedImports(code)) {
      if (from !== "@mantine/core") continue;
      for (const name of names) {
        const target = exportsOf.get("core")?.get(name);
        if (target) visit(target, into, seen);
      }
    }
  };
  const sheetsOf = (file: string): Set<string> => {
    let sheets = sheetsOfFile.get(file);
    if (!sheets) {
      sheets = new Set();
      visit(file, sheets, new Set());
      sheetsOfFile.set(file, sheets);
    }
    return sheets;
  };

  // Mantine's order: where each component sheet's first class appears in the full sheet.
  const fullSheet = readFileSync(path.join(nodeModules, "@mantine/core/styles.css"), "utf8");
  const rank = new Map<string, number>();
  const rankOf = (component: string): number => {
    let value = rank.get(component);
    if (value === undefined) {
      const css = readFileSync(
        path.join(nodeModules, "@mantine/core/styles", `${component}.css`),
        "utf8",
      );
      const firstClass = /\.(m_[0-9a-f]{8})/.exec(css)?.[1];
      value = firstClass ? fullSheet.indexOf(`.${firstClass}`) : Number.MAX_SAFE_INTEGER;
      rank.set(component, value);
    }
    return value;
  };

  return {
    importsFor(source) {
      const core = new Set<string>();
      const packages = new Set<Package>();
      let provider = false;
      for (const { names, from } of namedImports(source)) {
        const pkg = PACKAGES.find((name) => from === `@mantine/${name}`);
        if (!pkg) continue;
        for (const name of names) {
          if (pkg === "core" && PROVIDERS.has(name)) provider = true;
          const file = exportsOf.get(pkg)?.get(name);
          if (!file) continue;
          for (const sheet of sheetsOf(file)) {
            const [owner = "", component = ""] = sheet.split(":");
            if (owner === "core") core.add(component);
            else packages.add(owner as Package);
          }
        }
      }
      const named = SHEETS_DIRECTIVE.exec(source)?.[1]?.trim().split(/\s+/) ?? [];
      for (const component of named) {
        if (!existsSync(path.join(nodeModules, "@mantine/core/styles", `${component}.css`))) {
          throw new Error(`mantine-css-sheets: Mantine has no sheet named ${component}`);
        }
        core.add(component);
      }
      const components = [...core].sort((a, b) => rankOf(a) - rankOf(b) || a.localeCompare(b));
      return [
        ...(provider ? GLOBAL_SHEETS : []).map(
          (sheet) => `@mantine/core/styles/${sheet}.layer.css`,
        ),
        ...components.map((component) => `@mantine/core/styles/${component}.layer.css`),
        // Other packages' sheets come after the core's (Mantine 'Styles import order').
        ...PACKAGES.filter((pkg) => packages.has(pkg)).map(
          (pkg) => `@mantine/${pkg}/styles.layer.css`,
        ),
      ];
    },
  };
}
