// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { gridColumnVars, ResponsiveGrid } from "./responsive-grid";

test("the columns of each breakpoint given become custom properties", () => {
  expect(gridColumnVars(3)).toEqual({ "--rg-cols-base": "3" });
  expect(gridColumnVars({ base: 2, sm: 4 })).toEqual({
    "--rg-cols-base": "2",
    "--rg-cols-sm": "4",
  });
});

test("a grid as SimpleGrid draws it, with no <style> element beside it", () => {
  renderWithProviders(
    <section aria-label="Wrapper">
      <ResponsiveGrid
        component="dl"
        cols={{ base: 1, md: 3 }}
        spacing="sm"
        verticalSpacing={6}
        mt="md"
        aria-label="Facts"
      >
        <dt>A</dt>
        <dd>1</dd>
      </ResponsiveGrid>
    </section>,
  );
  const grid = screen.getByLabelText("Facts");
  expect(grid.tagName).toBe("DL");
  expect(grid.style.getPropertyValue("--rg-cols-base")).toBe("1");
  expect(grid.style.getPropertyValue("--rg-cols-md")).toBe("3");
  expect(grid.style.getPropertyValue("--rg-spacing-x")).toBe("var(--mantine-spacing-sm)");
  expect(grid.style.getPropertyValue("--rg-spacing-y")).toContain("0.375rem");
  expect(grid.style.marginTop).toBe("var(--mantine-spacing-md)");
  // SimpleGrid puts a <style> beside the grid (invalid in the body).
  expect(screen.getByLabelText("Wrapper").querySelector("style")).toBeNull();
});
