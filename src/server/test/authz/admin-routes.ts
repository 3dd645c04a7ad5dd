/**
 * Every /api/admin route: one plugin whose onRequest hook requires the admin role (401 for a
 * visitor, 403 for every other account) before the body is even read. Admins see every
 * party's data; the reads show markers of both sides to prove it. Writes: admin-write-routes.ts.
 */
import type { MatrixEntry } from "./matrix-entry";

export const adminOnly = (status: number) =>
  ({ visitor: 401, nonAdmins: 403, admin: status }) as const;

export const adminRoutes: MatrixEntry[] = [
  { route: "GET /api/admin/overview", expect: adminOnly(200) },
  {
    route: "GET /api/admin/lenders",
    expect: adminOnly(200),
    shows: { admin: () => ["alder capital", "birch lending"] },
  },
  {
    route: "GET /api/admin/lenders/unlinked",
    expect: adminOnly(200),
    shows: { admin: () => ["cedar public lending"] },
  },
  {
    route: "GET /api/admin/lenders/:lenderId",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/lenders/${world.a.lenderId}` }),
  },
  {
    route: "GET /api/admin/lenders/:lenderId/history",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/lenders/${world.a.lenderId}/history` }),
  },
  {
    route: "GET /api/admin/lenders/:lenderId/products/:productId/history",
    expect: adminOnly(200),
    request: (world) => ({
      url: `/api/admin/lenders/${world.a.lenderId}/products/${world.a.productId}/history`,
    }),
  },
  {
    route: "GET /api/admin/loan-requests",
    expect: adminOnly(200),
    shows: { admin: (world) => [world.a.requestId, world.b.requestId] },
  },
  {
    route: "GET /api/admin/loan-requests/:requestId",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/loan-requests/${world.a.requestId}` }),
    shows: { admin: () => ["zqa-request", "zqa-borrower@example.com"] },
  },
  {
    route: "GET /api/admin/loan-requests/:id/offers",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/loan-requests/${world.b.requestId}/offers` }),
    shows: { admin: (world) => ["zqb-offer", world.b.offerId] },
  },
  {
    route: "GET /api/admin/users",
    expect: adminOnly(200),
    shows: { admin: () => ["zqa-borrower@example.com", "zqb-lender@example.com"] },
  },
  {
    route: "GET /api/admin/users/pending-lenders",
    expect: adminOnly(200),
    shows: { admin: () => ["zqp-lender@example.com"] },
  },
  {
    route: "GET /api/admin/users/:userId",
    expect: adminOnly(200),
    request: (world) => ({ url: `/api/admin/users/${world.b.borrowerId}` }),
    shows: { admin: () => ["zqb-borrower@example.com", "zqb-request"] },
  },
  {
    route: "GET /api/admin/audit",
    expect: adminOnly(200),
    request: (world) => ({
      url: `/api/admin/audit?targetType=user&targetId=${world.a.borrowerId}`,
    }),
  },
  {
    route: "GET /api/admin/audit-log",
    expect: adminOnly(200),
    request: () => ({ url: "/api/admin/audit-log?action=user.approve" }),
  },
];
