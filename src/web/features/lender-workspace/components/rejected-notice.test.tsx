// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LenderApprovalNotice } from "@/web/features/borrower-dashboard/components/lender-approval-notice";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { NotApprovedCard } from "./account-status-cards";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ supportEmail: "help@example.com" })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const HOW_TO_REAPPLY = /contact our team to reapply/;

test.each([
  ["the lender dashboard's card", <NotApprovedCard key="card" />],
  ["the borrower dashboard's notice", <LenderApprovalNotice key="notice" status="rejected" />],
])("%s says how to reapply, and promises no reapply button (issue 28, item 14)", (_where, ui) => {
  const { container } = renderWithProviders(ui);
  expect(screen.getByText("Account Not Approved")).toBeVisible();
  expect(container.textContent).toMatch(HOW_TO_REAPPLY);
  expect(container.textContent).not.toMatch(/reapply from the lender dashboard/);
});
