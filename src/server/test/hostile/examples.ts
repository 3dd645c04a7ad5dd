/**
 * A valid body (and, where useful, query) for each route, as the web sends it: the hostile
 * tests replace one field at a time with a hostile value, so every other field stays valid and
 * the one replaced is what the route must refuse or accept. A route with a body schema and no
 * example here fails the hostile-input suite, so a new route joins it with its example.
 */

import { EXPERIENCE_VALUES } from "@/domain/accounts/experience";
import { CURRENT_PLEDGE_VERSION } from "@/domain/lenders/verification/pledge";
import { toUtcDateOnly } from "@/domain/reference/dates";
import { SUBMISSION_STATUS_VALUES } from "@/domain/reference/statuses";
import { validRequest } from "../loan-request-api";
import { terms } from "../offers-api";

/** An offer body with every term of issue 32's complete term sheet, so each is probed. */
const fullTerms = () =>
  terms({
    processingFee: 750,
    underwritingFee: 995,
    rehabHoldback: 40_000,
    drawCount: 4,
    drawFee: 250,
    interestOn: "full",
    minimumInterestMonths: 6,
    extensionMonths: 3,
    extensionFeePercent: 1,
    exitFeePercent: 0.5,
    prepaymentPenalty: [
      { throughMonth: 3, percent: 2 },
      { throughMonth: 6, percent: 1 },
    ],
    reserves: 5_000,
  });

type Params = Record<string, string>;
type Example = (params: Params) => Record<string, unknown>;

const lenderForm = (companyName: string) => ({
  companyName,
  email: "contact@hostile-lending.example.com",
  phone: "(555) 234-5678",
  website: "https://hostile-lending.example.com",
  description: "Bridge and fix-and-flip loans across Texas.",
  yearsInBusiness: 12,
  reviewScore: 4.5,
  states: ["Texas", "Ohio"],
  preferNotToShare: false,
  isActive: true,
  acceptingLeads: true,
  products: {
    fix_and_flip: {
      enabled: true,
      loanAmountMin: 50_000,
      loanAmountMax: 2_000_000,
      lowestRate: 9.5,
      highestRate: 12,
      minimumFico: 640,
      minimumExperience: "1-2",
      hardLimits: ["creditScore"],
      fundingTimeline: "7-10 days",
      collateralTypes: [],
      assetTypes: ["Single family"],
    },
  },
});

