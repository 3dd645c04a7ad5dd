// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { meFixture } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import AdminLayoutRoute from "./admin-layout";

afterEach(() => vi.unstubAllGlobals());

test("a non-admin on /admin/loan-requests reads spec 2's own message", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(meFixture({ userType: "borrower" }))),
  );
  renderWithProviders(<AdminLayoutRoute />, { route: "/admin/loan-requests/abc" });
  expect(
    await screen.findByText("Access Denied: You need admin privileges to view loan requests."),
  ).toBeVisible();
});

test("elsewhere in the admin area the general permission message stays", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(meFixture({ userType: "lender" }))),
  );
  renderWithProviders(<AdminLayoutRoute />, { route: "/admin/lenders" });
  expect(
    await screen.findByText(
      "You don't have permission to access this page. Admin access required.",
    ),
  ).toBeVisible();
});
