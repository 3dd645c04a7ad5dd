// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { AdminLenderList, AdminLenderRow } from "@/domain/contract/admin-lenders";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { LendersList } from "./lenders-list";

function row(overrides: Partial<AdminLenderRow> = {}): AdminLenderRow {
  return {
    id: "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
    companyName: "Cedar Test Capital",
    pendingCompanyName: null,
    slug: "cedar-test-capital",
    email: "deals@cedartest.example.com",
    website: "cedartest.example.com",
    isActive: true,
    acceptingLeads: false,
    hasUser: false,
    userEmail: null,
    loanRequestCount: 0,
    updatedAt: "2026-01-02T00:00:00.000Z",
    ...overrides,
  };
}

let list: AdminLenderList;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  list = { items: [row()], total: 1, page: 1, pageSize: 50 };
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    (init?.method ?? "GET") === "DELETE"
      ? jsonResponse({ id: row().id, companyName: row().companyName })
      : jsonResponse(list),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const lastUrl = () => String(fetchMock.mock.calls.at(-1)?.[0]);

test("the table shows name, email, website, the badges and the actions", async () => {
  renderWithProviders(<LendersList />, { route: "/admin/lenders" });
  const table = await screen.findByRole("table", { name: "Lenders" });
  await within(table).findByText("Cedar Test Capital");
  const cells = within(table).getAllByRole("row")[1] as HTMLElement;
  expect(within(cells).getByRole("link", { name: "Cedar Test Capital" })).toHaveAttribute(
    "href",
    "/admin/lenders/7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
  );
  expect(within(cells).getByText("deals@cedartest.example.com")).toBeVisible();
  expect(within(cells).getByRole("link", { name: "cedartest.example.com" })).toHaveAttribute(
    "href",
    "https://cedartest.example.com",
  );
  for (const badge of ["Active", "Not accepting leads", "No User"]) {
    expect(within(cells).getByText(badge)).toBeVisible();
  }
  expect(lastUrl()).toBe("/api/admin/lenders?sort=asc&page=1");
});

test("searching by name and sorting the name column query the server", async () => {
  const { user } = renderWithProviders(<LendersList />, { route: "/admin/lenders" });
  await screen.findByRole("table", { name: "Lenders" });
  await user.type(screen.getByRole("searchbox", { name: "Search lenders" }), "cedar");
  await waitFor(() => expect(lastUrl()).toBe("/api/admin/lenders?q=cedar&sort=asc&page=1"));
  await user.click(screen.getByRole("button", { name: "Name" }));
  await waitFor(() => expect(lastUrl()).toBe("/api/admin/lenders?q=cedar&sort=desc&page=1"));
  expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
});

test("no lenders at all: 'No lenders found' and 'Add Your First Lender'", async () => {
  list = { items: [], total: 0, page: 1, pageSize: 50 };
  renderWithProviders(<LendersList />, { route: "/admin/lenders" });
  expect(await screen.findByText("No lenders found")).toBeVisible();
  expect(screen.getByRole("link", { name: "Add Your First Lender" })).toHaveAttribute(
    "href",
    "/admin/lenders/new",
  );
});

test("delete asks 'Are you sure you want to delete this lender?' and deletes on confirm", async () => {
  const { user } = renderWithProviders(<LendersList />, { route: "/admin/lenders" });
  await user.click(await screen.findByRole("button", { name: "Delete Cedar Test Capital" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete lender" });
  expect(within(dialog).getByText(/Are you sure you want to delete this lender\?/)).toBeVisible();
  await user.click(within(dialog).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Lender deleted successfully.")).toBeVisible();
  const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
  expect(deleteCall?.[0]).toBe("/api/admin/lenders/7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10");
});

test("a lender with loan requests cannot be deleted: the dialog says why", async () => {
  list = { ...list, items: [row({ loanRequestCount: 2 })] };
  const { user } = renderWithProviders(<LendersList />, { route: "/admin/lenders" });
  await user.click(await screen.findByRole("button", { name: "Delete Cedar Test Capital" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete lender" });
  expect(within(dialog).getByText(/2 loan requests were sent to this lender/)).toBeVisible();
  expect(within(dialog).getByRole("button", { name: "Delete" })).toBeDisabled();
});
