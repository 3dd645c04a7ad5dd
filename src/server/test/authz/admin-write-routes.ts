/**
 * The /api/admin writes (guarded like every admin route: admin-routes.ts). They use fresh
 * lenders, history entries and account targets, never the actors themselves.
 */
import { eq } from "drizzle-orm";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import { insertLenderWithProducts } from "../../db/factories";
import {
  lenderHistory,
  lenders,
  loanProductHistory,
  loanProducts,
  profiles,
} from "../../db/schema";
import { adminOnly } from "./admin-routes";
import type { Fixture, MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

let fresh = 0;
/** A new lender (with a bridge product) for one write route. */
async function freshLender(world: World): Promise<Fixture> {
  fresh += 1;
  const { lender, products } = await insertLenderWithProducts(
    world.ctx.db,
    { companyName: `Matrix Lender ${fresh}` },
    ["bridge"],
  );
  return { lenderId: lender.id, productId: products[0]?.id ?? "" };
}

/** A fresh lender with one manual history entry (lender-level or on its product). */
async function freshEntry(world: World, onProduct: boolean): Promise<Fixture> {
  const fixture = await freshLender(world);
  const base = onProduct
    ? `/api/admin/lenders/${fixture.lenderId}/products/${fixture.productId}/history`
    : `/api/admin/lenders/${fixture.lenderId}/history`;
  const response = await world.actors.admin.send({
    method: "POST",
    url: base,
    payload: onProduct ? { field: "lowest_rate", value: "9.1" } : { field: "phone", value: "x" },
  });
  if (response.statusCode !== 201) throw new Error(`history fixture: ${response.body}`);
  return { ...fixture, entryId: response.json().id as string };
}

const lenderState = async (world: World, { lenderId = "", productId = "" }: Fixture) => ({
  lender: await world.ctx.db.select().from(lenders).where(eq(lenders.id, lenderId)),
  products: await world.ctx.db
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId)),
  history: await world.ctx.db
    .select()
    .from(lenderHistory)
    .where(eq(lenderHistory.lenderId, lenderId)),
  productHistory: await world.ctx.db
    .select()
    .from(loanProductHistory)
    .where(eq(loanProductHistory.loanProductId, productId)),
});

const profileState = (world: World, { userId = "" }: Fixture) =>
  world.ctx.db.select().from(profiles).where(eq(profiles.id, userId));

const pendingTarget = async (world: World): Promise<Fixture> => ({
  userId: await world.extraUser("pendingLender"),
});

