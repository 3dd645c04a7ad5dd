// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { leadListQuerySchema } from "@/domain/contract/lender-leads";
import { renderWithProviders } from "@/web/test/render";
import { LeadFilters } from "./lead-filters";

test("the filters are a GET form of the list's parameters, with the CSV of the same list", () => {
  const query = leadListQuerySchema.parse({ q: "austin", answer: "pending", sort: "amount" });
  const { container } = renderWithProviders(<LeadFilters query={query} onChange={() => {}} />);
  const form = container.querySelector("form");
  expect(form).toHaveAttribute("method", "get");
  expect(form).toHaveAttribute("action", "/lender-dashboard");
  const names = [...(form?.elements ?? [])]
    .map((field) => (field as HTMLInputElement).name)
    .filter(Boolean);
  expect(names).toEqual(["tab", "q", "answer", "stage", "offer", "sort", "unread"]);
  expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("austin");
  expect(screen.getByRole("combobox", { name: "Answer" })).toHaveValue("pending");
  expect(screen.getByRole("combobox", { name: "Sort" })).toHaveValue("amount");
  expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    "/api/lender-workspace/inquiries/export?q=austin&answer=pending&sort=amount",
  );
});

test("with JavaScript, Apply gives the new query from page 1", async () => {
  const onChange = vi.fn();
  const query = leadListQuerySchema.parse({ page: "4" });
  const { user } = renderWithProviders(<LeadFilters query={query} onChange={onChange} />);
  await user.type(screen.getByRole("searchbox", { name: "Search" }), "waco");
  await user.selectOptions(screen.getByRole("combobox", { name: "Stage" }), "Reviewing");
  await user.selectOptions(screen.getByRole("combobox", { name: "Offer" }), "No offer");
  await user.click(screen.getByRole("checkbox", { name: "Unread messages only" }));
  await user.click(screen.getByRole("button", { name: "Apply" }));
  expect(onChange).toHaveBeenCalledWith({
    q: "waco",
    answer: "all",
    stage: "reviewing",
    offer: "none",
    unread: true,
    sort: "newest",
    page: 1,
  });
});
