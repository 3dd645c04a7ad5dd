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

test("issue 33: an admin without two-factor sign-in is led to set it up, not into the area", async () => {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes("/two-factor/enable")) {
      return jsonResponse({
        totpURI:
          "otpauth://totp/LenderLane:a%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=LenderLane",
        backupCodes: ["abcde-12345", "fghij-67890"],
      });
    }
    return jsonResponse(meFixture({ userType: "admin", twoFactorEnabled: false }));
  });
  vi.stubGlobal("fetch", fetch);
  const { user } = renderWithProviders(<AdminLayoutRoute />, { route: "/admin/lenders" });
  expect(await screen.findByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  expect(screen.queryByRole("navigation", { name: "Admin" })).toBeNull();
  await user.type(screen.getByLabelText(/your password/i), "demo1234");
  await user.click(screen.getByRole("button", { name: "Set Up Two-Factor Sign-In" }));
  expect(await screen.findByText("JBSW Y3DP EHPK 3PXP")).toBeVisible();
  expect(screen.getByRole("list", { name: "Backup codes" })).toHaveTextContent("abcde-12345");
  expect(screen.getByLabelText(/6-digit code/)).toBeVisible();
});

test("an enrolled admin gets the area's navigation", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(meFixture({ userType: "admin" }))),
  );
  renderWithProviders(<AdminLayoutRoute />, { route: "/admin/lenders" });
  expect(await screen.findByRole("navigation", { name: "Admin" })).toBeVisible();
});
