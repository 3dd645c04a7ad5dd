// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LenderApprovalNotice } from "@/web/features/borrower-dashboard";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { NotApprovedCard } from "./account-status-cards";

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) =>
    url === "/api/lender-workspace/reapply"
      ? jsonResponse({ approvalStatus: "pending" })
      : jsonResponse({ supportEmail: "help@example.com" }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test("the refused lender's card keeps the notice's promise: a Reapply button (issue 28, item 14)", async () => {
  const { user } = renderWithProviders(<NotApprovedCard />);
  expect(screen.getByText(/reapply from the lender dashboard/)).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Reapply" }));
  const call = fetchMock.mock.calls.find(([url]) => url === "/api/lender-workspace/reapply");
  expect((call?.[1] as RequestInit | undefined)?.method).toBe("POST");
  expect(await screen.findByText(/pending review again/)).toBeVisible();
});

test("the borrower dashboard's notice says the same as the card", () => {
  renderWithProviders(<LenderApprovalNotice status="rejected" />);
  expect(screen.getByText("Account Not Approved")).toBeVisible();
  expect(
    screen.getByText(
      /not approved at this time\. If you believe .* reapply from the lender dashboard\./,
    ),
  ).toBeVisible();
});
