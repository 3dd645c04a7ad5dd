/**
 * The audit log (issue 28, item 8): every entry, filtered by actor, target, action and time,
 * readable after its lender is deleted (names copied into the entries).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { insertLender } from "../../db/factories";
import { adminClient, send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "auditlog.admin@example.com"));
});
afterAll(() => ctx.close());

const log = async (query: string) => {
  const response = await admin.get(`${ADMIN_API.auditLog}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

test("filters by actor, target, action and time; a deleted lender's entries stay readable", async () => {
  const lender = await insertLender(ctx.db, { companyName: "Gone Tomorrow Lending" });
  await insertLender(ctx.db, { companyName: "Staying Lending" });
  const edit = await send(admin, "PATCH", ADMIN_API.lenderField(lender.id), {
    field: "phone",
    value: "(512) 555-0101",
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const removed = await send(admin, "DELETE", `${ADMIN_API.lenders}/${lender.id}`);
  expect(removed.statusCode, removed.body).toBe(200);

  const gone = await log("target=gone%20TOMORROW");
  expect(gone.items.map((e: { action: string }) => e.action)).toEqual([
    "lender.delete",
    "lender.field_update",
  ]);
  expect(gone.items[1]).toMatchObject({
    targetLabel: "Gone Tomorrow Lending",
    targetExists: false,
    actorEmail: "auditlog.admin@example.com",
    details: { field: "phone", newValue: "(512) 555-0101" },
  });
  expect(gone.total).toBe(2);

  expect((await log("action=lender.delete&target=gone")).items).toHaveLength(1);
  expect((await log("actor=auditlog.admin")).total).toBeGreaterThanOrEqual(2);
  expect((await log("actor=nobody-acted")).items).toEqual([]);
  const future = new Date(Date.now() + 60_000).toISOString();
  expect((await log(`target=gone&from=${encodeURIComponent(future)}`)).items).toEqual([]);
  expect((await log(`target=gone&to=${encodeURIComponent(future)}`)).total).toBe(2);
  expect((await admin.get(`${ADMIN_API.auditLog}?action=nope`)).statusCode).toBe(400);
});
