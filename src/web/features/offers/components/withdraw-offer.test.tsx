// @vitest-environment jsdom
/**
 * 'Withdraw offer' asks for confirmation first (issue 27): nothing is sent until the lender
 * confirms in the dialog; Escape or 'Keep offer' cancel; all by keyboard.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Offer, SubmissionOffers } from "@/domain/contract/offers";
import { NO_EXTRA_TERMS } from "@/domain/offers";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { LenderOfferPanel } from "./lender-offer-panel";

const OFFER: Offer = {
  id: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c01",
  submissionId: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c02",
  inquiryId: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c03",
  lenderId: "0b8f5a52-6a0f-4d3e-8c1e-2f6a9d1b7c04",
  lenderName: "Cedar Test Capital",
  version: 1,
  supersedesId: null,
  state: "sent",
  displayState: "sent",
  loanAmount: 200_000,
  interestRate: 10,
  originationPoints: 2,
  otherFees: 1500,
  termMonths: 12,
  repayment: "interest_only",
  maxLtv: null,
  maxLtc: null,
  maxLtarv: null,
  daysToClose: 14,
  conditions: null,
  expiresAt: "2099-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  closedAt: null,
  acceptedAt: null,
  retrade: false,
  ...NO_EXTRA_TERMS,
  netLoanAmount: 200_000,
  figures: {
    monthlyPayment: 1666.67,
    totalInterest: 20000,
    pointsDollars: 4000,
    feesDollars: 1500,
    totalCost: 25500,
    cashAtClosing: 5500,
    allInRate: 13.2,
  },
};

const OFFERS: SubmissionOffers = {
  submissionId: OFFER.submissionId,
  inquiryId: OFFER.inquiryId,
  lenderId: OFFER.lenderId,
  lenderName: OFFER.lenderName,
  submissionStatus: "no_reply",
  displayState: "sent",
  current: OFFER,
  versions: [OFFER],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ offer: { ...OFFER, state: "withdrawn" } }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const withdrawCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/offers/${OFFER.id}/withdraw`));

function renderPanel() {
  return renderWithProviders(
    <LenderOfferPanel
      submissionId={OFFER.submissionId}
      requestTitle="Maple Avenue fourplex"
      requestedAmount={200_000}
      offers={OFFERS}
    />,
  );
}

test("nothing is withdrawn until the lender confirms; Escape and 'Keep offer' cancel", async () => {
  const user = userEvent.setup();
  renderPanel();
  const button = screen.getByRole("button", { name: "Withdraw offer" });
  button.focus();
  await user.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", { name: "Withdraw this offer?" });
  expect(dialog).toHaveTextContent("$200,000 at 10% for 12 months, interest-only");
  // The safe choice has the focus.
  await waitFor(() => expect(screen.getByRole("button", { name: "Keep offer" })).toHaveFocus());
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(withdrawCalls()).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Withdraw offer" }));
  await user.click(await screen.findByRole("button", { name: "Keep offer" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(withdrawCalls()).toHaveLength(0);
});

test("confirming withdraws the offer, by keyboard", async () => {
  const user = userEvent.setup();
  renderPanel();
  await user.click(screen.getByRole("button", { name: "Withdraw offer" }));
  const dialog = await screen.findByRole("dialog", { name: "Withdraw this offer?" });
  await waitFor(() => expect(screen.getByRole("button", { name: "Keep offer" })).toHaveFocus());
  await user.tab();
  expect(within(dialog).getByRole("button", { name: "Withdraw offer" })).toHaveFocus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(withdrawCalls()).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});

test("a declined offer (another lender's was accepted) offers no new one and says why", () => {
  const declined = { ...OFFER, state: "declined" as const, displayState: "declined" as const };
  renderWithProviders(
    <LenderOfferPanel
      submissionId={OFFER.submissionId}
      requestTitle="Maple Avenue fourplex"
      requestedAmount={200_000}
      offers={{ ...OFFERS, displayState: "declined", current: declined, versions: [declined] }}
    />,
  );
  expect(
    screen.getByText(
      "The borrower accepted another lender's offer: this request takes no new offers.",
    ),
  ).toBeVisible();
  expect(screen.queryByRole("button", { name: /Send/ })).toBeNull();
  expect(screen.queryByRole("button", { name: "Withdraw offer" })).toBeNull();
});

test("issue 31: the panel names the colleague who sent the offer, when the answer has one", () => {
  const { unmount } = renderWithProviders(
    <LenderOfferPanel
      submissionId={OFFER.submissionId}
      requestTitle="Maple Avenue fourplex"
      requestedAmount={200_000}
      offers={{ ...OFFERS, current: { ...OFFER, sentByName: "Lee Park" } }}
    />,
  );
  expect(screen.getByText("Sent by Lee Park")).toBeVisible();
  unmount();
  renderPanel();
  expect(screen.queryByText(/Sent by/)).not.toBeInTheDocument();
});
