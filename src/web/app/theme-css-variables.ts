import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  MantineProvider,
  type MantineProviderProps,
  mergeMantineTheme,
} from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { cssVariablesResolver, theme } from "./theme";

/**
 * The theme's CSS variables, as MantineProvider would write them (`withCssVariables`), worked
 * out once, at build time: `themeCssVariablesPlugin` (vite.config.ts) hands this text to the
 * build as the content of `theme-variables.css`, which provider.tsx imports, so it lands in the
 * entry's sheet (inlined in every server-rendered page, linked by the others). The browser
 * neither ships nor runs Mantine's resolver (~2.5 KB gzipped), and the server no longer spent
 * ~1.3 ms of a ~20 ms render of a lender page recomputing ~300 variables on every render
 * (bench:ssr). `theme-css-variables.test.tsx` checks the text is MantineProvider's own.
 */
let cached: string | undefined;

type Variables = ReturnType<typeof defaultCssVariablesResolver>;

function withoutDefaults(input: Variables): Variables {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const keep = (
    values: Record<string, string>,
    base: Record<string, string>,
  ): Record<string, string> =>
    Object.fromEntries(Object.entries(values).filter(([key, value]) => base[key] !== value));
  return {
    variables: keep(input.variables, defaults.variables),
    light: keep(input.light, defaults.light),
    dark: keep(input.dark, defaults.dark),
  };
}

export function themeCssVariables(): string {
  if (cached === undefined) {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const variables = deepMerge(
      defaultCssVariablesResolver(merged),
      cssVariablesResolver(merged),
    ) as Variables;
    cached = convertCssVariables(withoutDefaults(variables));
  }
  return cached;
}

let cachedClasses: string | undefined;

/**
 * Mantine's global classes (`hiddenFrom` / `visibleFrom`: `.mantine-hidden-from-sm` and the
 * like, per theme breakpoint), as MantineProvider writes them (`withGlobalClasses`) into a
 * `<style>` at the top of the app, i.e. in the body, where HTML allows no `<style>`
 * (docs/decisions/2026-11-27-valid-html.md). Taken from the provider's own output, once, at
 * build time, for the same sheet as the variables; provider.tsx turns the provider's off.
 */
export function themeGlobalClasses(): string {
  if (cachedClasses === undefined) {
    const markup = renderToStaticMarkup(
      createElement(
        MantineProvider,
        { theme, withCssVariables: false } as MantineProviderProps,
        null,
      ),
    );
    const css = /<style data-mantine-styles="classes">([\s\S]*?)<\/style>/.exec(markup)?.[1];
    if (!css) throw new Error("MantineProvider wrote no global classes: has Mantine changed?");
    cachedClasses = css;
  }
  return cachedClasses;
}

/** The content of `theme-variables.css`: the theme's CSS variables, then the global classes. */
export function themeSheet(): string {
  return `${themeCssVariables()}\n${themeGlobalClasses()}\n`;
}

/** The sheet whose content the build replaces with {@link themeSheet}. */
export const THEME_VARIABLES_SHEET = "src/web/app/theme-variables.css";

/**
 * Vite plugin: serves `theme-variables.css` with the theme's CSS variables and Mantine's global
 * classes (build, dev server
 * and server-rendering build alike). A plugin rather than a generated file kept in git: the
 * theme stays the one source, nothing to regenerate.
 */
export function themeCssVariablesPlugin() {
  return {
    name: "lenderlane:theme-css-variables",
    enforce: "pre" as const,
    load(id: string) {
      const file = id.split("?")[0]?.replaceAll("\\", "/") ?? "";
      return file.endsWith(THEME_VARIABLES_SHEET) ? themeSheet() : undefined;
    },
  };
}
