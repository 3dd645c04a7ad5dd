// @vitest-environment jsdom
import { Burger } from "@mantine/core";
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { BurgerButton } from "./burger-button";

const { root: ROOT = "", burger: LINES = "" } = Burger.classes;

test("Burger's look with span lines: a button holds no <div> (valid HTML)", async () => {
  const { rerender } = renderWithProviders(<BurgerButton opened={false} aria-label="Open" />);
  const button = screen.getByRole("button", { name: "Open" });
  expect(button).toHaveClass(ROOT);
  expect(button.querySelector("div")).toBeNull();
  const lines = button.querySelector(`span.${LINES}`);
  expect(lines).not.toHaveAttribute("data-opened");

  rerender(<BurgerButton opened aria-label="Close" />);
  expect(screen.getByRole("button", { name: "Close" }).querySelector(`.${LINES}`)).toHaveAttribute(
    "data-opened",
    "true",
  );
});
