// @vitest-environment jsdom
/**
 * /calculators (issue 32): results from the URL's query, live as one types (the query follows,
 * so the address is the link to share), clear messages, and 'Send this deal' opening the
 * lender's request dialog with the loan type, amount and state filled in.
 */
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import type { LenderProfileResponse } from "@/domain/contract/lenders";
import { meQueryKey } from "@/web/lib/session";
import { createTestQueryClient, renderWithProviders } from "@/web/test/render";
import { CalculatorsPage } from "./calculators-page";

afterEach(() => window.history.replaceState(null, "", "/"));

function renderAt(route: string, profile?: LenderProfileResponse) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  if (profile) queryClient.setQueryData(["lenders", "profile", profile.lender.slug], profile);
  return renderWithProviders(<CalculatorsPage />, { queryClient, route });
}

/** The value shown for a labelled figure. */
function figure(label: string): string | null {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? null;
}

test("the query's inputs show their results, each figure labelled", () => {
  renderAt(
    "/calculators?calc=dscr&rent=2800&vacancy=5&taxes=3600&insurance=1500&hoa=0&loan=250000&rate=7.5&term=360",
  );
  expect(screen.getByRole("heading", { name: "Rental DSCR calculator" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Rental DSCR" })).toHaveAttribute("aria-current", "page");
  expect(figure("DSCR")).toBe("1.22");
  expect(figure("Monthly payment")).toBe("$1,748");
  expect(figure("Maximum loan at DSCR 1.25")).toBe("$243,559");
  expect(figure("Maximum loan at DSCR 1.0")).toBe("$319,644");
});

test("typing recomputes at once and writes the inputs into the address", async () => {
  const { user } = renderAt("/calculators");
  // The starting deal: 300,000 purchase, 90 % LTV binds at 270,000.
  expect(figure("Maximum loan")).toBe("$270,000");
  const purchase = screen.getByLabelText(/Purchase price/);
  await user.clear(purchase);
  await user.type(purchase, "200000");
  expect(figure("Maximum loan")).toBe("$180,000");
  expect(new URLSearchParams(window.location.search).get("purchase")).toBe("200000");
  expect(new URLSearchParams(window.location.search).get("calc")).toBe("flip");

  await user.clear(screen.getByLabelText(/Months held/));
  expect(screen.getByText("Enter the months held")).toBeVisible();
  expect(screen.getByText("Check the highlighted fields")).toBeVisible();
});

test("without a lender, 'Send this deal' opens the loan type's lenders filtered by the deal", () => {
  renderAt("/calculators?calc=bridge&loan=400000&state=TX");
  expect(screen.getByRole("link", { name: "Send this deal" })).toHaveAttribute(
    "href",
    "/bridge-loans?location=TX&loanAmount=400000",
  );
});

const PROFILE = {
  lender: {
    id: "0b7e4b1e-2f0c-4c55-9a55-3f1c2b9d8e01",
    slug: "acme-capital",
    companyName: "Acme Capital",
    acceptingLeads: true,
  },
  products: [{ productType: "fix_and_flip" }],
} as unknown as LenderProfileResponse;

test("from a lender, 'Send this deal' opens its request with the type, amount and state", async () => {
  const { user } = renderAt(
    "/calculators?calc=flip&lender=acme-capital&ltv=85&ltc=&ltarv=&rate=10&state=TX",
    PROFILE,
  );
  expect(screen.getByText(/Prefilled with the limits and lowest rate Acme Capital/)).toBeVisible();
  expect(figure("Maximum loan")).toBe("$255,000"); // 85 % of 300,000
  await user.click(screen.getByRole("link", { name: "Send this deal to Acme Capital" }));
  const dialog = await screen.findByRole(
    "dialog",
    { name: "Submit Loan Request to Acme Capital" },
    { timeout: 10_000 },
  );
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  expect(within(dialog).getByLabelText(/Investment Type/)).toHaveValue("Fix & Flip");
  expect(within(dialog).getByLabelText(/Property State/)).toHaveValue("Texas");
  expect(within(dialog).getByLabelText(/Loan Amount/)).toHaveValue("$255,000");
});