export const BODY_EXAMPLES: Record<string, Example> = {
  "PATCH /api/me/profile": () => ({
    fullName: "Ada Lovelace",
    phone: "(555) 234-5678",
    experienceYears: EXPERIENCE_VALUES[0],
    creditScore: 720,
  }),
  // Issue 31: the caller's notification settings (JSON), and the page's form without JS.
  "PUT /api/me/notification-settings": () => ({
    kinds: { messages: false },
    digestFrequency: "daily",
  }),
  "POST /profile/notifications": () => ({
    form: "notification-settings",
    on: ["messages"],
    digestFrequency: "weekly",
  }),
  "POST /api/me/complete-profile": () => ({
    fullName: "New Comer",
    phone: "(555) 234-5678",
    creditScore: 700,
    userType: "borrower",
    companyName: null,
  }),
  "POST /api/me/password": () => ({ currentPassword: null, newPassword: "secret123" }),
  // Issue 33: sent as the world's only admin (actorFor), so even this valid body deletes
  // nothing (409 last_admin) and every mutation of it is refused before any write.
  "POST /api/me/delete": (params) => ({ confirmEmail: params.adminEmail, password: null }),
  // The account forms without JavaScript (issue 30); a browser sends them form-encoded.
  "POST /auth/form/magic-link": () => ({ email: "hostile.form.link@example.com" }),
  "POST /auth/form/sign-in": () => ({
    email: "hostile.form@example.com",
    password: "secret123",
    from: "auth",
  }),
  "POST /auth/form/sign-up": () => ({
    email: "hostile.form.signup@example.com",
    password: "secret123",
  }),
  "POST /auth/form/lender-signup": () => ({
    companyName: "Form Lending",
    email: "hostile.form.lender@example.com",
    password: "secret123",
    website: "https://form-lending.example.com",
  }),
  "POST /api/lender-signup": () => ({
    companyName: "Signup Lending",
    email: "hostile.signup@example.com",
    password: "secret123",
    website: "https://signup.example.com",
  }),
  "POST /api/lender-workspace/inquiries/:submissionId/answer": () => ({
    answer: "interested",
    note: "Happy to talk.",
  }),
  "PUT /api/lender-workspace/inquiries/:submissionId/pipeline": () => ({
    stage: "reviewing",
    notes: "Appraisal ordered.",
  }),
  "PUT /api/lender-workspace/lenders/:lenderId": () => ({
    ...lenderForm("Hostile Lending"),
    productsChanged: true,
  }),
  "POST /api/loan-requests": () => ({ request: validRequest(), lenderIds: [] }),
  "POST /api/loan-requests/anonymous": (p) => ({
    email: "hostile.anonymous@example.com",
    phone: "(555) 234-5678",
    creditScore: 700,
    experience: EXPERIENCE_VALUES[0],
    request: validRequest(),
    lenderIds: [p.lenderId],
    website: "",
  }),
  "POST /api/loan-requests/:id/submissions": (p) => ({ lenderIds: [p.lenderId] }),
  "PATCH /api/loan-requests/:id": () => ({ archived: false }),
  "PATCH /api/loan-requests/:id/submissions/:submissionId": () => ({
    status: SUBMISSION_STATUS_VALUES[0],
    declineOthers: false,
  }),
  "POST /api/lender-workspace/inquiries/:submissionId/offers": () => ({ ...fullTerms() }),
  "POST /api/lender-workspace/lenders/:lenderId/confirm-products": () => ({}),
  "POST /api/lender-workspace/reapply": () => ({}),
  "POST /api/lender-workspace/offers/:offerId/revisions": () => ({ ...fullTerms() }),
  "POST /api/loan-requests/:id/offers/:offerId/accept": () => ({ declineOthers: false }),
  "POST /api/admin/lenders": () => lenderForm("Admin Made Lending"),
  "PUT /api/admin/lenders/:lenderId": () => ({
    ...lenderForm("Hostile Lending"),
    productsChanged: true,
  }),
  "PATCH /api/admin/lenders/:lenderId/field": () => ({
    field: "phone",
    value: "(555) 345-6789",
    changedAt: "2026-01-02",
    notes: "Called them.",
  }),
  "POST /api/admin/lenders/:lenderId/pending-name": () => ({ decision: "approve" }),
  // Issue 35: the lender's evidence and the admin's decision (no waiting evidence: 404 / 409).
  "PUT /api/lender-workspace/verification": () => ({
    entityName: "Hostile Lending LLC",
    registrationState: "TX",
    licences: [{ state: "CA", number: "CFL 60DBO-1" }],
    fundedLoans: [1, 2, 3].map((n) => ({
      description: `Loan ${n}`,
      fundedOn: toUtcDateOnly(new Date(Date.now() - n * 30 * 86_400_000)),
      reference: `County record ${n}`,
    })),
    pledgeVersion: CURRENT_PLEDGE_VERSION,
    pledgeSigned: true,
  }),
  "POST /api/admin/verifications/:lenderId/decision": () => ({
    decision: "more_info",
    message: "Add the deed numbers.",
    checks: ["entity"],
  }),
  "POST /api/admin/lenders/:lenderId/history": () => ({
    field: "phone",
    value: "(555) 456-7890",
    changedAt: "2026-01-02",
    notes: "From the website.",
  }),
  "PATCH /api/admin/lenders/:lenderId/history/:entryId": () => ({
    value: "Hostile Lending LLC",
    notes: "Corrected.",
    changedAt: "2026-01-03T10:00:00Z",
  }),
  "PATCH /api/admin/lenders/:lenderId/products/:productId/field": () => ({
    field: "lowest_rate",
    value: 8.75,
    notes: "Rate sheet.",
  }),
  "POST /api/admin/lenders/:lenderId/products/:productId/history": () => ({
    field: "lowest_rate",
    value: "8.5",
    changedAt: "2026-01-02",
  }),
  "PATCH /api/admin/lenders/:lenderId/products/:productId/history/:entryId": () => ({
    value: "8.25",
    notes: "Corrected.",
  }),
  "POST /api/admin/users/bulk-approve": (p) => ({ userIds: [p.userId] }),
  "POST /api/admin/users/:userId/approve": () => ({ mode: "new", companyName: "Pending Lending" }),
  "POST /api/admin/users/:userId/lender": () => ({ mode: "new", companyName: "Record Lending" }),
  "POST /api/submissions/:submissionId/messages": () => ({ body: "Hello, is this still open?" }),
  "POST /api/submissions/:submissionId/read": () => ({}),
  "POST /api/notifications/unsubscribe": (p) => ({ token: p.unsubscribeToken, subscribed: false }),
  // The borrower's signed link (issue 35); forged and tampered links: next-step.test.ts.
  "POST /api/next-step": (p) => ({ token: p.nextStepToken }),
  // A well-formed token that matches no request (404): the link's life is tested in
  // loan-requests-confirmation.test.ts.
  "POST /api/request-confirmations/confirm": () => ({ token: "A".repeat(43) }),
  "POST /api/request-confirmations/withdraw": () => ({ token: "A".repeat(43) }),
  // Issue 31 team seats.
  "POST /api/lender-workspace/team/invitations": () => ({ email: "hostile.colleague@example.com" }),
  "POST /api/team-invitations/accept": () => ({ token: "A".repeat(43) }),
  "POST /api/lender-workspace/team/members/:seatId/owner": () => ({}),
  "POST /unsubscribe": () => ({ "List-Unsubscribe": "One-Click" }),
  "POST /api/saved-searches": () => ({
    name: "Texas flips",
    frequency: "weekly",
    query: { loanType: "fix_and_flip", location: "TX", loanAmount: "250000", sortBy: "rating" },
  }),
  // Issue 35: reviews only from real deals.
  "POST /api/reviews": (p) => ({
    submissionId: p.submissionId,
    rating: 4,
    body: "Closed on time, clear draws.",
  }),
  "PATCH /api/reviews/:id": () => ({ rating: 4, body: "Closed on time, clear draws." }),
  "POST /api/lender-workspace/reviews/:id/reply": () => ({ reply: "Thank you for the review." }),
  "POST /api/admin/reviews/:id/decision": () => ({ decision: "reject", reason: "Off topic." }),
  "PATCH /api/saved-searches/:id": () => ({
    name: "Austin flips",
    frequency: "daily",
    paused: false,
  }),
  "POST /api/saved-searches/unsubscribe": (p) => ({ token: p.savedSearchToken }),
  "POST /saved-searches/unsubscribe": () => ({ "List-Unsubscribe": "One-Click" }),
};

