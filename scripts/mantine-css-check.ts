/** The files of src/web whose Mantine style imports differ from what they use (mantine-css.ts). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { currentImports, loadMantineStyles, withImports } from "./mantine-css-lib";

export interface StyleDrift {
  file: string;
  expected: string[];
  actual: string[];
  /** The file's source with the expected imports. */
  fixed: string;
}

/** Source files of the web app (tests excluded: jsdom renders no CSS). */
export function webSources(root: string): string[] {
  const dir = path.join(root, "src/web");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split(path.sep).includes("test"))
    .map((file) => path.join(dir, file))
    .sort();
}

export function mantineStyleDrift(root: string): StyleDrift[] {
  const styles = loadMantineStyles(path.join(root, "node_modules"));
  const drift: StyleDrift[] = [];
  for (const file of webSources(root)) {
    const source = readFileSync(file, "utf8");
    const expected = styles.importsFor(source);
    const actual = currentImports(source);
    if (expected.join("\n") !== actual.join("\n")) {
      drift.push({ file, expected, actual, fixed: withImports(source, expected) });
    }
  }
  return drift;
}
