/** Loan request answers for the dashboard's component tests, typed by the contract. */
import type {
  LoanRequestDto,
  LoanSubmissionDto,
  MatchingLender,
} from "@/domain/contract/loan-requests";
import { jsonResponse } from "@/web/test/render";

let counter = 0;
/** A distinct uuid-shaped id per call, its first 8 characters readable in assertions. */
export function testId(prefix: string): string {
  counter += 1;
  const head = `${prefix}${String(counter).padStart(8, "0")}`.slice(0, 8);
  return `${head}-0000-4000-8000-${String(counter).padStart(12, "0")}`;
}

export function submissionFixture(overrides: Partial<LoanSubmissionDto> = {}): LoanSubmissionDto {
  return {
    id: testId("5ub"),
    lenderId: testId("1e0"),
    lenderName: "Summit Capital",
    lenderSlug: "summit-capital",
    status: "no_reply",
    createdAt: "2026-11-20T10:00:00.000Z",
    lenderAnswer: null,
    lenderNote: null,
    declineReason: null,
    declineReasonText: null,
    answeredAt: null,
    ...overrides,
  };
}

export function requestFixture(overrides: Partial<LoanRequestDto> = {}): LoanRequestDto {
  return {
    id: testId("a"),
    customName: null,
    userEmail: "jo@example.com",
    loanAmount: 250_000,
    loanPurpose: "fix_and_flip",
    investmentType: "fix_and_flip",
    propertyState: "TX",
    propertyType: "Condo",
    creditScore: 720,
    experienceYears: "1-2",
    additionalNotes: null,
    status: "pending",
    archived: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    submissions: [],
    ...overrides,
  };
}

export function matchingLenderFixture(
  name: string,
  score: number,
  alreadySent = false,
): MatchingLender {
  return {
    lender: {
      id: testId("b"),
      slug: name.toLowerCase().replaceAll(" ", "-"),
      companyName: name,
      description: null,
      website: null,
      state: "Texas",
      yearsInBusiness: 5,
      totalLoansFunded: 100,
      yearsInBusinessConfirmed: false,
      totalLoansFundedConfirmed: false,
      averageFundingTime: 14,
      minimumLoanAmount: 50_000,
      maximumLoanAmount: 2_000_000,
      reviewScore: 4.5,
      totalReviews: 20,
      googleReviewsUrl: null,
      verifiedReviewCount: 0,
      verifiedReviewScore: null,
      acceptingLeads: true,
      verification: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    },
    match: { score, shown: true, breakdown: [] },
    alreadySent,
  };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

/**
 * A fetch stand-in answering by "METHOD /path" (query ignored); every call is recorded with
 * its parsed JSON body. An unknown route answers 404, so a missing handler fails loudly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    const call: Call = {
      method,
      url,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.split("?")[0]}`];
    if (!handler) return jsonResponse({ error: { code: "not_found", message: url } }, 404);
    return handler(call);
  };
  return { fetch, calls, writes: () => calls.filter((c) => c.method !== "GET") };
}
