// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { adminProductField } from "@/domain/admin/product-fields";
import type { WorkspaceProduct } from "@/domain/contract/lender-workspace";
import { fieldEditEntry } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { ProductFieldEditDialog } from "./product-field-edit-dialog";

const LENDER_ID = "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10";
const PRODUCT: WorkspaceProduct = {
  id: "3c0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a11",
  productType: "fix_and_flip",
  isActive: true,
  sourceUrl: null,
  collateralTypes: ["Condo"],
  assetTypes: null,
  ltvPurchasePriceMax: 90,
  maxLtv: 75,
  maxLtc: null,
  maxLtarv: null,
  maxRehabPercentage: null,
  maximumArv: null,
  minimumArv: null,
  termMinMonths: 6,
  termMaxMonths: 18,
  loanAmountMin: 100000,
  loanAmountMax: 1500000,
  minimumFico: 660,
  minimumExperience: null,
  hardLimits: null,
  lowestRate: 9.5,
  highestRate: 12,
  processingFee: null,
  underwritingFee: null,
  originationFee: "2 points",
  loanDurations: "6, 12 or 18 months",
  prepaymentPenalty: null,
  fundingTimeline: null,
  requirements: null,
  otherBorrowerRequirements: null,
  lastUpdated: "2026-01-15",
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}"));
    return jsonResponse({
      product: PRODUCT,
      entry: fieldEditEntry(body, { oldValue: null, newValue: JSON.stringify(body.value) }),
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(field: string) {
  const spec = adminProductField(field);
  if (!spec) throw new Error(field);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <ProductFieldEditDialog
      lenderId={LENDER_ID}
      target={{ product: PRODUCT, spec }}
      onClose={onClose}
    />,
  );
  return { ...result, onClose };
}

function sentBody() {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe(`/api/admin/lenders/${LENDER_ID}/products/${PRODUCT.id}/field`);
  expect(init.method).toBe("PATCH");
  return JSON.parse(String(init.body));
}

test("an amount typed as the same number ('1,500,000') shows 'No Changes' and sends nothing", async () => {
  const { user, onClose } = renderDialog("loan_amount_max");
  expect(await screen.findByRole("dialog", { name: "Edit Maximum Loan Amount" })).toBeVisible();
  expect(screen.getByText("Fix and Flip loan product")).toBeVisible();
  const input = screen.getByLabelText("New Value");
  expect(input).toHaveValue("1500000");
  await user.clear(input);
  await user.type(input, "1,500,000");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("No Changes")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

test("a value the product card's rule refuses shows its message and sends nothing", async () => {
  const { user } = renderDialog("minimum_fico");
  const input = await screen.findByLabelText("New Value");
  await user.clear(input);
  await user.type(input, "200");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("Credit score must be between 300-850")).toBeVisible();

  await user.clear(input);
  await user.type(input, "-5");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("Credit score must be between 300-850")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a percentage is sent as a number to the product's field route, with the notes", async () => {
  const { user, onClose } = renderDialog("max_ltv");
  const input = await screen.findByLabelText("New Value");
  await user.clear(input);
  await user.type(input, "80.5");
  await user.type(screen.getByLabelText(/Notes/), "Rate sheet March");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sentBody()).toMatchObject({ field: "max_ltv", value: 80.5, notes: "Rate sheet March" });
  expect(await screen.findByText("Max LTV (%) has been updated successfully.")).toBeVisible();
});

test("a text field (loan durations) sends its text; the same text is 'No Changes'", async () => {
  const { user, onClose } = renderDialog("loan_durations");
  const input = await screen.findByLabelText("New Value");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("No Changes")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
  await user.clear(input);
  await user.type(input, "12 or 24 months");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sentBody()).toMatchObject({ field: "loan_durations", value: "12 or 24 months" });
});

test("collateral types: the same choices are 'No Changes'; an added choice sends the list", async () => {
  const { user, onClose } = renderDialog("collateral_types");
  await screen.findByRole("dialog", { name: "Edit Collateral Types" });
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("No Changes")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.type(screen.getByRole("combobox", { name: "New Value" }), "Unknown{Enter}");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sentBody()).toMatchObject({ field: "collateral_types", value: ["Condo", "Unknown"] });
});

test("Last Updated: unchanged is 'No Changes'; cleared it sends no date", async () => {
  const { user, onClose } = renderDialog("last_updated");
  await screen.findByRole("dialog", { name: "Edit Last Updated" });
  expect(screen.getByLabelText("New Value")).toHaveValue("Jan 15, 2026");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("No Changes")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Clear Last Updated" }));
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sentBody()).toMatchObject({ field: "last_updated", value: null });
});
