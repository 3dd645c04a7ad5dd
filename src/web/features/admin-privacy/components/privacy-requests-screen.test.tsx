// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { PrivacyRequest } from "@/domain/contract/privacy";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { PrivacyRequestsScreen } from "./privacy-requests-screen";

afterEach(() => vi.unstubAllGlobals());

const base = {
  requestedAt: "2026-11-20T15:04:00.000Z",
  completedAt: "2026-11-20T15:04:00.000Z",
  retainUntil: "2028-11-20T15:04:00.000Z",
};
const ROWS: PrivacyRequest[] = [
  {
    ...base,
    id: "00000000-0000-4000-8000-0000000000b1",
    kind: "export",
    userType: "borrower",
    userId: "00000000-0000-4000-8000-0000000000c1",
    email: "dana@example.com",
    subjectHash: "a".repeat(64),
  },
  {
    ...base,
    id: "00000000-0000-4000-8000-0000000000b2",
    kind: "delete",
    userType: "lender",
    userId: null,
    email: null,
    subjectHash: `deadbeefcafe${"0".repeat(52)}`,
  },
];

test("lists both kinds with their dates; a deleted account by its hash; the kind filter reaches the API", async () => {
  const fetch = vi.fn(async () => jsonResponse({ items: ROWS, total: 2, page: 1, pageSize: 50 }));
  vi.stubGlobal("fetch", fetch);
  renderWithProviders(<PrivacyRequestsScreen />, { route: "/admin/privacy?kind=delete" });
  const table = await screen.findByRole("table", { name: "Privacy requests" });
  const download = (await within(table).findByText("dana@example.com")).closest(
    "tr",
  ) as HTMLElement;
  expect(download).toHaveTextContent("Request to know (download)");
  expect(within(download).getByRole("link", { name: "dana@example.com" })).toHaveAttribute(
    "href",
    "/admin/users/00000000-0000-4000-8000-0000000000c1",
  );
  const deletion = within(table).getByText("deadbeefcafe").closest("tr") as HTMLElement;
  expect(deletion).toHaveTextContent("Request to delete");
  expect(deletion).toHaveTextContent("Deleted");
  expect(deletion).toHaveTextContent("11/20/2028");
  const [url] = fetch.mock.calls[0] as unknown as [string];
  expect(url).toContain("/api/admin/privacy-requests?");
  expect(url).toContain("kind=delete");
});
