// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { WorkspaceLender, WorkspaceProduct } from "@/domain/contract/lender-workspace";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { CompletenessCard } from "./completeness-card";

const NOW = new Date("2026-11-26T12:00:00Z");
const LENDER_ID = "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10";

const lender = { id: LENDER_ID, companyName: "Cedar Test Capital" } as WorkspaceLender;
const product = (lastUpdated: string) =>
  ({
    id: "5d9c1c62-8f0b-4b8e-9a0a-1f2e3d4c5b6a",
    productType: "bridge",
    isActive: true,
    lastUpdated,
  }) as WorkspaceProduct;

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    jsonResponse({ lender, products: [product("2026-11-26")] }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test("'Update Today' confirms the products in one click, not by opening the form (issue 28, item 11)", async () => {
  const onEditProfile = vi.fn();
  const { user } = renderWithProviders(
    <CompletenessCard
      lender={lender}
      products={[product("2026-09-01")]}
      now={NOW}
      onEditProfile={onEditProfile}
    />,
  );
  expect(screen.getByText("Products last updated 86 days ago")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Update Today" }));

  expect(onEditProfile).not.toHaveBeenCalled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe(`/api/lender-workspace/lenders/${LENDER_ID}/confirm-products`);
  expect(init.method).toBe("POST");
  expect(
    await screen.findByText("Your loan products are confirmed as up to date today."),
  ).toBeVisible();
});
