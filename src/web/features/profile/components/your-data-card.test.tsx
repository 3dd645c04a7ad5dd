// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { jsonResponse, renderWithProviders, validationErrorResponse } from "@/web/test/render";
import { YourDataCard } from "./your-data-card";

afterEach(() => vi.unstubAllGlobals());

const EMAIL = "dana@example.com";

test("'Download my data' is a download of the export", () => {
  renderWithProviders(<YourDataCard email={EMAIL} hasPassword userType="borrower" />);
  const card = screen.getByRole("region", { name: "Your data" });
  const link = within(card).getByRole("link", { name: "Download my data" });
  expect(link).toHaveAttribute("href", "/api/me/export");
  expect(link).toHaveAttribute("download");
});

test("deleting waits for the typed email, sends it with the password and goes home", async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(validationErrorResponse({ password: "Password is incorrect" }))
    .mockResolvedValueOnce(jsonResponse({ deleted: true }));
  vi.stubGlobal("fetch", fetch);
  const { user } = renderWithProviders(
    <YourDataCard email={EMAIL} hasPassword userType="borrower" />,
    { routes: { "/": <p>Home page</p> }, route: "/profile", path: "/profile" },
  );
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete my account" });
  expect(within(dialog).getByText(/as 'Deleted borrower' with the loan figures/)).toBeVisible();
  const confirm = within(dialog).getByRole("button", { name: "Delete my account" });
  await user.type(
    within(dialog).getByLabelText(`Type ${EMAIL} to confirm`, { exact: false }),
    "dana@",
  );
  expect(confirm).toBeDisabled();
  await user.type(
    within(dialog).getByLabelText(`Type ${EMAIL} to confirm`, { exact: false }),
    "Example.com",
  );
  await user.type(within(dialog).getByLabelText(/^Password/), "wrong-pass");
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  expect(await within(dialog).findByText("Password is incorrect")).toBeVisible();
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/api/me/delete");
  expect(JSON.parse(String(init.body))).toEqual({
    confirmEmail: "dana@Example.com",
    password: "wrong-pass",
  });

  await user.clear(within(dialog).getByLabelText(/^Password/));
  await user.type(within(dialog).getByLabelText(/^Password/), "right-pass");
  await user.click(confirm);
  expect(await screen.findByText("Home page")).toBeVisible();
  expect(await screen.findByText("Account deleted")).toBeVisible();
});

test("a magic-link account without a recent sign-in is told to sign in again", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      jsonResponse(
        {
          error: { code: "recent_sign_in_required", message: "For your security, sign in again." },
        },
        403,
      ),
    ),
  );
  const { user } = renderWithProviders(
    <YourDataCard email={EMAIL} hasPassword={false} userType="lender" />,
  );
  await user.click(screen.getByRole("button", { name: "Delete my account" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete my account" });
  expect(within(dialog).getByText(/taken off the listing/)).toBeVisible();
  expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
  await user.type(
    within(dialog).getByLabelText(`Type ${EMAIL} to confirm`, { exact: false }),
    EMAIL,
  );
  await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    "For your security, sign in again.",
  );
});
