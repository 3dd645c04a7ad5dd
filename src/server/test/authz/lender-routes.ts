/**
 * The approved lender's workspace and offer desk. Approved lender accounts only: 401 for a
 * visitor, 403 for borrowers, admins and pending or rejected lenders. The record, inquiries
 * and offers are always the caller's own (resolveOwnLender): `lender2` pointing at `lender`'s
 * submission or offer gets 404 like a missing one, at `lender`'s record 403 (canEditLender).
 */
import { eq } from "drizzle-orm";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import {
  lenders,
  loanOffers,
  loanProducts,
  loanSubmissions,
  profiles,
  submissionPipelines,
} from "../../db/schema";
import { terms } from "../offers-api";
import type { MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

const approvedOnly = { visitor: 401, lenders: 200, others: 403 } as const;
/** Writes on `lender`'s submission or offer. */
const ownSubmission = { visitor: 401, lender: 200, lender2: 404, others: 403 } as const;

const submissionState = async (world: World, submissionId: string) => ({
  submission: await world.ctx.db
    .select()
    .from(loanSubmissions)
    .where(eq(loanSubmissions.id, submissionId)),
  offers: await world.ctx.db
    .select()
    .from(loanOffers)
    .where(eq(loanOffers.submissionId, submissionId)),
});

const lenderState = async (world: World, lenderId: string) => ({
  lender: await world.ctx.db.select().from(lenders).where(eq(lenders.id, lenderId)),
  products: await world.ctx.db
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId)),
});