export const adminWriteRoutes: MatrixEntry[] = [
  {
    route: "POST /api/admin/lenders",
    policy: "canAccessAdmin",
    expect: adminOnly(201),
    request: () => ({
      url: "/api/admin/lenders",
      payload: { ...lenderFormDefaults(null, []), companyName: "Matrix Created Lending" },
    }),
    state: (world) =>
      world.ctx.db.select().from(lenders).where(eq(lenders.companyName, "Matrix Created Lending")),
  },
  {
    route: "PUT /api/admin/lenders/:lenderId",
    policy: ["canAccessAdmin", "canEditLender", "canSetAdminLenderFields"],
    expect: adminOnly(200),
    fixture: async (world) => {
      const fixture = await freshLender(world);
      const [lender] = await world.ctx.db
        .select()
        .from(lenders)
        .where(eq(lenders.id, fixture.lenderId ?? ""));
      const body = { ...lenderFormDefaults(lender, []), phone: "(512) 555-0166" };
      return { ...fixture, body: JSON.stringify({ ...body, productsChanged: false }) };
    },
    request: (_world, { lenderId, body }) => ({
      url: `/api/admin/lenders/${lenderId}`,
      payload: JSON.parse(body ?? "{}"),
    }),
    state: lenderState,
  },
  {
    route: "DELETE /api/admin/lenders/:lenderId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: freshLender,
    request: (_world, { lenderId }) => ({ url: `/api/admin/lenders/${lenderId}` }),
    state: lenderState,
  },
  {
    route: "PATCH /api/admin/lenders/:lenderId/field",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: freshLender,
    request: (_world, { lenderId }) => ({
      url: `/api/admin/lenders/${lenderId}/field`,
      payload: { field: "phone", value: "(512) 555-0155" },
    }),
    state: lenderState,
  },
  {
    route: "POST /api/admin/lenders/:lenderId/pending-name",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: async (world) => {
      const fixture = await freshLender(world);
      await world.ctx.db
        .update(lenders)
        .set({ pendingCompanyName: `Matrix Renamed ${fresh}` })
        .where(eq(lenders.id, fixture.lenderId ?? ""));
      return fixture;
    },
    request: (_world, { lenderId }) => ({
      url: `/api/admin/lenders/${lenderId}/pending-name`,
      payload: { decision: "approve" },
    }),
    state: lenderState,
  },
  {
    route: "POST /api/admin/lenders/:lenderId/history",
    policy: "canAccessAdmin",
    expect: adminOnly(201),
    fixture: freshLender,
    request: (_world, { lenderId }) => ({
      url: `/api/admin/lenders/${lenderId}/history`,
      payload: { field: "website", value: "https://matrix.example.com" },
    }),
    state: lenderState,
  },
  {
    route: "PATCH /api/admin/lenders/:lenderId/history/:entryId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: (world) => freshEntry(world, false),
    request: (_world, { lenderId, entryId }) => ({
      url: `/api/admin/lenders/${lenderId}/history/${entryId}`,
      payload: { value: "edited by the matrix" },
    }),
    state: lenderState,
  },
  {
    route: "DELETE /api/admin/lenders/:lenderId/history/:entryId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: (world) => freshEntry(world, false),
    request: (_world, { lenderId, entryId }) => ({
      url: `/api/admin/lenders/${lenderId}/history/${entryId}`,
    }),
    state: lenderState,
  },
  {
    route: "PATCH /api/admin/lenders/:lenderId/products/:productId/field",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: freshLender,
    request: (_world, { lenderId, productId }) => ({
      url: `/api/admin/lenders/${lenderId}/products/${productId}/field`,
      payload: { field: "lowest_rate", value: "8.75" },
    }),
    state: lenderState,
  },
  {
    route: "POST /api/admin/lenders/:lenderId/products/:productId/history",
    policy: "canAccessAdmin",
    expect: adminOnly(201),
    fixture: freshLender,
    request: (_world, { lenderId, productId }) => ({
      url: `/api/admin/lenders/${lenderId}/products/${productId}/history`,
      payload: { field: "lowest_rate", value: "8.5" },
    }),
    state: lenderState,
  },
  {
    route: "PATCH /api/admin/lenders/:lenderId/products/:productId/history/:entryId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: (world) => freshEntry(world, true),
    request: (_world, { lenderId, productId, entryId }) => ({
      url: `/api/admin/lenders/${lenderId}/products/${productId}/history/${entryId}`,
      payload: { value: "9.2" },
    }),
    state: lenderState,
  },
  {
    route: "DELETE /api/admin/lenders/:lenderId/products/:productId/history/:entryId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    fixture: (world) => freshEntry(world, true),
    request: (_world, { lenderId, productId, entryId }) => ({
      url: `/api/admin/lenders/${lenderId}/products/${productId}/history/${entryId}`,
    }),
    state: lenderState,
  },
  {
    route: "POST /api/admin/users/bulk-approve",
    policy: ["canAccessAdmin", "canDecideLenderApproval"],
    expect: adminOnly(200),
    fixture: pendingTarget,
    request: (_world, { userId }) => ({
      url: "/api/admin/users/bulk-approve",
      payload: { userIds: [userId] },
    }),
    state: profileState,
  },
  {
    route: "POST /api/admin/users/:userId/approve",
    policy: ["canAccessAdmin", "canDecideLenderApproval"],
    expect: adminOnly(200),
    fixture: pendingTarget,
    request: (_world, { userId }) => ({
      url: `/api/admin/users/${userId}/approve`,
      payload: { mode: "new" },
    }),
    state: profileState,
  },
  {
    route: "POST /api/admin/users/:userId/lender",
    policy: ["canAccessAdmin", "canDecideLenderApproval"],
    expect: adminOnly(200),
    fixture: async (world) => {
      const userId = await world.extraUser("pendingLender");
      await world.ctx.db
        .update(profiles)
        .set({ approvalStatus: "approved" })
        .where(eq(profiles.id, userId));
      return { userId };
    },
    request: (_world, { userId }) => ({
      url: `/api/admin/users/${userId}/lender`,
      payload: { mode: "new" },
    }),
    state: async (world, { userId = "" }) => ({
      profile: await profileState(world, { userId }),
      lenders: await world.ctx.db.select().from(lenders).where(eq(lenders.userId, userId)),
    }),
  },
  {
    route: "POST /api/admin/users/:userId/reject",
    policy: ["canAccessAdmin", "canDecideLenderApproval"],
    expect: adminOnly(200),
    fixture: pendingTarget,
    request: (_world, { userId }) => ({ url: `/api/admin/users/${userId}/reject`, payload: {} }),
    state: profileState,
  },
];
