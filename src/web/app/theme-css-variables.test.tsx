import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { cssVariablesResolver, theme } from "./theme";
import {
  THEME_VARIABLES_SHEET,
  themeCssVariables,
  themeCssVariablesPlugin,
  themeGlobalClasses,
  themeSheet,
} from "./theme-css-variables";

const styleOf = (html: string) =>
  /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? null;

test("the theme's CSS variables, worked out once, are the ones MantineProvider writes", () => {
  const mantine = styleOf(
    renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {null}
      </MantineProvider>,
    ),
  );
  expect(mantine).toContain("--mantine-primary-color-filled");
  expect(themeCssVariables()).toBe(mantine);
});

test("Mantine's global classes (hiddenFrom, visibleFrom) are the provider's, for each breakpoint", () => {
  const classes = themeGlobalClasses();
  for (const breakpoint of ["xs", "sm", "md", "lg", "xl"]) {
    expect(classes).toContain(`.mantine-hidden-from-${breakpoint} {display: none !important;}`);
    expect(classes).toContain(`.mantine-visible-from-${breakpoint} {display: none !important;}`);
  }
});

test("the build serves theme-variables.css with them, and no other file", () => {
  const plugin = themeCssVariablesPlugin();
  expect(themeSheet()).toContain(themeCssVariables());
  expect(themeSheet()).toContain(themeGlobalClasses());
  expect(plugin.load(`/work/app/${THEME_VARIABLES_SHEET}`)).toBe(themeSheet());
  expect(plugin.load(`C:\\app\\${THEME_VARIABLES_SHEET.replaceAll("/", "\\")}?direct`)).toBe(
    themeSheet(),
  );
  expect(plugin.load("/work/app/src/web/app/global.css")).toBeUndefined();
});
