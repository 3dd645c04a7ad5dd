/** Admin loan product field edit and history (spec 7 'History': loan_product_history). */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { insertLenderWithProducts } from "../../db/factories";
import { adminClient, auditOf, send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "products.admin@example.com"));
});
afterAll(() => ctx.close());

let sequence = 0;
async function lenderWithBridge() {
  sequence++;
  const { lender, products } = await insertLenderWithProducts(
    ctx.db,
    { companyName: `Product History Lending ${sequence}` },
    [{ type: "bridge", overrides: { lowestRate: 9 } }],
  );
  const product = products[0];
  if (!product) throw new Error("No product");
  return { lender, product };
}

describe("loan product fields", () => {
  test("single-field edit writes the product, its history row and the audit row", async () => {
    const { lender, product } = await lenderWithBridge();
    const response = await send(admin, "PATCH", ADMIN_API.productField(lender.id, product.id), {
      field: "lowest_rate",
      value: "8.75",
      notes: "New rate sheet",
    });
    expect(response.statusCode).toBe(200);
    const { product: updated, entry } = response.json();
    expect(updated.lowestRate).toBe(8.75);
    expect(entry).toMatchObject({
      field: "lowest_rate",
      oldValue: "9",
      newValue: "8.75",
      changeType: "update",
      notes: "New rate sheet",
      userEmail: "products.admin@example.com",
    });
    const list = await admin.get(
      `${ADMIN_API.productHistory(lender.id, product.id)}?field=lowest_rate`,
    );
    expect(list.json().items).toEqual([entry]);
    const [audit] = await auditOf(ctx, lender.id);
    expect(audit).toMatchObject({
      action: "lender.field_update",
      details: { productId: product.id, productType: "bridge", field: "lowest_rate" },
    });

    const same = await send(admin, "PATCH", ADMIN_API.productField(lender.id, product.id), {
      field: "lowest_rate",
      value: 8.75,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe("no_changes");
  });

  test("manual entry add, edit, delete", async () => {
    const { lender, product } = await lenderWithBridge();
    const url = ADMIN_API.productHistory(lender.id, product.id);
    const added = await send(admin, "POST", url, {
      field: "origination_fee",
      value: "2 points",
      changedAt: "2025-09-01",
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json();
    expect(entry).toMatchObject({ changeType: "manual", oldValue: null, newValue: "2 points" });
    const edited = await send(
      admin,
      "PATCH",
      ADMIN_API.productHistoryEntry(lender.id, product.id, entry.id),
      {
        value: "1.5 points",
        notes: "Corrected",
      },
    );
    expect(edited.json()).toMatchObject({ newValue: "1.5 points", notes: "Corrected" });
    const deleted = await send(
      admin,
      "DELETE",
      ADMIN_API.productHistoryEntry(lender.id, product.id, entry.id),
    );
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`${url}?field=origination_fee`)).json().items).toEqual([]);
    expect((await auditOf(ctx, lender.id)).map((a) => a.action).sort()).toEqual([
      "lender.history_add",
      "lender.history_delete",
      "lender.history_edit",
    ]);
  });

  test("another lender's product is 404; a value the card refuses is 400", async () => {
    const { product } = await lenderWithBridge();
    const { lender: other } = await lenderWithBridge();
    const foreign = await admin.get(ADMIN_API.productHistory(other.id, product.id));
    expect(foreign.statusCode).toBe(404);
    const { lender, product: own } = await lenderWithBridge();
    const bad = await send(admin, "PATCH", ADMIN_API.productField(lender.id, own.id), {
      field: "minimum_fico",
      value: "200",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.value).toBe("Credit score must be between 300-850");
  });
});
