// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { ThemeIcon } from "./theme-icon";

test("radius and color become ThemeIcon's CSS variables, not attributes HTML lacks", () => {
  renderWithProviders(
    <ThemeIcon
      size="sm"
      radius="xl"
      variant="light"
      color="green"
      role="img"
      aria-label="Positive:"
    >
      x
    </ThemeIcon>,
  );
  const icon = screen.getByRole("img", { name: "Positive:" });
  expect(icon.tagName).toBe("DIV");
  expect(icon.hasAttribute("radius")).toBe(false);
  expect(icon.hasAttribute("color")).toBe(false);
  expect(icon.style.getPropertyValue("--ti-radius")).toBe("var(--mantine-radius-xl)");
  expect(icon.style.getPropertyValue("--ti-color")).toContain("green");
  expect(icon).toHaveAttribute("data-variant", "light");
});
