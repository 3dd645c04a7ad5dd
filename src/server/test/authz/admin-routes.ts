/**
 * Every /api/admin route: one plugin whose onRequest hook requires the admin role (401 for a
 * visitor, 403 for every other account) before the body is even read. Admins see every
 * party's data; the reads show markers of both sides to prove it. Writes: admin-write-routes.ts.
 */
import type { MatrixEntry } from "./matrix-entry";

export const adminOnly = (status: number) =>
  ({ visitor: 401, nonAdmins: 403, admin: status }) as const;

export const adminRoutes: MatrixEntry[] = [
  { route: "GET /api/admin/overview", policy: "canAccessAdmin", expect: adminOnly(200) },
  {
    route: "GET /api/admin/lenders",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    shows: { admin: () => ["alder capital", "birch lending"] },
  },
  {
    route: "GET /api/admin/lenders/unlinked",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    shows: { admin: () => ["cedar public lending"] },
  },
  {
    route: "GET /api/admin/lenders/:lenderId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/lenders/${world.a.lenderId}` }),
  },
  {
    route: "GET /api/admin/lenders/:lenderId/history",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/lenders/${world.a.lenderId}/history` }),
  },
  {
    route: "GET /api/admin/lenders/:lenderId/products/:productId/history",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    request: (world) => ({
      url: `/api/admin/lenders/${world.a.lenderId}/products/${world.a.productId}/history`,
    }),
  },
  {
    route: "GET /api/admin/loan-requests",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    shows: { admin: (world) => [world.a.requestId, world.b.requestId] },
  },
  {
    route: "GET /api/admin/loan-requests/:requestId",
    policy: ["canAccessAdmin", "canViewInquiry"],
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/loan-requests/${world.a.requestId}` }),
    shows: { admin: () => ["zqa-request", "zqa-borrower@example.com"] },
  },
  {
    route: "GET /api/admin/loan-requests/:id/offers",
    policy: ["canAccessAdmin", "canReadOffers"],
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/loan-requests/${world.b.requestId}/offers` }),
    shows: { admin: (world) => ["zqb-offer", world.b.offerId] },
  },
  {
    route: "GET /api/admin/users",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    shows: { admin: () => ["zqa-borrower@example.com", "zqb-lender@example.com"] },
  },
  {
    route: "GET /api/admin/users/pending-lenders",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    shows: { admin: () => ["zqp-lender@example.com"] },
  },
  {
    route: "GET /api/admin/users/:userId",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/users/${world.b.borrowerId}` }),
    shows: { admin: () => ["zqb-borrower@example.com", "zqb-request"] },
  },
  {
    route: "GET /api/admin/audit",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    request: (world) => ({
      url: `/api/admin/audit?targetType=user&targetId=${world.a.borrowerId}`,
    }),
  },
  {
    route: "GET /api/admin/audit-log",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    request: () => ({ url: "/api/admin/audit-log?action=user.approve" }),
  },
  {
    // Issue 31: the CSV downloads (lenders, products, loan-requests, users).
    route: "GET /api/admin/exports/:kind",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    request: () => ({ url: "/api/admin/exports/loan-requests" }),
    shows: { admin: (world) => [world.a.requestId, world.b.requestId] },
  },
  {
    route: "GET /api/admin/privacy-requests",
    policy: "canAccessAdmin",
    expect: adminOnly(200),
    note: "Issue 33: the log of requests to know and to delete.",
  },
];