export const lenderRoutes: MatrixEntry[] = [
  {
    route: "GET /api/lender-workspace",
    policy: "canUseLenderDashboard",
    expect: approvedOnly,
    shows: { lender: () => ["alder capital"], lender2: () => ["birch lending"] },
  },
  {
    route: "GET /api/lender-workspace/inquiries",
    policy: ["canUseLenderDashboard", "ownLenderScope"],
    expect: approvedOnly,
    shows: {
      lender: (world) => ["zqa-request", world.a.submissionId],
      lender2: (world) => ["zqb-request", world.b.submissionId],
    },
  },
  {
    // Issue 31: the lender's requests as CSV, the list's filters applied.
    route: "GET /api/lender-workspace/inquiries/export",
    policy: ["canUseLenderDashboard", "ownLenderScope"],
    expect: approvedOnly,
    shows: {
      lender: (world) => ["zqa-request", world.a.requestId],
      lender2: (world) => ["zqb-request", world.b.requestId],
    },
  },
  {
    // Issue 31: the lender's private stage and notes of a request sent to it.
    route: "PUT /api/lender-workspace/inquiries/:submissionId/pipeline",
    policy: ["canUseLenderDashboard", "canManagePipeline"],
    expect: ownSubmission,
    fixture: (world) => world.a.freshRequest(),
    request: (_world, { submissionId }) => ({
      url: `/api/lender-workspace/inquiries/${submissionId}/pipeline`,
      payload: { stage: "reviewing", notes: "zqa-pipeline note" },
    }),
    state: async (world, { submissionId }) => ({
      ...(await submissionState(world, submissionId ?? "")),
      pipeline: await world.ctx.db
        .select()
        .from(submissionPipelines)
        .where(eq(submissionPipelines.submissionId, submissionId ?? "")),
    }),
  },
  {
    route: "GET /api/lender-workspace/offers",
    policy: ["canUseOfferDesk", "ownLenderScope"],
    expect: approvedOnly,
    shows: {
      lender: (world) => ["zqa-offer", world.a.offerId],
      lender2: (world) => ["zqb-offer", world.b.offerId],
    },
  },
  {
    route: "POST /api/lender-workspace/inquiries/:submissionId/answer",
    policy: ["canUseLenderDashboard", "canAnswerSubmission"],
    expect: ownSubmission,
    fixture: (world) => world.a.freshRequest(),
    request: (_world, { submissionId }) => ({
      url: `/api/lender-workspace/inquiries/${submissionId}/answer`,
      payload: { answer: "interested", note: "zqa-answer note" },
    }),
    state: (world, { submissionId }) => submissionState(world, submissionId ?? ""),
  },
  {
    route: "POST /api/lender-workspace/inquiries/:submissionId/offers",
    policy: ["canUseOfferDesk", "canMakeOffer"],
    expect: { ...ownSubmission, lender: 201 },
    fixture: (world) => world.a.freshRequest(),
    request: (_world, { submissionId }) => ({
      url: `/api/lender-workspace/inquiries/${submissionId}/offers`,
      payload: terms({ conditions: "zqa-offer sent by the matrix" }),
    }),
    state: (world, { submissionId }) => submissionState(world, submissionId ?? ""),
  },
  {
    route: "POST /api/lender-workspace/offers/:offerId/revisions",
    policy: ["canUseOfferDesk", "canMakeOffer"],
    expect: { ...ownSubmission, lender: 201 },
    fixture: (world) => world.a.freshOffer(),
    request: (_world, { offerId }) => ({
      url: `/api/lender-workspace/offers/${offerId}/revisions`,
      payload: terms({ interestRate: 9.5, conditions: "zqa-offer revised by the matrix" }),
    }),
    state: (world, { submissionId }) => submissionState(world, submissionId ?? ""),
  },
  {
    route: "POST /api/lender-workspace/offers/:offerId/withdraw",
    policy: ["canUseOfferDesk", "canMakeOffer"],
    expect: ownSubmission,
    fixture: (world) => world.a.freshOffer(),
    request: (_world, { offerId }) => ({
      url: `/api/lender-workspace/offers/${offerId}/withdraw`,
      payload: {},
    }),
    state: (world, { submissionId }) => submissionState(world, submissionId ?? ""),
  },
  {
    route: "PUT /api/lender-workspace/lenders/:lenderId",
    policy: ["canUseLenderDashboard", "canEditLender", "canSetAdminLenderFields"],
    expect: { visitor: 401, lender: 200, others: 403 },
    note: "lender2 is refused by canEditLender (403): the record is public, so 404 would hide nothing.",
    fixture: async (world) => {
      const [lender] = await world.ctx.db
        .select()
        .from(lenders)
        .where(eq(lenders.id, world.a.lenderId));
      const products = await world.ctx.db
        .select()
        .from(loanProducts)
        .where(eq(loanProducts.lenderId, world.a.lenderId));
      const form = lenderFormDefaults(lender, products);
      return { body: JSON.stringify({ ...form, phone: "(512) 555-0177", productsChanged: false }) };
    },
    request: (world, { body }) => ({
      url: `/api/lender-workspace/lenders/${world.a.lenderId}`,
      payload: JSON.parse(body ?? "{}"),
    }),
    state: (world) => lenderState(world, world.a.lenderId),
  },
  {
    route: "POST /api/lender-workspace/lenders/:lenderId/confirm-products",
    policy: ["canUseLenderDashboard", "canConfirmLenderProducts"],
    expect: { visitor: 401, lender: 200, others: 403 },
    note: "Like the update: lender2 is refused by canConfirmLenderProducts (403).",
    fixture: async (world) => {
      // A stale date, so the lender's own cell really writes.
      await world.ctx.db
        .update(loanProducts)
        .set({ lastUpdated: "2020-01-01" })
        .where(eq(loanProducts.lenderId, world.a.lenderId));
      return {};
    },
    request: (world) => ({
      url: `/api/lender-workspace/lenders/${world.a.lenderId}/confirm-products`,
      payload: {},
    }),
    state: (world) => lenderState(world, world.a.lenderId),
  },
  {
    route: "POST /api/lender-workspace/reapply",
    policy: ["canViewLenderDashboard", "canReapplyAsLender"],
    expect: { visitor: 401, rejectedLender: 200, others: 403 },
    note: "Only a refused lender account may ask for review again (canReapplyAsLender).",
    fixture: async (world) => {
      // Rejected before the cells; the owner's cell (last) leaves it pending, which no other
      // row tells apart from rejected (both are unapprovedLenders).
      await setApproval(world, "rejected");
      return {};
    },
    request: () => ({ url: "/api/lender-workspace/reapply", payload: {} }),
    state: (world) =>
      world.ctx.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, rejectedId(world))),
  },
];

const rejectedId = (world: World) => world.actors.rejectedLender.userId ?? "";
const setApproval = (world: World, status: "rejected") =>
  world.ctx.db
    .update(profiles)
    .set({ approvalStatus: status })
    .where(eq(profiles.id, rejectedId(world)));
