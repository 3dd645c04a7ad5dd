// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { AdminLenderDetail } from "@/domain/contract/admin-lenders";
import { ADMIN_LENDER as LENDER } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { ProductsTab } from "./products-tab";

const DETAIL = {
  lender: LENDER,
  products: [],
  offerStats: { accepted: 0, acceptedChanged: 0 },
  declineReasons: [],
} satisfies AdminLenderDetail;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse(DETAIL));
  vi.stubGlobal("fetch", fetchMock);
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

test("the embedded form is titled 'Edit Lender'; Cancel closes it unsaved and it reopens reset", async () => {
  const { user } = renderWithProviders(<ProductsTab detail={DETAIL} />);
  await user.click(screen.getByRole("button", { name: "Add product" }));
  const form = screen.getByRole("form", { name: "Edit Lender" });
  expect(within(form).getByRole("heading", { name: "Edit Lender" })).toBeVisible();

  const fixAndFlip = within(form).getByRole("switch", { name: /Offer Fix and Flip/ });
  expect(fixAndFlip).not.toBeChecked();
  await user.click(fixAndFlip);
  expect(fixAndFlip).toBeChecked();

  await user.click(within(form).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("form", { name: "Edit Lender" })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Add product" }));
  const reopened = screen.getByRole("form", { name: "Edit Lender" });
  expect(within(reopened).getByRole("switch", { name: /Offer Fix and Flip/ })).not.toBeChecked();
});
