// @vitest-environment jsdom
/**
 * Issue 32, 'Term sheets as complete data', in the browser: the offer form folds the extra
 * terms under 'More terms' (a disclosure button, by keyboard; an error inside opens it), a
 * lender may change accepted terms, and the borrower sees a re-trade as a list of changes.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Offer, RequestOffersResponse } from "@/domain/contract/offers";
import { NO_EXTRA_TERMS } from "@/domain/offers";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { HoldCostSection } from "./hold-cost-section";
import { OfferFormDialog } from "./offer-form-dialog";
import { pendingRetrades, RetradeNotices } from "./retrade-notice";

const OFFER: Offer = {
  id: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c11",
  submissionId: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c12",
  inquiryId: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c13",
  lenderId: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c14",
  lenderName: "Halcyon Test Capital",
  version: 1,
  supersedesId: null,
  state: "accepted",
  displayState: "accepted",
  loanAmount: 100_000,
  interestRate: 10.5,
  originationPoints: 0,
  otherFees: 0,
  termMonths: 12,
  repayment: "interest_only",
  maxLtv: null,
  maxLtc: null,
  maxLtarv: null,
  daysToClose: 14,
  conditions: null,
  expiresAt: "2099-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  closedAt: "2026-01-02T00:00:00.000Z",
  acceptedAt: "2026-01-02T00:00:00.000Z",
  retrade: false,
  ...NO_EXTRA_TERMS,
  netLoanAmount: 100_000,
  figures: {
    monthlyPayment: 875,
    totalInterest: 10_500,
    pointsDollars: 0,
    feesDollars: 0,
    totalCost: 10_500,
    cashAtClosing: 0,
    allInRate: 10.5,
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ offer: OFFER }, 201));
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

const postedBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === "POST")
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

function renderForm(revising: Offer | null = null) {
  return renderWithProviders(
    <OfferFormDialog
      submissionId={OFFER.submissionId}
      requestTitle="Elm Street Flip"
      requestedAmount={100_000}
      revising={revising}
      onClose={() => undefined}
    />,
  );
}

test("'More terms' is a closed disclosure that opens by keyboard; its terms are sent", async () => {
  const user = userEvent.setup();
  renderForm();
  const toggle = await screen.findByRole("button", { name: "More terms" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("textbox", { name: "Processing fee ($)" })).toBeNull();
  toggle.focus();
  await user.keyboard("{Enter}");
  expect(screen.getByRole("button", { name: "Hide more terms" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const group = screen.getByRole("group", { name: "More terms" });
  await user.type(within(group).getByRole("textbox", { name: "Processing fee ($)" }), "750");
  await user.type(within(group).getByRole("textbox", { name: "Rehab holdback ($)" }), "20000");
  expect(within(group).getByText("Net loan amount at closing: $80,000")).toBeVisible();
  await user.type(within(group).getByRole("textbox", { name: "Number of draws" }), "4");
  await user.click(within(group).getByRole("button", { name: "Add penalty step" }));
  await user.type(within(group).getByRole("textbox", { name: "Step 1: to month" }), "3");
  await user.type(within(group).getByRole("textbox", { name: "Step 1: penalty (%)" }), "2");

  await user.type(screen.getByRole("textbox", { name: /Interest rate/ }), "11");
  await user.type(screen.getByRole("textbox", { name: /Origination points/ }), "1");
  await user.type(screen.getByRole("textbox", { name: /Other fees/ }), "0");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  await waitFor(() => expect(postedBodies()).toHaveLength(1));
  expect(postedBodies()[0]).toMatchObject({
    processingFee: 750,
    underwritingFee: 0,
    rehabHoldback: 20_000,
    drawCount: 4,
    drawFee: 0,
    interestOn: "drawn",
    prepaymentPenalty: [{ throughMonth: 3, percent: 2 }],
  });
});

test("a rule between terms shows its message, and an error keeps 'More terms' open", async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(await screen.findByRole("button", { name: "More terms" }));
  await user.type(screen.getByRole("textbox", { name: "Rehab holdback ($)" }), "20000");
  await user.click(screen.getByRole("button", { name: "Hide more terms" }));
  await user.type(screen.getByRole("textbox", { name: /Interest rate/ }), "11");
  await user.type(screen.getByRole("textbox", { name: /Origination points/ }), "1");
  await user.type(screen.getByRole("textbox", { name: /Other fees/ }), "0");
  await user.click(screen.getByRole("button", { name: "Send offer" }));
  expect(
    await screen.findByText("Number of draws must be at least 1 with a rehab holdback"),
  ).toBeVisible();
  expect(screen.getByRole("button", { name: "Hide more terms" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  expect(postedBodies()).toHaveLength(0);
});

test("changing accepted terms says the borrower must accept again", async () => {
  renderForm(OFFER);
  expect(await screen.findByRole("dialog", { name: "Change accepted terms" })).toBeVisible();
  expect(screen.getByText("The borrower accepted these terms")).toBeVisible();
});

test("the borrower sees a re-trade as a list of changes against the accepted terms", () => {
  const retrade: Offer = {
    ...OFFER,
    id: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c15",
    version: 2,
    supersedesId: OFFER.id,
    state: "sent",
    displayState: "sent",
    interestRate: 11,
    processingFee: 750,
    acceptedAt: null,
    closedAt: null,
    retrade: true,
  };
  const data: RequestOffersResponse = {
    inquiryId: OFFER.inquiryId,
    requestedAmount: 100_000,
    cheapest: {},
    submissions: [
      {
        submissionId: OFFER.submissionId,
        inquiryId: OFFER.inquiryId,
        lenderId: OFFER.lenderId,
        lenderName: OFFER.lenderName,
        submissionStatus: "approved_application",
        displayState: "sent",
        current: retrade,
        versions: [retrade, { ...OFFER, state: "superseded", displayState: "sent" }],
      },
    ],
  };
  renderWithProviders(<RetradeNotices retrades={pendingRetrades(data)} />);
  const notice = screen.getByRole("alert");
  expect(notice).toHaveTextContent("Halcyon Test Capital changed the terms you accepted");
  expect(
    within(notice)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["Interest rate 10.5% → 11%", "New $750 processing fee"]);
  expect(notice).toHaveTextContent("accept them again");
  // An ordinary revision is no re-trade.
  const [group] = data.submissions;
  if (!group) throw new Error("no group");
  const ordinary = { ...group, current: { ...retrade, retrade: false } };
  expect(pendingRetrades({ ...data, submissions: [ordinary] })).toEqual([]);
});

test("the cost at the hold counts the itemised fees and the minimum interest", async () => {
  const user = userEvent.setup();
  const open = { state: "sent" as const, displayState: "sent" as const, acceptedAt: null };
  const withClause: Offer = {
    ...OFFER,
    ...open,
    lenderName: "Clause Lending",
    interestRate: 12,
    processingFee: 300,
    underwritingFee: 200,
    minimumInterestMonths: 12,
  };
  const plain: Offer = {
    ...OFFER,
    ...open,
    id: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c16",
    lenderName: "Plain Capital",
    interestRate: 12.6,
  };
  renderWithProviders(<HoldCostSection offers={[withClause, plain]} />);
  const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });
  // 12 months: $12,000 interest + $500 of fees against $12,600.
  // At 10 and 12 months alike: the clause charges 12 months of interest either way.
  expect(within(row("Clause Lending")).getAllByText("$12,500")).toHaveLength(2);
  expect(within(row("Plain Capital")).getByText("$12,600")).toBeVisible();
  expect(within(row("Clause Lending")).getByText("Lowest")).toBeVisible();
  const hold = screen.getByRole("textbox", { name: /How many months will you keep the loan/ });
  await user.clear(hold);
  await user.type(hold, "8");
  // Paid off at 8 months, the clause still charges 12 months of interest.
  expect(await screen.findByRole("columnheader", { name: "Total cost at 8 months" })).toBeVisible();
  expect(within(row("Clause Lending")).getAllByText("$12,500")).not.toHaveLength(0);
  expect(within(row("Plain Capital")).getByText("$8,400")).toBeVisible();
  expect(within(row("Plain Capital")).getByText("Lowest")).toBeVisible();
});
