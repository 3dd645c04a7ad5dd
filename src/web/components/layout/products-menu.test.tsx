// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, onTestFinished, test } from "vitest";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import { renderWithProviders } from "@/web/test/render";
import { ProductsMenu } from "./products-menu";

test("Products opens a list of the six loan-type links, plain links with Mantine's focus ring", async () => {
  const { user } = renderWithProviders(<ProductsMenu />);
  const button = screen.getByRole("button", { name: "Products" });
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("list")).toBeNull();

  await user.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  const list = screen.getByRole("list", { name: "Loan types" });
  expect(button).toHaveAttribute("aria-controls", list.id);
  const links = screen.getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
    LOAN_TYPES.map((type) => [LOAN_TYPE_INFO[type].label, LOAN_TYPE_INFO[type].route]),
  );
  for (const link of links) expect(link).toHaveClass("mantine-focus-auto");

  // Following a link closes the list.
  await user.click(screen.getByRole("link", { name: "Bridge" }));
  expect(screen.queryByRole("list")).toBeNull();
  expect(button).toHaveAttribute("aria-expanded", "false");
});

test("by keyboard: ↓ opens it on the first link, Tab walks the links, Escape closes it on the button", async () => {
  // The first link takes focus once it is laid out (jsdom has no layout: offsetParent is null).
  Object.defineProperty(HTMLElement.prototype, "offsetParent", {
    configurable: true,
    get() {
      return this.parentNode;
    },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(HTMLElement.prototype, "offsetParent");
  });
  const { user } = renderWithProviders(<ProductsMenu />);
  const button = screen.getByRole("button", { name: "Products" });
  button.focus();
  await user.keyboard("{ArrowDown}");
  const first = screen.getByRole("link", { name: LOAN_TYPE_INFO[LOAN_TYPES[0]].label });
  await expect.poll(() => document.activeElement).toBe(first);
  await user.tab();
  expect(document.activeElement).toBe(
    screen.getByRole("link", { name: LOAN_TYPE_INFO[LOAN_TYPES[1]].label }),
  );
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("list")).toBeNull();
  expect(document.activeElement).toBe(button);
});