export const QUERY_EXAMPLES: Record<string, Example> = {
  "GET /api/lenders": () => ({
    loanType: "fix_and_flip",
    location: "TX",
    loanAmount: "250000",
    creditScore: "700",
    collateralType: "Multifamily",
    fundingTime: "0-14",
    sortBy: "rating",
    page: "1",
  }),
  "GET /api/admin/lenders": () => ({ q: "Hostile", sort: "desc", page: "1" }),
  "GET /api/admin/lenders/unlinked": () => ({ q: "Hostile" }),
  "GET /api/admin/lenders/:lenderId/history": () => ({ field: "company_name" }),
  "GET /api/admin/lenders/:lenderId/products/:productId/history": () => ({ field: "lowest_rate" }),
  "GET /api/admin/loan-requests": () => ({ q: "Hostile", page: "1" }),
  "GET /api/admin/users": () => ({ filter: "pending", q: "hostile", page: "1" }),
  "GET /api/admin/audit": (p) => ({ targetType: "lender", targetId: p.lenderId, page: "1" }),
  "GET /api/submissions/:submissionId/messages": () => ({}),
  "GET /api/notifications/unsubscribe": (p) => ({ token: p.unsubscribeToken }),
  "GET /api/request-confirmations": () => ({ token: "A".repeat(43) }),
  "GET /api/team-invitations": () => ({ token: "A".repeat(43) }),
  "GET /api/next-step": (p) => ({ token: p.nextStepToken }),
  "POST /unsubscribe": (p) => ({ token: p.unsubscribeToken }),
  "GET /api/saved-searches/unsubscribe": (p) => ({ token: p.savedSearchToken }),
  "POST /saved-searches/unsubscribe": (p) => ({ token: p.savedSearchToken }),
  "GET /api/dev/mail": () => ({ to: "hostile.borrower@example.com" }),
  "GET /api/lenders/:slug/reviews": () => ({ page: "1" }),
  "GET /api/admin/reviews": () => ({ status: "pending", page: "1" }),
};
