// @vitest-environment jsdom
import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { expect, test, vi } from "vitest";
import { LightMantineProvider } from "@/web/app/mantine-provider";
import { theme } from "@/web/app/theme";
import { renderWithProviders } from "@/web/test/render";
import { FrameButton, FrameButtonLink } from "./frame-button";

const markup = (node: ReactNode) =>
  renderToStaticMarkup(
    <LightMantineProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </LightMantineProvider>,
  );

const chevron = <IconChevronDown size={16} aria-hidden="true" />;

test.each([
  ["filled", undefined],
  ["default", "default"],
  ["subtle", "subtle"],
] as const)("a %s link renders Mantine's Button markup", (variant, mantineVariant) => {
  expect(
    markup(
      <FrameButtonLink to="/auth?mode=signup" variant={variant}>
        Sign up
      </FrameButtonLink>,
    ),
  ).toBe(
    markup(
      <Button component={Link} to="/auth?mode=signup" variant={mantineVariant}>
        Sign up
      </Button>,
    ),
  );
});

test("a button with a right section and ARIA state renders Mantine's Button markup", () => {
  expect(
    markup(
      <FrameButton variant="subtle" aria-expanded={false} rightSection={chevron}>
        Products
      </FrameButton>,
    ),
  ).toBe(
    markup(
      <Button variant="subtle" aria-expanded={false} rightSection={chevron}>
        Products
      </Button>,
    ),
  );
  expect(markup(<FrameButton>Reload page</FrameButton>)).toBe(markup(<Button>Reload page</Button>));
});

test("the button is a real button: focusable, pressed with Enter and Space", async () => {
  const onClick = vi.fn();
  const { user } = renderWithProviders(<FrameButton onClick={onClick}>Reload page</FrameButton>);
  const button = screen.getByRole("button", { name: "Reload page" });
  expect(button).toHaveAttribute("type", "button");
  await user.tab();
  expect(button).toHaveFocus();
  await user.keyboard("{Enter}");
  await user.keyboard(" ");
  expect(onClick).toHaveBeenCalledTimes(2);
});

test("the link is a real link, reached by Tab, and follows on Enter", async () => {
  const { user } = renderWithProviders(
    <FrameButtonLink to="/auth" variant="default">
      Sign in
    </FrameButtonLink>,
    { routes: { "/auth": <p>Auth page</p> } },
  );
  const link = screen.getByRole("link", { name: "Sign in" });
  expect(link).toHaveAttribute("href", "/auth");
  await user.tab();
  expect(link).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(await screen.findByText("Auth page")).toBeInTheDocument();
});
