// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import type { AdminLoanRequestDetail } from "@/domain/contract/admin-loan-requests";
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
      answeredAt: "2026-03-02T12:00:00.000Z",
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === ADMIN_API.loanRequest(ID)
        ? jsonResponse(body, status)
        : jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404),
    ),
  );
}

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
});
