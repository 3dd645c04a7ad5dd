/**
 * Issue 28, item 8: a lender's own saves reach the lender's Activity (the audit trail of its
 * record, GET /api/admin/audit) with who, which fields with their values, and which products.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { adminClient } from "../../test/admin-api";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "selfedit.admin@example.com"));
});
afterAll(() => ctx.close());

const { lenderAccount, put, formOf } = workspaceApi(() => ctx);

test("description and product changes by the lender show in its Activity", async () => {
  const me = await lenderAccount("selfedit.lender@example.com", {
    companyName: "Self Edit Lending",
    products: ["fix_and_flip"],
  });
  const lender = me.lender ?? (undefined as never);
  const form = await formOf(lender.id, lender);
  const products = form.products as Record<string, Record<string, unknown>>;
  const response = await put(me.client, lender.id, {
    ...form,
    description: "Fast closings in Texas",
    products: {
      ...products,
      fix_and_flip: { ...products.fix_and_flip, maxLtv: 77 },
      bridge: { ...products.bridge, enabled: true },
    },
    productsChanged: true,
  });
  expect(response.statusCode, response.body).toBe(200);

  const activity = (
    await admin.get(`${ADMIN_API.audit}?targetType=lender&targetId=${lender.id}`)
  ).json();
  expect(activity.items).toHaveLength(1);
  const [entry] = activity.items;
  expect(entry).toMatchObject({
    action: "lender.self_update",
    actorId: me.userId,
    actorEmail: "selfedit.lender@example.com",
    targetLabel: "Self Edit Lending",
  });
  expect(entry.details.changes).toContainEqual({
    field: "description",
    oldValue: lender.description,
    newValue: "Fast closings in Texas",
  });
  const byType = Object.fromEntries(
    entry.details.products.map((p: { productType: string }) => [p.productType, p]),
  );
  expect(byType.fix_and_flip).toMatchObject({ change: "update" });
  expect(byType.fix_and_flip.fields).toContain("max_ltv");
  expect(byType.bridge).toMatchObject({ change: "create" });

  // A save that changes nothing writes no entry.
  const again = await put(me.client, lender.id, {
    ...(await formOf(lender.id, { ...lender, description: "Fast closings in Texas" })),
    productsChanged: false,
  });
  expect(again.statusCode, again.body).toBe(200);
  const after = (
    await admin.get(`${ADMIN_API.audit}?targetType=lender&targetId=${lender.id}`)
  ).json();
  expect(after.items).toHaveLength(1);
});
