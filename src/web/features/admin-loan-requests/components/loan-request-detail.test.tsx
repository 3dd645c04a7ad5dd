// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import type { AdminLoanRequestDetail } from "@/domain/contract/admin-loan-requests";
import type { ThreadResponse } from "@/domain/contract/messages";
import type { Offer, RequestOffersResponse } from "@/domain/contract/offers";
import { NO_EXTRA_TERMS } from "@/domain/offers";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { LoanRequestDetail } from "./loan-request-detail";

const ID = "00000000-0000-4000-8000-0000000000c1";

const detail: AdminLoanRequestDetail = {
  id: ID,
  displayName: "Maple Street flip",
  borrower: {
    userId: null,
    email: "sam@example.com",
    fullName: "Sam Ortiz",
    phone: "(555) 123-4567",
    creditScore: 720,
    experienceYears: "3-5",
  },
  loan: {
    customName: "Maple Street flip",
    loanAmount: 350000,
    loanPurpose: "fix_and_flip",
    investmentType: "fix_and_flip",
    timelineNeeded: null,
    status: "pending",
    archived: false,
    createdAt: "2026-03-01T12:00:00.000Z",
    updatedAt: "2026-03-02T12:00:00.000Z",
  },
  property: { state: "TX", type: "Condo", address: null, city: "Austin", zip: "78701" },
  additional: { additionalNotes: "Closing in 30 days", lenderNotes: null, firstLender: null },
  submissions: [
    {
      id: "00000000-0000-4000-8000-0000000000d1",
      lenderId: "00000000-0000-4000-8000-0000000000e1",
      lenderName: "Cedar Ridge Capital",
      lenderSlug: "cedar-ridge-capital",
      status: "active_communications",
      createdAt: "2026-03-01T12:00:00.000Z",
      lenderAnswer: "interested",
      lenderNote: "Call me",
      declineReason: null,
      declineReasonText: null,
      answeredAt: "2026-03-02T12:00:00.000Z",
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200, extra: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === ADMIN_API.loanRequest(ID)) return jsonResponse(body, status);
    if (url in extra) return jsonResponse(extra[url]);
    return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const SUBMISSION = "00000000-0000-4000-8000-0000000000d1";
const QUIET_SUBMISSION = "00000000-0000-4000-8000-0000000000d2";

function offer(version: number, state: Offer["state"], interestRate: number): Offer {
  return {
    id: `00000000-0000-4000-8000-00000000010${version}`,
    submissionId: SUBMISSION,
    inquiryId: ID,
    lenderId: "00000000-0000-4000-8000-0000000000e1",
    lenderName: "Cedar Ridge Capital",
    version,
    supersedesId: version > 1 ? `00000000-0000-4000-8000-00000000010${version - 1}` : null,
    state,
    // The server shows a superseded version's display state as sent: the page must not.
    displayState: state === "superseded" ? "sent" : state,
    loanAmount: 340000,
    interestRate,
    originationPoints: 2,
    otherFees: 1500,
    termMonths: 12,
    repayment: "interest_only",
    maxLtv: 75,
    maxLtc: null,
    maxLtarv: null,
    daysToClose: 21,
    conditions: null,
    expiresAt: "2026-04-01T12:00:00.000Z",
    createdAt: `2026-03-0${version + 2}T12:00:00.000Z`,
    closedAt: null,
    acceptedAt: null,
    retrade: false,
    ...NO_EXTRA_TERMS,
    netLoanAmount: 340000,
    figures: {
      monthlyPayment: 2975,
      totalInterest: 35700,
      pointsDollars: 6800,
      feesDollars: 1500,
      totalCost: 44000,
      cashAtClosing: 8300,
      allInRate: 12.9,
    },
  };
}

const offers: RequestOffersResponse = {
  inquiryId: ID,
  requestedAmount: 350000,
  submissions: [
    {
      submissionId: SUBMISSION,
      inquiryId: ID,
      lenderId: "00000000-0000-4000-8000-0000000000e1",
      lenderName: "Cedar Ridge Capital",
      submissionStatus: "active_communications",
      displayState: "sent",
      current: offer(2, "sent", 10.5),
      versions: [offer(2, "sent", 10.5), offer(1, "superseded", 11.25)],
    },
  ],
  cheapest: {},
};

const thread: ThreadResponse = {
  submissionId: SUBMISSION,
  inquiryId: ID,
  lenderName: "Cedar Ridge Capital",
  borrowerName: "Sam Ortiz",
  viewerSide: null,
  canWrite: false,
  messages: [
    {
      id: "00000000-0000-4000-8000-0000000000f1",
      kind: "text",
      authorSide: "lender",
      body: "We can close in 21 days.",
      offerId: null,
      createdAt: "2026-03-02T12:00:00.000Z",
    },
  ],
  hasOlder: false,
  readUntil: { borrower: null, lender: null },
};

describe("LoanRequestDetail", () => {
  test("the four cards and the submissions per lender, with the lender's answer", async () => {
    answer(detail);
    renderWithProviders(<LoanRequestDetail requestId={ID} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Maple Street flip" }),
    ).toBeVisible();
    const borrower = screen.getByRole("region", { name: "Borrower Information" });
    expect(within(borrower).getByText("sam@example.com")).toBeVisible();
    expect(within(borrower).getByText("Anonymous request (no account yet)")).toBeVisible();
    const loan = screen.getByRole("region", { name: "Loan Details" });
    expect(within(loan).getByText("$350,000")).toBeVisible();
    // Purpose and investment type both read as the loan type's label, never the raw value.
    expect(within(loan).getAllByText("Fix & Flip")).toHaveLength(2);
    expect(within(loan).queryByText("fix_and_flip")).not.toBeInTheDocument();
    const property = screen.getByRole("region", { name: "Property Information" });
    expect(within(property).getByText("Texas")).toBeVisible();
    expect(within(property).getByText("Not provided")).toBeVisible();
    const additional = screen.getByRole("region", { name: "Additional Information" });
    expect(within(additional).getByText("Closing in 30 days")).toBeVisible();
    const submissions = screen.getByRole("region", { name: "Loan Submissions (1)" });
    const row = within(submissions).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByRole("link", { name: "Cedar Ridge Capital" })).toHaveAttribute(
      "href",
      "/lender/cedar-ridge-capital",
    );
    expect(row).toHaveTextContent("Connected");
    expect(row).toHaveTextContent("Interested");
    expect(row).toHaveTextContent("Call me");
    expect(screen.getByRole("link", { name: "Back to Requests" })).toHaveAttribute(
      "href",
      "/admin/loan-requests",
    );
  });

  test("an unknown id: 'Loan request not found' and the way back", async () => {
    answer({ error: { code: "not_found", message: "Loan request not found" } }, 404);
    renderWithProviders(<LoanRequestDetail requestId={ID} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Loan request not found" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Requests" })).toBeVisible();
  });

  test("offers per submission, every version with its state, and the read-only conversation", async () => {
    const withTwo: AdminLoanRequestDetail = {
      ...detail,
      submissions: [
        ...detail.submissions,
        {
          ...(detail.submissions[0] as AdminLoanRequestDetail["submissions"][number]),
          id: QUIET_SUBMISSION,
          lenderName: "Harbor Bridge Lending",
          lenderSlug: "harbor-bridge-lending",
        },
      ],
    };
    const fetchMock = answer(withTwo, 200, {
      [ADMIN_API.loanRequestOffers(ID)]: offers,
      [`/api/submissions/${SUBMISSION}/messages`]: thread,
    });
    const { user } = renderWithProviders(<LoanRequestDetail requestId={ID} />);
    const activity = await screen.findByRole("region", { name: "Offers and Conversations" });
    const cedar = within(activity).getByRole("region", { name: "Cedar Ridge Capital" });
    const versions = await within(cedar).findAllByRole("listitem");
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent("Version 2");
    expect(versions[0]).toHaveTextContent("Offer sent");
    expect(versions[0]).toHaveTextContent("10.5");
    expect(versions[1]).toHaveTextContent("Version 1");
    expect(versions[1]).toHaveTextContent("Superseded");
    expect(versions[1]).not.toHaveTextContent("Offer sent");
    const harbor = within(activity).getByRole("region", { name: "Harbor Bridge Lending" });
    expect(within(harbor).getByText("No offers yet")).toBeVisible();

    await user.click(
      within(cedar).getByRole("button", { name: "View conversation with Cedar Ridge Capital" }),
    );
    const drawer = await screen.findByRole("dialog", {
      name: "Conversation between the borrower and Cedar Ridge Capital",
    });
    expect(await within(drawer).findByText("We can close in 21 days.")).toBeVisible();
    expect(within(drawer).queryByRole("textbox")).not.toBeInTheDocument();
    const writes = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");
    expect(writes).toEqual([]);
  });
});
