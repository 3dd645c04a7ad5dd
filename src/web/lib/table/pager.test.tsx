// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { Pager } from "./pager";

const hrefOf = (page: number) => `?sortBy=rating&page=${page}`;

test("with page URLs, Previous and Next are links too (they work before and without JavaScript)", async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(
    <Pager page={2} pages={3} onChange={onChange} hrefOf={hrefOf} />,
  );
  expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute(
    "href",
    "?sortBy=rating&page=1",
  );
  expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute(
    "href",
    "?sortBy=rating&page=3",
  );
  // With JavaScript a click changes the page in place, once.
  await user.click(screen.getByRole("link", { name: "Next page" }));
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith(3);
});

test("at an end, the edge with nowhere to go stays a disabled button", () => {
  renderWithProviders(<Pager page={3} pages={3} onChange={vi.fn()} hrefOf={hrefOf} />);
  expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  expect(screen.getByRole("link", { name: "Previous page" })).toBeInTheDocument();
});

test("without page URLs (tables), Previous and Next are buttons", () => {
  renderWithProviders(<Pager page={2} pages={3} onChange={vi.fn()} />);
  expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
});
