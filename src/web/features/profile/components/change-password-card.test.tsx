// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { renderWithProviders, validationErrorResponse } from "@/web/test/render";
import { ChangePasswordCard } from "./change-password-card";

afterEach(() => vi.unstubAllGlobals());

test("a wrong current password: the field message and spec 8's 'Failed to update password.'", async () => {
  const fetch = vi.fn(async () =>
    validationErrorResponse(
      { currentPassword: "Current password is incorrect" },
      "Invalid password",
    ),
  );
  vi.stubGlobal("fetch", fetch);
  const { user } = renderWithProviders(<ChangePasswordCard hasPassword />);
  const card = screen.getByRole("region", { name: "Change Password" });
  await user.type(within(card).getByLabelText(/^Current Password/), "not-mine");
  await user.type(within(card).getByLabelText(/^New Password/), "changed-pass-789");
  await user.type(within(card).getByLabelText(/^Confirm New Password/), "changed-pass-789");
  await user.click(within(card).getByRole("button", { name: "Update Password" }));

  expect(await screen.findByText("Current password is incorrect")).toBeVisible();
  expect(await screen.findByText("Failed to update password.")).toBeVisible();
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toEqual({
    currentPassword: "not-mine",
    newPassword: "changed-pass-789",
  });
});

test("a mismatch is refused before sending, with the titled notice", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  const { user } = renderWithProviders(<ChangePasswordCard hasPassword={false} />);
  const card = screen.getByRole("region", { name: "Add a Password" });
  await user.type(within(card).getByLabelText(/^New Password/), "changed-pass-789");
  await user.type(within(card).getByLabelText(/^Confirm New Password/), "changed-pass-000");
  await user.click(within(card).getByRole("button", { name: "Add Password" }));
  expect(await screen.findByText("Password mismatch")).toBeVisible();
  expect(fetch).not.toHaveBeenCalled();
});
