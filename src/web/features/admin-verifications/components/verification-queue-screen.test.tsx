// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { AdminVerificationList } from "@/domain/contract/lender-verification";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { VerificationQueueScreen } from "./verification-queue-screen";

afterEach(() => vi.unstubAllGlobals());

const ITEMS: AdminVerificationList["items"] = [
  {
    lenderId: "00000000-0000-4000-8000-0000000000a1",
    companyName: "Cedar Ridge Capital",
    slug: "cedar-ridge-capital",
    status: "submitted",
    submittedAt: "2026-11-20T15:04:00.000Z",
    expiresAt: null,
  },
  {
    lenderId: "00000000-0000-4000-8000-0000000000a2",
    companyName: "Harbor Bridge Lending",
    slug: "harbor-bridge-lending",
    status: "submitted",
    submittedAt: "2026-11-21T09:30:00.000Z",
    expiresAt: "2026-12-15T12:00:00.000Z",
  },
];

function stubQueue(items = ITEMS) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) =>
    jsonResponse({ items, total: items.length, page: 1, pageSize: 50 }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

test("lists the waiting evidence with lender, submitted, status and expiry; each lender opens its evidence", async () => {
  const fetch = stubQueue();
  renderWithProviders(<VerificationQueueScreen />, { route: "/admin/verifications" });
  const first = await screen.findByRole("link", { name: "Cedar Ridge Capital" });
  const table = screen.getByRole("table", { name: "Lender verifications" });
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
  expect(headers).toEqual(["Lender", "Submitted", "Status", "Verified until"]);
  expect(first).toHaveAttribute("href", `/admin/verifications/${ITEMS[0]?.lenderId}`);
  const firstRow = first.closest("tr") as HTMLElement;
  expect(firstRow).toHaveTextContent("Nov 20, 2026");
  expect(firstRow).toHaveTextContent("Waiting for review");
  expect(firstRow).toHaveTextContent("Not verified");
  const renewal = within(table).getByRole("link", { name: "Harbor Bridge Lending" }).closest("tr");
  expect(renewal).toHaveTextContent("12/15/2026");
  const [url] = fetch.mock.calls[0] as [string];
  expect(url).toContain("/api/admin/verifications?");
  expect(url).toContain("status=submitted");
});

test("the status filter asks the API for that status and says when there is none", async () => {
  const fetch = stubQueue([]);
  const { user } = renderWithProviders(<VerificationQueueScreen />, {
    route: "/admin/verifications",
  });
  expect(await screen.findByText("No evidence is waiting for review.")).toBeVisible();
  await user.click(screen.getByRole("radio", { name: "Rejected" }));
  expect(await screen.findByText("No rejected evidence.")).toBeVisible();
  await waitFor(() =>
    expect(
      fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes("status=rejected")),
    ).toBe(true),
  );
});
