import { describe, expect, test } from "vitest";
import { checkBudgets, formatResults, type Manifest, staticClosure } from "./bundle-budget-lib";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js", "_shared.js"],
    css: ["assets/index.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
  "routes/home.tsx": { file: "assets/home.js", imports: ["_shared.js", "_form.js"] },
  "_form.js": { file: "assets/form.js", css: ["assets/form.css"] },
  "routes/admin.tsx": { file: "assets/admin.js", imports: ["_big.js"] },
  "_big.js": { file: "assets/big.js" },
};
const sizes: Record<string, number> = {
  "assets/index.js": 10,
  "assets/react.js": 100,
  "assets/shared.js": 20,
  "assets/home.js": 5,
  "assets/form.js": 7,
  "assets/big.js": 1000,
  "assets/admin.js": 1,
  "assets/index.css": 30,
  "assets/form.css": 3,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe("bundle budget", () => {
  test("a route costs the entry and its own static imports, each chunk once", () => {
    const files = staticClosure(manifest, ["index.html", "routes/home.tsx"]).map((c) => c.file);
    expect(files.sort()).toEqual(
      [
        "assets/form.js",
        "assets/home.js",
        "assets/index.js",
        "assets/react.js",
        "assets/shared.js",
      ].sort(),
    );
  });

  test("within budget passes; one byte over fails, and the numbers are printed", () => {
    const [home] = checkBudgets(
      manifest,
      [{ route: "routes/home.tsx", maxJs: 142, maxCss: 33 }],
      sizeOf,
    );
    expect(home).toMatchObject({ js: 142, css: 33, ok: true });
    const over = checkBudgets(
      manifest,
      [
        { route: "routes/home.tsx", maxJs: 141, maxCss: 33 },
        { route: "routes/admin.tsx", maxJs: 2000, maxCss: 29 },
      ],
      sizeOf,
    );
    expect(over.map((r) => r.ok)).toEqual([false, false]);
    const report = formatResults(over);
    expect(report).toContain("OVER routes/home.tsx");
    expect(report).toMatch(/JS\s+0\.1 KB/);
  });

  test("a route missing from the build fails loudly", () => {
    expect(() =>
      checkBudgets(manifest, [{ route: "routes/gone.tsx", maxJs: 1, maxCss: 1 }], sizeOf),
    ).toThrow("routes/gone.tsx is not in the build manifest");
  });
});
