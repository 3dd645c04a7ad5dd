// @vitest-environment jsdom
/**
 * Issue 28 on the borrower's dashboard: the offers of every request come from one call (item 6),
 * 'Compare offers (n)' does not count withdrawn offers, and a lender's answer appears live
 * (an `answer` event refetches the requests), as offers and messages already do (item 12).
 */
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import type { LiveEvent } from "@/domain/contract/messages";
import type {
  BorrowerOffersResponse,
  Offer,
  RequestOffersResponse,
  SubmissionOffers,
} from "@/domain/contract/offers";
import { NO_EXTRA_TERMS } from "@/domain/offers";
import BorrowerDashboardRoute from "@/web/routes/borrower-dashboard";
import { meFixture } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { fakeApi, requestFixture, submissionFixture, testId } from "../test/fixtures";

/** A stand-in EventSource the test drives: 'open', then events under the contract's name. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(name: string, data?: string) {
    if (name === "open") this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data }));
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.instances = [];
});

function offer(inquiryId: string, lenderName: string, displayState: Offer["displayState"]): Offer {
  return {
    id: testId("0ff"),
    submissionId: testId("5ub"),
    inquiryId,
    lenderId: testId("1e0"),
    lenderName,
    version: 1,
    supersedesId: null,
    state: displayState === "withdrawn" ? "withdrawn" : "sent",
    displayState,
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
    createdAt: "2026-11-20T00:00:00.000Z",
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
}

function offersOf(inquiryId: string, offers: Offer[]): RequestOffersResponse {
  const submissions: SubmissionOffers[] = offers.map((o) => ({
    submissionId: o.submissionId,
    inquiryId,
    lenderId: o.lenderId,
    lenderName: o.lenderName,
    submissionStatus: "no_reply",
    displayState: o.displayState,
    current: o,
    versions: [o],
  }));
  const none = { monthlyPayment: [], totalInterest: [], pointsDollars: [], feesDollars: [] };
  return {
    inquiryId,
    requestedAmount: 200_000,
    submissions,
    cheapest: { ...none, totalCost: [], cashAtClosing: [], allInRate: [] },
  };
}

function render(requests: () => LoanRequestDto[], offers: BorrowerOffersResponse) {
  const api = fakeApi({
    "GET /api/me": () => jsonResponse(meFixture()),
    "GET /api/loan-requests": () => jsonResponse({ items: requests() }),
    "GET /api/loan-requests/offers": () => jsonResponse(offers),
    "GET /api/messages/unread": () => jsonResponse({ total: 0, submissions: [], inquiries: [] }),
  });
  vi.stubGlobal("fetch", api.fetch);
  return { ...renderWithProviders(<BorrowerDashboardRoute />), api };
}

test("one offers call for every request; 'Compare offers (n)' leaves withdrawn offers out", async () => {
  const first = requestFixture({ customName: "Elm Street flip" });
  const second = requestFixture({
    customName: "Oak duplex",
    createdAt: "2026-11-01T00:00:00.000Z",
  });
  const { api } = render(() => [first, second], {
    items: [
      offersOf(first.id, [
        offer(first.id, "Summit Capital", "sent"),
        offer(first.id, "Harbor Lending", "withdrawn"),
        offer(first.id, "Cedar Capital", "expired"),
      ]),
      offersOf(second.id, [offer(second.id, "Summit Capital", "withdrawn")]),
    ],
  });
  // The machine running the suite may be busy: wait up to 5 s for the two queries.
  expect(
    await screen.findByRole("button", { name: "Compare offers (2)" }, { timeout: 5000 }),
  ).toBeVisible();
  const elm = screen.getByRole("button", { name: /Elm Street flip/ });
  expect(within(elm).getByText("2 offers")).toBeVisible();
  // Oak duplex only has a withdrawn offer: nothing to compare, no badge.
  const oak = screen.getByRole("button", { name: /Oak duplex/ });
  expect(within(oak).queryByText(/offer/)).toBeNull();
  const offerCalls = api.calls.filter((c) => c.url.includes("/offers"));
  expect(offerCalls.map((c) => c.url.split("?")[0])).toEqual(["/api/loan-requests/offers"]);
});

test("a lender's answer appears without a reload (live 'answer' event)", async () => {
  vi.stubGlobal("EventSource", FakeEventSource);
  // Real uuids: the live connection checks events against the contract.
  const submission = submissionFixture({
    id: "6f7c2f4e-7a54-4c57-9d2a-6f1f3b0d9a11",
    lenderName: "Summit Capital",
  });
  let request = requestFixture({
    id: "7b0c2f4e-7a54-4c57-9d2a-6f1f3b0d9a12",
    customName: "Elm Street flip",
    submissions: [submission],
  });
  render(() => [request], { items: [] });
  const lenders = await screen.findByRole(
    "region",
    { name: "Lenders of Elm Street flip" },
    { timeout: 5000 },
  );
  expect(within(lenders).queryByText("Lender is interested")).toBeNull();

  const source = FakeEventSource.instances[0];
  if (!source) throw new Error("The dashboard does not follow live events");
  source.emit("open");
  request = {
    ...request,
    submissions: [
      {
        ...submission,
        status: "active_communications",
        lenderAnswer: "interested",
        lenderNote: "Send the scope of work.",
        answeredAt: "2026-11-21T12:00:00.000Z",
      },
    ],
  };
  const event: LiveEvent = { type: "answer", submissionId: submission.id, inquiryId: request.id };
  source.emit("update", JSON.stringify(event));
  expect(
    await within(lenders).findByText("Lender is interested", {}, { timeout: 5000 }),
  ).toBeVisible();
  expect(within(lenders).getByText("Send the scope of work.")).toBeVisible();
});
