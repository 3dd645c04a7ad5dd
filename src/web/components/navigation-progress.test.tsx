import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { NavigationPendingContext } from "@/web/app/navigation-state";
import { theme } from "@/web/app/theme";
import { NavigationProgress } from "./navigation-progress";

const markup = (node: ReactNode, pending = true) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <NavigationPendingContext.Provider value={pending}>{node}</NavigationPendingContext.Provider>
    </MantineProvider>,
  );

test("while a navigation is pending, the frame shows a full, animated bar named 'Loading page'", () => {
  const html = markup(<NavigationProgress />);
  expect(html).toContain('class="navigation-progress');
  expect(html).toContain('role="progressbar"');
  expect(html).toContain('aria-label="Loading page"');
  expect(html).toContain('data-animated="true"');
});

test("no bar when no navigation is pending", () => {
  expect(markup(<NavigationProgress />, false)).toBe(markup(null, false));
});
