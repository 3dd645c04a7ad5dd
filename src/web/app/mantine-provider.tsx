import {
  DEFAULT_THEME,
  em,
  keys,
  MantineContext,
  type MantineThemeOverride,
  MantineThemeProvider,
  mergeMantineTheme,
  px,
} from "@mantine/core";
import { useIsomorphicEffect } from "@mantine/hooks";
import type { ReactNode } from "react";

/**
 * What MantineProvider gives the components, for this app's one light theme, without the parts
 * the app does not use: MantineProvider statically imports its CSS-variables writer (Mantine's
 * resolver, ~2.5 KB gzipped, even with `withCssVariables={false}`) and the local-storage colour
 * scheme manager, both in every page's first download. The variables come from the entry's
 * sheet instead (theme-variables.css, built from the theme), `data-mantine-color-scheme="light"`
 * is on index.html's <html>, and the scheme is forced to light. The context value and the
 * breakpoint classes are MantineProvider's own; `mantine-provider.test.tsx` renders components
 * under both and compares the markup, so a Mantine upgrade that changes them fails there.
 */
const contextValue = {
  colorScheme: "light" as const,
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => (typeof document === "undefined" ? undefined : document.documentElement),
  classNamesPrefix: "mantine",
  cssVariablesSelector: ":root",
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

/** MantineClasses' text: the `hiddenFrom`/`visibleFrom` classes of each breakpoint. */
export function breakpointClasses(theme: MantineThemeOverride): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return keys(breakpoints).reduce((css, breakpoint) => {
    const value = String(breakpoints[breakpoint]);
    const isPx = value.includes("px");
    const size = px(value) as number;
    const below = isPx ? `${size - 0.1}px` : em(size - 0.1);
    const from = isPx ? `${size}px` : em(size);
    return `${css}@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, "");
}

export function LightMantineProvider({
  theme,
  children,
}: {
  theme: MantineThemeOverride;
  children: ReactNode;
}) {
  // As MantineProvider: the reduced-motion rules apply once this attribute is on <html>.
  useIsomorphicEffect(() => {
    if (theme.respectReducedMotion) {
      document.documentElement.setAttribute("data-respect-reduced-motion", "true");
    }
  }, [theme.respectReducedMotion]);
  return (
    <MantineContext value={contextValue}>
      <MantineThemeProvider theme={theme}>
        {/* MantineProvider's children, in its places (where its variables <style> would be,
            nothing), so useId gives the same ids as under MantineProvider. */}
        {null}
        {/* A text child, not innerHTML: React writes a <style>'s text as is (it only guards
            against a closing tag), so the markup is MantineProvider's own. */}
        <style data-mantine-styles="classes">{breakpointClasses(theme)}</style>
        {children}
      </MantineThemeProvider>
    </MantineContext>
  );
}
