import { Progress } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { LightMantineProvider } from "@/web/app/mantine-provider";
import { NavigationPendingContext } from "@/web/app/navigation-state";
import { theme } from "@/web/app/theme";
import { NavigationProgress } from "./navigation-progress";
import { ProgressBar } from "./progress-bar";

const markup = (node: ReactNode, pending = true) =>
  renderToStaticMarkup(
    <LightMantineProvider theme={theme}>
      <NavigationPendingContext.Provider value={pending}>{node}</NavigationPendingContext.Provider>
    </LightMantineProvider>,
  );

test("while a navigation is pending, the frame's bar is Mantine's Progress markup", () => {
  const mantine = markup(
    <Progress
      className="navigation-progress"
      value={100}
      animated
      striped
      size={3}
      radius={0}
      aria-label="Loading page"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: "var(--mantine-z-index-max)" }}
    />,
  );
  // Progress also leaks its `radius` prop as an HTML attribute, which styles nothing.
  expect(mantine).toContain(' radius="0"');
  expect(markup(<NavigationProgress />)).toBe(mantine.replace(' radius="0"', ""));
});

test("no bar when no navigation is pending", () => {
  expect(markup(<NavigationProgress />, false)).toBe(markup(null, false));
});

test("the listing's bar (default radius, size 4) is Mantine's Progress markup", () => {
  expect(markup(<ProgressBar label="Updating results" size={4} />)).toBe(
    markup(<Progress value={100} animated size={4} aria-label="Updating results" />),
  );
});
