/** Shared set-up of the loan request API tests: a valid request, calls, row counts. */
import { count, eq } from "drizzle-orm";
import type { LoanRequestInput } from "@/domain/contract/loan-requests";
import { insertLenderWithProducts, type LenderOverrides } from "../db/factories";
import { inquiries, loanSubmissions } from "../db/schema";
import type { TestClient, TestContext } from "./test-app";

/** A complete, valid request as the forms send it. */
export function validRequest(overrides: Partial<LoanRequestInput> = {}): LoanRequestInput {
  return {
    customName: "Oak Street Flip",
    investmentType: "fix_and_flip",
    propertyType: "Non-owner occupied 1-4 family real estate",
    propertyState: "TX",
    loanAmount: "$250,000",
    notes: "Under contract, closing in 3 weeks.",
    ...overrides,
  };
}

export function loanRequestApi(context: () => TestContext) {
  const lender = (overrides: LenderOverrides = {}) =>
    insertLenderWithProducts(context().db, overrides, ["fix_and_flip"]);

  const create = (client: TestClient, body: Record<string, unknown>) =>
    client.post("/api/loan-requests", body);

  const anonymous = (body: Record<string, unknown>, address = "203.0.113.10") =>
    context()
      .client()
      .request({
        method: "POST",
        url: "/api/loan-requests/anonymous",
        payload: body as never,
        headers: { "x-forwarded-for": address },
      });

  const patch = (client: TestClient, url: string, payload: Record<string, unknown>) =>
    client.request({ method: "PATCH", url, payload });

  async function counts() {
    const db = context().db;
    const [inquiryCount] = await db.select({ n: count() }).from(inquiries);
    const [submissionCount] = await db.select({ n: count() }).from(loanSubmissions);
    return { inquiries: inquiryCount?.n ?? 0, submissions: submissionCount?.n ?? 0 };
  }

  const inquiriesOf = (email: string) =>
    context().db.select().from(inquiries).where(eq(inquiries.userEmail, email));

  return { lender, create, anonymous, patch, counts, inquiriesOf };
}
