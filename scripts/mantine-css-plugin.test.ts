import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadMantineStyles } from "./mantine-css-lib";
import { isWebModule, mantineCssPlugin, withMantineStyles } from "./mantine-css-plugin";

const root = fileURLToPath(new URL("..", import.meta.url));
const styles = loadMantineStyles(`${root}node_modules`);
const core = (name: string) => `@mantine/core/styles/${name}.layer.css`;

describe("Mantine style imports (scripts/mantine-css-plugin.ts)", () => {
  it("a component brings the sheets of the components it is built on, dependencies first", () => {
    const imports = styles.importsFor('import { Button, Text } from "@mantine/core";');
    expect(imports).toEqual(expect.arrayContaining([core("UnstyledButton"), core("Button")]));
    expect(imports.indexOf(core("UnstyledButton"))).toBeLessThan(imports.indexOf(core("Button")));
    expect(imports).toContain(core("Text"));
    expect(imports).not.toContain(core("baseline"));
    // Select has no sheet of its own: its parts' sheets.
    expect(styles.importsFor('import { Select } from "@mantine/core";')).toEqual(
      expect.arrayContaining([core("Input"), core("Combobox"), core("Popover")]),
    );
  });

  it("the provider brings the global sheets first; types and hooks bring none", () => {
    const provider = styles.importsFor('import { MantineProvider } from "@mantine/core";');
    expect(provider.slice(0, 3)).toEqual([
      core("baseline"),
      core("default-css-variables"),
      core("global"),
    ]);
    // A provider built on MantineThemeProvider brings them too.
    expect(
      styles.importsFor('import { MantineContext, MantineThemeProvider } from "@mantine/core";'),
    ).toEqual([core("baseline"), core("default-css-variables"), core("global")]);
    expect(styles.importsFor('import type { ButtonProps } from "@mantine/core";')).toEqual([]);
    expect(styles.importsFor('import { type ButtonProps, rem } from "@mantine/core";')).toEqual([]);
  });

  it("a file that draws a component's markup names its sheets, which join the others in order", () => {
    const source =
      '// mantine-css-sheets: Button UnstyledButton\nimport { Text } from "@mantine/core";\n';
    expect(styles.importsFor(source)).toEqual([
      core("UnstyledButton"),
      core("Text"),
      core("Button"),
    ]);
    // Only the sheets named: not Button's dependencies (Loader).
    expect(styles.importsFor("// mantine-css-sheets: Button\n")).toEqual([core("Button")]);
    expect(() => styles.importsFor("// mantine-css-sheets: Buton\n")).toThrow(/Buton/);
  });

  it("other packages' sheets come after the core's", () => {
    const imports = styles.importsFor('import { Notifications } from "@mantine/notifications";');
    expect(imports.at(-1)).toBe("@mantine/notifications/styles.layer.css");
    expect(imports).toContain(core("Notification"));
    expect(styles.importsFor('import { notifications } from "@mantine/notifications";')).toEqual(
      [],
    );
  });

  it("adds the imports on the module's first line, so its own lines keep their numbers", () => {
    const source = 'import { Text } from "@mantine/core";\nexport const x = 1;\n';
    const out = withMantineStyles(styles, source);
    expect(out).toBe(`import "${core("Text")}";${source}`);
    expect(out.split("\n").length).toBe(source.split("\n").length);
    expect(withMantineStyles(styles, "export const y = 2;\n")).toBe("export const y = 2;\n");
  });

  it("transforms the web app's browser modules only", () => {
    const plugin = mantineCssPlugin();
    const transform = plugin.transform as (
      code: string,
      id: string,
      options?: { ssr?: boolean },
    ) => { code: string } | null;
    const source = 'import { Text } from "@mantine/core";\n';
    const file = path.join(root, "src/web/components/x.tsx");
    expect(transform(source, file)?.code).toContain(core("Text"));
    expect(transform(source, file, { ssr: true })).toBeNull();
    expect(transform(source, path.join(root, "src/web/components/x.test.tsx"))).toBeNull();
    expect(isWebModule(path.join(root, "src/web/test/render.tsx"))).toBe(false);
    expect(isWebModule(path.join(root, "src/server/app.ts"))).toBe(false);
    expect(isWebModule(`${file}?v=123`)).toBe(true);
  });

  it("no web file carries the imports itself any more (the plugin adds them)", () => {
    const dir = path.join(root, "src/web");
    const committed = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /^import ["']@mantine\/[a-z]+\/styles/m.test(readFileSync(path.join(dir, file), "utf8")),
      );
    expect(committed).toEqual([]);
  });
});
