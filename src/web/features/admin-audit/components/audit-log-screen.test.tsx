// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { AuditLogEntry } from "@/domain/contract/admin-audit";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { AuditLogScreen } from "./audit-log-screen";

const ENTRY: AuditLogEntry = {
  id: "00000000-0000-4000-8000-0000000000a1",
  action: "lender.history_add",
  targetType: "lender",
  targetId: "00000000-0000-4000-8000-000000000001",
  targetLabel: "Gone Tomorrow Lending",
  targetExists: false,
  actorId: null,
  actorEmail: "admin@example.com",
  actorName: "Ada Admin",
  details: { field: "phone", value: "(512) 555-0142" },
  at: "2026-03-05T15:04:00.000Z",
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ items: [ENTRY], total: 1, page: 1, pageSize: 50 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test("the address's filters reach the API; a deleted lender's entry reads in full", async () => {
  renderWithProviders(<AuditLogScreen />, {
    route:
      "/admin/audit?actor=ada&target=gone&action=lender.history_add&from=2026-03-01&to=2026-03-05",
  });
  const table = await screen.findByRole("table", { name: "Audit log" });
  const row = (await within(table).findByText("Gone Tomorrow Lending")).closest(
    "tr",
  ) as HTMLElement;
  expect(row).toHaveTextContent("Ada Admin (admin@example.com)");
  expect(row).toHaveTextContent("Added manual history entry");
  expect(row).toHaveTextContent("Phone: entry added, (512) 555-0142");
  expect(within(row).getByText("deleted")).toBeVisible();
  expect(within(row).queryByRole("link")).not.toBeInTheDocument();

  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
  expect(url.pathname).toBe("/api/admin/audit-log");
  expect(url.searchParams.get("actor")).toBe("ada");
  expect(url.searchParams.get("target")).toBe("gone");
  expect(url.searchParams.get("action")).toBe("lender.history_add");
  // Whole local days: from the start of the first to the start of the day after the last.
  expect(url.searchParams.get("from")).toBe(new Date(2026, 2, 1).toISOString());
  expect(url.searchParams.get("to")).toBe(new Date(2026, 2, 6).toISOString());
  expect(screen.getByLabelText("Action")).toHaveValue("lender.history_add");
});
