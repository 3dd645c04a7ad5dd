// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { LENDER_ACCOUNT_CREATED_TEXT } from "@/domain/site/toast-messages";
import { jsonResponse, renderWithProviders, validationErrorResponse } from "@/web/test/render";
import { LenderSignupForm } from "./lender-signup-form";

afterEach(() => vi.unstubAllGlobals());

function toasts(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(".mantine-Notification-root"));
}

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>["user"], website = "") {
  await user.type(screen.getByLabelText(/^Company Name/), "Test Lending Co");
  await user.type(screen.getByLabelText(/^Email/), "lender@test.example");
  await user.type(screen.getByLabelText(/^Password/), "lender-pass-123");
  if (website) await user.type(screen.getByLabelText(/^Website/), website);
  await user.click(screen.getByRole("button", { name: "Create Lender Account" }));
}

test("a lender sign-up shows one toast: spec 8's lender text, with no 'Account created!' title", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ email: "lender@test.example" }, 201)),
  );
  const { user } = renderWithProviders(<LenderSignupForm />, {
    route: "/lender-signup",
    path: "/lender-signup",
    routes: { "/auth": <p>Auth screen</p> },
  });
  await fillAndSubmit(user);

  expect(await screen.findByText("Auth screen")).toBeVisible();
  expect(await screen.findByText(LENDER_ACCOUNT_CREATED_TEXT)).toBeVisible();
  expect(toasts()).toHaveLength(1);
  expect(screen.queryByText("Account created!")).toBeNull();
});

test("the server's 400 on the website shows on the Website field, with no toast", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => validationErrorResponse({ website: "Please enter a valid URL" })),
  );
  const { user } = renderWithProviders(<LenderSignupForm />);
  await fillAndSubmit(user, "https://lender.example");

  expect(await screen.findByText("Please enter a valid URL")).toBeVisible();
  expect(screen.getByLabelText(/^Website/)).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText(/^Website/)).toHaveFocus();
  expect(screen.getByRole("button", { name: "Create Lender Account" })).toBeEnabled();
  expect(toasts()).toHaveLength(0);
});

test("a refused submit puts focus on the first field in error", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  const { user } = renderWithProviders(<LenderSignupForm />);
  await user.type(screen.getByLabelText(/^Company Name/), "Test Lending Co");
  await user.click(screen.getByRole("button", { name: "Create Lender Account" }));

  expect(await screen.findByText("Email is required")).toBeVisible();
  expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  await user.type(screen.getByLabelText(/^Email/), "lender@test.example");
  await user.click(screen.getByRole("button", { name: "Create Lender Account" }));
  expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  expect(fetch).not.toHaveBeenCalled();
});
