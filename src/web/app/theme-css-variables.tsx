import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from "@mantine/core";
import { cssVariablesResolver, theme } from "./theme";

/**
 * The theme's CSS variables, as MantineProvider would write them (`withCssVariables`), worked
 * out once per process instead of on every render: the theme never changes, and MantineProvider
 * spent ~1.3 ms of a ~20 ms server render of a lender page recomputing ~300 variables and
 * dropping those equal to Mantine's defaults (bench:ssr, docs/decisions/css.md).
 * `theme-css-variables.test.tsx` checks the text is MantineProvider's own.
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

/** Rendered inside MantineProvider with `withCssVariables={false}`. */
export function ThemeCssVariables() {
  // React writes a <style>'s text as is (it only guards against a closing tag), so the CSS,
  // quotes included, reaches the page as MantineProvider's own element would.
  return <style data-mantine-styles="true">{themeCssVariables()}</style>;
}
