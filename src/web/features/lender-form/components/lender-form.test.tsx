// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { profileCompleteness } from "@/domain/lenders/completeness/completeness-tasks";
import type { LenderFormValues } from "@/domain/lenders/lender-form";
import { prepareLenderSubmission } from "@/domain/lenders/lender-form-submit";
import { renderWithProviders } from "@/web/test/render";
import { LenderForm } from "./lender-form";

// Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
beforeEach(() => {
  Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document, "fonts");
});

const NOW = new Date("2026-11-26T12:00:00Z");

/** A stored lender with every basic field the form shows filled in. */
const LENDER = {
  companyName: "Cedar Test Capital",
  description: "Bridge and fix-and-flip loans across Texas.",
  website: "https://cedartest.example.com",
  phone: "(512) 555-0100",
  email: "deals@cedartest.example.com",
  licenseNumber: "TX-12345",
  state: ["Texas"],
  isActive: true,
  acceptingLeads: true,
};

/** A stored product with every product field filled in except the asset types. */
function product(productType: string) {
  return {
    productType,
    isActive: true,
    loanAmountMin: 100000,
    loanAmountMax: 2000000,
    lowestRate: 9.5,
    highestRate: 12,
    termMinMonths: 6,
    termMaxMonths: 24,
    minimumFico: 660,
    fundingTimeline: "10 days",
    loanDurations: "12 or 24 months",
    processingFee: "$995",
    underwritingFee: "$1,295",
    originationFee: "2 points",
    collateralTypes: ["Condo"],
    otherBorrowerRequirements: "Two completed flips",
    lastUpdated: "2026-11-20",
    assetTypes: null,
  };
}

function renderForm() {
  const mutate = vi.fn();
  const view = renderWithProviders(
    <LenderForm
      mode="edit"
      isAdmin={false}
      lender={LENDER}
      products={[product("fix_and_flip"), product("bridge")]}
      mutation={{ mutate, isPending: false }}
      variables={(values) => values}
      errorToast={() => ({ title: "x", text: "x" })}
      onCancel={() => {}}
    />,
  );
  return { ...view, mutate };
}

test("a profile filled in through the form's own fields scores 100% (issue 28, item 10)", async () => {
  const { user, mutate } = renderForm();
  const flip = screen.getByRole("region", { name: "Fix and Flip" });
  await user.type(within(flip).getByLabelText("Asset Types"), "Single-family{Enter}");
  await user.click(screen.getByRole("button", { name: "Update Lender" }));

  expect(mutate).toHaveBeenCalledTimes(1);
  const values = mutate.mock.calls[0]?.[0] as LenderFormValues;
  expect(values.products.fix_and_flip?.assetTypes).toEqual(["Single-family"]);
  const { lender, products } = prepareLenderSubmission(values, { isAdmin: false, today: NOW });
  expect(profileCompleteness(lender, products, NOW).overall).toBe(100);
});

test("the form's Cancel shows a close icon beside its name (issue 28, item 15)", () => {
  renderForm();
  const cancel = screen.getByRole("button", { name: "Cancel" });
  expect(cancel.querySelector("svg")).not.toBeNull();
});

test("the lender picks its time zone; a lender without one starts on Eastern (issue 35)", async () => {
  const { user, mutate } = renderForm();
  const zone = screen.getByRole("combobox", { name: /Time Zone/ });
  expect(zone).toHaveValue("America/New_York");
  await user.selectOptions(zone, "Pacific (Los Angeles)");
  await user.click(screen.getByRole("button", { name: "Update Lender" }));
  const values = mutate.mock.calls[0]?.[0] as LenderFormValues;
  expect(values.timeZone).toBe("America/Los_Angeles");
});
