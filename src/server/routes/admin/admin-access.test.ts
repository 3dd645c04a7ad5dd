/**
 * Every admin route refuses visitors (401), borrowers and lenders (403) before it reads its
 * input or the database: the admin plugin's hook (issue 13 'Server').
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

const id = "00000000-0000-4000-8000-000000000001";
const ROUTES = [
  ["GET", ADMIN_API.overview],
  ["GET", ADMIN_API.lenders],
  ["POST", ADMIN_API.lenders],
  ["GET", ADMIN_API.unlinkedLenders],
  ["GET", ADMIN_API.lender(id)],
  ["PUT", ADMIN_API.lender(id)],
  ["DELETE", ADMIN_API.lender(id)],
  ["PATCH", ADMIN_API.lenderField(id)],
  ["GET", ADMIN_API.lenderHistory(id)],
  ["POST", ADMIN_API.lenderHistory(id)],
  ["PATCH", ADMIN_API.lenderHistoryEntry(id, id)],
  ["DELETE", ADMIN_API.lenderHistoryEntry(id, id)],
  ["PATCH", ADMIN_API.productField(id, id)],
  ["GET", ADMIN_API.productHistory(id, id)],
  ["POST", ADMIN_API.productHistory(id, id)],
  ["PATCH", ADMIN_API.productHistoryEntry(id, id, id)],
  ["DELETE", ADMIN_API.productHistoryEntry(id, id, id)],
  ["GET", ADMIN_API.loanRequests],
  ["GET", ADMIN_API.loanRequest(id)],
  ["GET", ADMIN_API.users],
  ["GET", ADMIN_API.pendingLenders],
  ["POST", ADMIN_API.bulkApprove],
  ["GET", ADMIN_API.user(id)],
  ["POST", ADMIN_API.approveUser(id)],
  ["POST", ADMIN_API.rejectUser(id)],
  ["GET", `${ADMIN_API.audit}?targetType=user&targetId=${id}`],
] as const;

let ctx: TestContext;
const clients: Record<string, TestClient> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  clients.borrower = await ctx.signedInClient("access.borrower@example.com");
  clients.pending = await ctx.signedInClient("access.pending@example.com", {
    userType: "lender",
    approvalStatus: "pending",
  });
  clients.lender = await ctx.signedInClient("access.lender@example.com", {
    userType: "lender",
    approvalStatus: "approved",
  });
});
afterAll(() => ctx.close());

describe.each(ROUTES)("%s %s", (method, url) => {
  test("401 for a visitor", async () => {
    const response = await send(ctx.client(), method, url, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthorized");
  });

  test("403 for a borrower, a pending and an approved lender", async () => {
    for (const who of ["borrower", "pending", "lender"]) {
      const response = await send(clients[who] as TestClient, method, url, {});
      expect(response.statusCode, who).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
    }
  });
});
