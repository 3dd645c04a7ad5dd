import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mantineStyleDrift } from "./mantine-css-check";
import { currentImports, loadMantineStyles, withImports } from "./mantine-css-lib";

const root = fileURLToPath(new URL("..", import.meta.url));
const styles = loadMantineStyles(`${root}node_modules`);
const core = (name: string) => `@mantine/core/styles/${name}.layer.css`;

describe("Mantine style imports (scripts/mantine-css-lib.ts)", () => {
  it("every web file imports the sheets of the Mantine components it uses", () => {
    // A component used without its sheet would render unstyled on the routes that lack it.
    const drift = mantineStyleDrift(root).map(({ file, expected, actual }) => ({
      file,
      missing: expected.filter((sheet) => !actual.includes(sheet)),
      extra: actual.filter((sheet) => !expected.includes(sheet)),
    }));
    expect(drift, 'run "npm run mantine-css -- --write"').toEqual([]);
  });

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
    // The app's light provider (src/web/app/mantine-provider.tsx) is built on MantineThemeProvider.
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

  it("rewrites a file's style imports in place, before its first import", () => {
    const source = '/** Doc. */\nimport "@mantine/core/styles.css";\nimport { Text } from "x";\n';
    const fixed = withImports(source, [core("Text")]);
    expect(fixed).toBe(`/** Doc. */\nimport "${core("Text")}";\nimport { Text } from "x";\n`);
    expect(currentImports(fixed)).toEqual([core("Text")]);
    expect(withImports(fixed, [])).toBe('/** Doc. */\nimport { Text } from "x";\n');
  });
});
