/**
 * A borrower's loan requests and the offers on them. Borrower accounts only (canManageOwnInquiries):
 * 401 for a visitor, 403 for lender and admin accounts; the other borrower's request answers
 * 404 like a missing one (error-codes.md: no hint that it exists). Requests with ids are
 * `borrower`'s (side A); writes use fresh ones.
 */
import { eq, inArray } from "drizzle-orm";
import { inquiries, loanOffers, loanSubmissions } from "../../db/schema";
import type { MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

const ownOnly = { visitor: 401, borrower: 200, borrower2: 404, others: 403 } as const;

/** The request with its submissions and offers. */
const requestState = async (world: World, requestId: string) => ({
  request: await world.ctx.db.select().from(inquiries).where(eq(inquiries.id, requestId)),
  submissions: await world.ctx.db
    .select()
    .from(loanSubmissions)
    .where(eq(loanSubmissions.inquiryId, requestId)),
  offers: await world.ctx.db
    .select()
    .from(loanOffers)
    .where(
      inArray(
        loanOffers.submissionId,
        world.ctx.db
          .select({ id: loanSubmissions.id })
          .from(loanSubmissions)
          .where(eq(loanSubmissions.inquiryId, requestId)),
      ),
    ),
});

/** A valid new request as the wizard sends it. */
const newRequest = (customName: string) => ({
  customName,
  investmentType: "fix_and_flip",
  propertyType: "Non-owner occupied 1-4 family real estate",
  propertyState: "TX",
  loanAmount: "$250,000",
  notes: "Under contract, closing in 3 weeks.",
});

const allRequests = (world: World) => world.ctx.db.select().from(inquiries);

export const borrowerRoutes: MatrixEntry[] = [
  {
    route: "GET /api/loan-requests",
    policy: ["canManageOwnInquiries", "ownInquiriesScope"],
    expect: { visitor: 401, borrowers: 200, others: 403 },
    shows: {
      borrower: (world) => ["zqa-request", world.a.requestId],
      borrower2: (world) => ["zqb-request", world.b.requestId],
    },
  },
  {
    route: "GET /api/loan-requests/receiving-lenders",
    policy: "canManageOwnInquiries",
    expect: { visitor: 401, borrowers: 200, others: 403 },
    note: "Who a new request like this would go to (issue 28); no stored request is read.",
    request: () => ({
      url: "/api/loan-requests/receiving-lenders?investmentType=fix_and_flip&propertyState=TX&loanAmount=250000",
    }),
  },
  {
    route: "GET /api/loan-requests/:id/matching-lenders",
    policy: ["canManageOwnInquiries", "canSendToLenders"],
    expect: ownOnly,
    request: (world) => ({ url: `/api/loan-requests/${world.a.requestId}/matching-lenders` }),
  },
  {
    route: "GET /api/loan-requests/:id/offers",
    policy: ["canManageOwnInquiries", "canReadOffers"],
    expect: ownOnly,
    note: "Admins read offers through /api/admin/loan-requests/:id/offers.",
    request: (world) => ({ url: `/api/loan-requests/${world.a.requestId}/offers` }),
    shows: { borrower: (world) => ["zqa-offer", world.a.offerId] },
  },
  {
    route: "GET /api/loan-requests/offers",
    policy: ["canManageOwnInquiries", "ownInquiriesScope"],
    expect: { visitor: 401, borrowers: 200, others: 403 },
    note: "Each borrower reads the offers on their own requests only (the dashboard's one call).",
    shows: {
      borrower: (world) => ["zqa-offer", world.a.offerId],
      borrower2: (world) => ["zqb-offer", world.b.offerId],
    },
  },
  {
    route: "POST /api/loan-requests",
    policy: "canManageOwnInquiries",
    expect: { visitor: 401, borrowers: 201, others: 403 },
    note: "Each borrower creates a request of their own.",
    request: () => ({
      url: "/api/loan-requests",
      payload: { request: newRequest("Matrix created request") },
    }),
    state: allRequests,
  },
  {
    route: "POST /api/loan-requests/anonymous",
    policy: "canSubmitAnonymously",
    expect: { visitor: 202, signedIn: 403 },
    note: "Signed-in accounts send requests from their account, never anonymously.",
    request: () => ({
      url: "/api/loan-requests/anonymous",
      payload: { email: "matrix-anonymous@example.com", request: newRequest("Matrix anonymous") },
    }),
    state: allRequests,
  },
  {
    route: "POST /api/loan-requests/:id/submissions",
    policy: ["canManageOwnInquiries", "canSendToLenders"],
    expect: { visitor: 401, borrower: 201, borrower2: 404, others: 403 },
    fixture: (world) => world.a.freshRequest(),
    request: (world, { requestId }) => ({
      url: `/api/loan-requests/${requestId}/submissions`,
      payload: { lenderIds: [world.spareLenderId] },
    }),
    state: (world, { requestId }) => requestState(world, requestId ?? ""),
  },
  {
    route: "PATCH /api/loan-requests/:id",
    policy: ["canManageOwnInquiries", "canArchiveInquiry"],
    expect: ownOnly,
    fixture: (world) => world.a.freshRequest(),
    request: (_world, { requestId }) => ({
      url: `/api/loan-requests/${requestId}`,
      payload: { archived: true },
    }),
    state: (world, { requestId }) => requestState(world, requestId ?? ""),
  },
  {
    route: "PATCH /api/loan-requests/:id/submissions/:submissionId",
    policy: ["canManageOwnInquiries", "canChangeSubmission"],
    expect: ownOnly,
    fixture: (world) => world.a.freshRequest(),
    request: (_world, { requestId, submissionId }) => ({
      url: `/api/loan-requests/${requestId}/submissions/${submissionId}`,
      payload: { status: "active_communications" },
    }),
    state: (world, { requestId }) => requestState(world, requestId ?? ""),
  },
  {
    route: "POST /api/loan-requests/:id/offers/:offerId/accept",
    policy: ["canManageOwnInquiries", "canAcceptOffer"],
    expect: ownOnly,
    fixture: (world) => world.a.freshOffer(),
    request: (_world, { requestId, offerId }) => ({
      url: `/api/loan-requests/${requestId}/offers/${offerId}/accept`,
      payload: { declineOthers: false },
    }),
    state: (world, { requestId }) => requestState(world, requestId ?? ""),
  },
];

/**
 * Routes with two ids, called with the caller's own request and the other side's submission or
 * offer: the pair must not reach the other side's record (404 for both borrowers, nothing
 * changed). Not rows of the route table (their routes have rows above).
 */
export const crossIdCells: MatrixEntry[] = [
  {
    route: "PATCH /api/loan-requests/:id/submissions/:submissionId (side B's submission)",
    policy: ["canManageOwnInquiries", "canChangeSubmission"],
    expect: { visitor: 401, borrowers: 404, others: 403 },
    fixture: async (world) => {
      const other = await world.b.freshRequest();
      return { otherRequestId: other.requestId, otherSubmissionId: other.submissionId };
    },
    request: (world, { otherSubmissionId }) => ({
      url: `/api/loan-requests/${world.a.requestId}/submissions/${otherSubmissionId}`,
      payload: { status: "declined" },
    }),
    state: (world, { otherRequestId }) => requestState(world, otherRequestId ?? ""),
  },
  {
    route: "POST /api/loan-requests/:id/offers/:offerId/accept (side B's offer)",
    policy: ["canManageOwnInquiries", "canAcceptOffer"],
    expect: { visitor: 401, borrowers: 404, others: 403 },
    fixture: async (world) => {
      const other = await world.b.freshOffer();
      return { otherRequestId: other.requestId, otherOfferId: other.offerId };
    },
    request: (world, { otherOfferId }) => ({
      url: `/api/loan-requests/${world.a.requestId}/offers/${otherOfferId}/accept`,
      payload: { declineOthers: true },
    }),
    state: (world, { otherRequestId }) => requestState(world, otherRequestId ?? ""),
  },
];
