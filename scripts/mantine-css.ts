/**
 * `npm run mantine-css`: every file of src/web that uses a Mantine component imports that
 * component's style sheets (scripts/mantine-css-lib.ts, docs/decisions/css.md). Without
 * arguments it lists the files whose imports differ and exits 1; `-- --write` rewrites them.
 * The unit test runs the same check, so a component used without its styles fails CI.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { mantineStyleDrift } from "./mantine-css-check";

const root = fileURLToPath(new URL("..", import.meta.url));
const write = process.argv.includes("--write");
const drift = mantineStyleDrift(root);
for (const { file, expected, actual, fixed } of drift) {
  if (write) {
    writeFileSync(file, fixed);
    console.log(`wrote ${file} (${expected.length} style imports)`);
  } else {
    console.log(
      `${file}\n  has:  ${actual.join(", ") || "-"}\n  needs: ${expected.join(", ") || "-"}`,
    );
  }
}
if (!write && drift.length > 0) {
  console.error(`\n${drift.length} file(s) differ: run "npm run mantine-css -- --write".`);
  process.exit(1);
}
if (drift.length === 0) console.log("Mantine style imports are up to date.");
