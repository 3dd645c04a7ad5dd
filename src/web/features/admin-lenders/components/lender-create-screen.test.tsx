// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { LenderCreateScreen } from "./lender-create-screen";

const LENDER_ID = "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ lender: { id: LENDER_ID }, products: [] })),
  );
  // Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
});
afterEach(() => {
  cleanup(); // unmount (the textarea stops listening to document.fonts) before the stub goes
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "fonts");
});

test("a successful create clears the 'Check the form' toast of the failed try", async () => {
  const { user } = renderWithProviders(<LenderCreateScreen />, { route: "/admin/lenders/new" });
  const form = screen.getByRole("form", { name: "Add New Lender" });
  await user.click(within(form).getByRole("button", { name: "Create Lender" }));
  expect(await screen.findByText("Check the form")).toBeVisible();

  // Pasted, not typed: the failure toast closes by itself after 8 s, and must still be up here.
  await user.click(within(form).getByLabelText(/Company Name/));
  await user.paste("Cedar Test Capital");
  expect(screen.getByText("Check the form")).toBeVisible();
  await user.click(within(form).getByRole("button", { name: "Create Lender" }));
  expect(await screen.findByText("Lender created successfully.")).toBeVisible();
  await waitFor(() => expect(screen.queryByText("Check the form")).not.toBeInTheDocument());
});
