/** Shared set-up of the offer API tests: a borrower's request sent to two approved lenders. */
import { eq } from "drizzle-orm";
import type { OfferTermsBody } from "@/domain/contract/offers";
import { insertInquiryWithSubmissions } from "../db/factories";
import { users } from "../db/schema";
import { workspaceApi } from "./lender-workspace-api";
import type { TestClient, TestContext } from "./test-app";

export const DAY = 24 * 60 * 60 * 1000;

export function terms(over: Partial<OfferTermsBody> = {}): OfferTermsBody {
  return {
    loanAmount: 200_000,
    interestRate: 10,
    originationPoints: 2,
    otherFees: 1500,
    termMonths: 12,
    repayment: "interest_only",
    maxLtv: 75,
    maxLtc: 85,
    maxLtarv: 70,
    daysToClose: 14,
    expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
    conditions: "Appraisal and title required.",
    ...over,
  };
}

export function offersApi(context: () => TestContext) {
  const { lenderAccount } = workspaceApi(context);
  let count = 0;

  /** A borrower, two approved lenders with records and one $200,000 request sent to both. */
  async function scenario() {
    const ctx = context();
    count += 1;
    const tag = `${count}-${Math.random().toString(36).slice(2, 8)}`;
    const borrowerEmail = `offer.borrower.${tag}@example.com`;
    const borrower = await ctx.signedInClient(borrowerEmail, { userType: "borrower" });
    const [borrowerUser] = await ctx.db.select().from(users).where(eq(users.email, borrowerEmail));
    if (!borrowerUser) throw new Error("no borrower");
    const first = await lenderAccount(`offer.first.${tag}@example.com`, {
      companyName: `First Capital ${tag}`,
    });
    const second = await lenderAccount(`offer.second.${tag}@example.com`, {
      companyName: `Second Lending ${tag}`,
    });
    const firstLenderId = first.lender?.id ?? "";
    const secondLenderId = second.lender?.id ?? "";
    const { inquiry, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      {
        borrowerId: borrowerUser.id,
        userEmail: null,
        customName: "Maple Avenue fourplex",
        loanAmount: 200_000,
        lenderId: firstLenderId,
      },
      [{ lenderId: firstLenderId }, { lenderId: secondLenderId }],
    );
    const submissionOf = (lenderId: string) =>
      submissions.find((s) => s.lenderId === lenderId)?.id ?? "";
    return {
      borrower,
      borrowerEmail,
      inquiryId: inquiry.id,
      first: {
        ...first,
        email: `offer.first.${tag}@example.com`,
        submissionId: submissionOf(firstLenderId),
      },
      second: {
        ...second,
        email: `offer.second.${tag}@example.com`,
        submissionId: submissionOf(secondLenderId),
      },
    };
  }

  const send = (client: TestClient, submissionId: string, body: unknown = terms()) =>
    client.post(`/api/lender-workspace/inquiries/${submissionId}/offers`, body);
  const revise = (client: TestClient, offerId: string, body: unknown = terms()) =>
    client.post(`/api/lender-workspace/offers/${offerId}/revisions`, body);
  const withdraw = (client: TestClient, offerId: string) =>
    client.post(`/api/lender-workspace/offers/${offerId}/withdraw`, {});
  const requestOffers = (client: TestClient, inquiryId: string) =>
    client.get(`/api/loan-requests/${inquiryId}/offers`);
  const accept = (client: TestClient, inquiryId: string, offerId: string, declineOthers = false) =>
    client.post(`/api/loan-requests/${inquiryId}/offers/${offerId}/accept`, { declineOthers });

  return { scenario, lenderAccount, send, revise, withdraw, requestOffers, accept };
}
