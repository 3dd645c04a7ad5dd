// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import type { AdminUser, AdminUserList, PendingLenders } from "@/domain/contract/admin-users";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { UsersScreen } from "./users-screen";

function lender(n: number, name: string): AdminUser {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    email: `lender${n}@example.com`,
    fullName: name,
    phone: null,
    companyName: name,
    website: null,
    userType: "lender",
    approvalStatus: "pending",
    emailVerified: true,
    lender: null,
    createdAt: "2026-02-01T00:00:00.000Z",
  };
}

const alder = lender(1, "Alder Capital");
const birch = lender(2, "Birch Lending");
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  const list: AdminUserList = {
    items: [alder, birch],
    total: 2,
    page: 1,
    pageSize: 50,
    counts: { all: 2, pending: 2, approved: 0, rejected: 0, unconfirmed: 0 },
  };
  const pending: PendingLenders = {
    items: [alder, birch].map((u) => ({ ...u, suggestedCompanyName: u.companyName ?? "" })),
    total: 2,
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === ADMIN_API.pendingLenders) return jsonResponse(pending);
    if (url.startsWith(`${ADMIN_API.users}?`)) return jsonResponse(list);
    if (url === ADMIN_API.bulkApprove && init?.method === "POST") {
      return jsonResponse({ approved: [alder.id, birch.id], unchanged: [], lendersCreated: 2 });
    }
    if (url === ADMIN_API.rejectUser(birch.id) && init?.method === "POST") {
      return jsonResponse({ user: { ...birch, approvalStatus: "rejected" }, changed: true });
    }
    return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === path) as [string, RequestInit][];
}

describe("UsersScreen", () => {
  test("an account whose email is not proven shows 'Unconfirmed', and the filter offers it (issue 28)", async () => {
    const visitor: AdminUser = {
      ...lender(3, ""),
      email: "visitor@example.com",
      fullName: null,
      companyName: null,
      userType: "borrower",
      approvalStatus: null,
      emailVerified: false,
    };
    const list: AdminUserList = {
      items: [visitor, alder],
      total: 2,
      page: 1,
      pageSize: 50,
      counts: { all: 2, pending: 1, approved: 0, rejected: 0, unconfirmed: 1 },
    };
    fetchMock.mockImplementation(async (url: string) => {
      if (url === ADMIN_API.pendingLenders) return jsonResponse({ items: [], total: 0 });
      if (url.startsWith(`${ADMIN_API.users}?`)) return jsonResponse(list);
      return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
    });
    const { user } = renderWithProviders(<UsersScreen />, { route: "/admin/users" });
    const table = await screen.findByRole("table", { name: "Users" });
    const visitorRow = (
      await within(table).findByRole("link", { name: "visitor@example.com" })
    ).closest("tr");
    expect(within(visitorRow as HTMLElement).getByText("Unconfirmed")).toBeVisible();
    const alderRow = within(table).getByRole("link", { name: "Alder Capital" }).closest("tr");
    expect(within(alderRow as HTMLElement).queryByText("Unconfirmed")).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Unconfirmed (1)" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("filter=unconfirmed"))).toBe(
        true,
      ),
    );
  });

  test("the filter with counts, the table, and the pending panel", async () => {
    renderWithProviders(<UsersScreen />, { route: "/admin/users" });
    const table = await screen.findByRole("table", { name: "Users" });
    expect(await within(table).findByRole("link", { name: "Alder Capital" })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Pending Approval (2)" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: /Pending Lender Approvals/ })).toBeVisible();
  });

  test("select all, then 'Approve Selected': one bulk call with every id and spec 8's toast", async () => {
    const { user } = renderWithProviders(<UsersScreen />, { route: "/admin/users" });
    const panel = await screen.findByRole("region", { name: /Pending Lender Approvals/ });
    await user.click(within(panel).getByRole("checkbox", { name: "Select all" }));
    await user.click(within(panel).getByRole("button", { name: "Approve Selected (2)" }));
    await user.click(await screen.findByRole("button", { name: "Approve 2 lenders" }));
    expect(await screen.findByText("Users approved successfully.")).toBeVisible();
    const calls = callsTo(ADMIN_API.bulkApprove);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1].body))).toEqual({ userIds: [alder.id, birch.id] });
  });

  test("reject asks first; confirming rejects that user with the success toast", async () => {
    const { user } = renderWithProviders(<UsersScreen />, { route: "/admin/users" });
    const table = await screen.findByRole("table", { name: "Users" });
    await user.click(await within(table).findByRole("button", { name: "Reject Birch Lending" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Birch Lending?" });
    expect(callsTo(ADMIN_API.rejectUser(birch.id))).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("User approval status updated successfully.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(ADMIN_API.rejectUser(birch.id))).toHaveLength(1);
  });
});
