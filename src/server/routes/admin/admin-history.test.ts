/** Admin field history API (spec 2 'History for <field>'): list, add, edit, delete, audit. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { insertLender } from "../../db/factories";
import { adminClient, auditOf, send } from "../../test/admin-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "history.admin@example.com"));
});
afterAll(() => ctx.close());

describe("field history", () => {
  test("add a manual entry, edit it inline, delete it; each with its audit row", async () => {
    const lender = await insertLender(ctx.db, { companyName: "History Lending" });
    const url = ADMIN_API.lenderHistory(lender.id);
    const empty = (await admin.get(`${url}?field=website`)).json();
    expect(empty).toEqual({ items: [] });

    const added = await send(admin, "POST", url, {
      field: "website",
      value: " https://history.example.com ",
      changedAt: "2025-11-03",
      notes: "Seen on their site",
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json();
    expect(entry).toMatchObject({
      field: "website",
      oldValue: null,
      newValue: "https://history.example.com",
      changeType: "manual",
      notes: "Seen on their site",
      changedAt: "2025-11-03T23:59:59.999Z", // a bare day: its end in UTC (issue 28)
      userEmail: "history.admin@example.com",
    });
    expect((await admin.get(`${url}?field=website`)).json().items).toEqual([entry]);
    // Other fields' history is not listed under this one.
    expect((await admin.get(`${url}?field=phone`)).json().items).toEqual([]);

    const edited = await send(admin, "PATCH", ADMIN_API.lenderHistoryEntry(lender.id, entry.id), {
      value: "https://www.history.example.com",
      notes: "",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: entry.id,
      newValue: "https://www.history.example.com",
      notes: null,
      changedAt: entry.changedAt,
    });

    const deleted = await send(admin, "DELETE", ADMIN_API.lenderHistoryEntry(lender.id, entry.id));
    expect(deleted.statusCode).toBe(200);
    expect((await admin.get(`${url}?field=website`)).json().items).toEqual([]);
    const again = await send(admin, "DELETE", ADMIN_API.lenderHistoryEntry(lender.id, entry.id));
    expect(again.statusCode).toBe(404);

    const actions = (await auditOf(ctx, lender.id)).map((row) => row.action).sort();
    expect(actions).toEqual(["lender.history_add", "lender.history_delete", "lender.history_edit"]);
  });

  test("lists newest first by date changed; entries of other lenders are out of reach", async () => {
    const lender = await insertLender(ctx.db);
    const other = await insertLender(ctx.db);
    const url = ADMIN_API.lenderHistory(lender.id);
    for (const [value, changedAt] of [
      ["old", "2025-01-01"],
      ["newest", "2025-06-01"],
      ["middle", "2025-03-01"],
    ]) {
      await send(admin, "POST", url, { field: "phone", value, changedAt });
    }
    const { items } = (await admin.get(`${url}?field=phone`)).json();
    expect(items.map((e: { newValue: string }) => e.newValue)).toEqual(["newest", "middle", "old"]);

    const foreign = await send(
      admin,
      "PATCH",
      ADMIN_API.lenderHistoryEntry(other.id, items[0].id),
      {
        value: "hijack",
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  test("a blank value is 'New value is required'; an unknown lender is 404", async () => {
    const lender = await insertLender(ctx.db);
    const blank = await send(admin, "POST", ADMIN_API.lenderHistory(lender.id), {
      field: "phone",
      value: "  ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.value).toBe("New value is required");
    const missing = await admin.get(
      ADMIN_API.lenderHistory("00000000-0000-4000-8000-000000000009"),
    );
    expect(missing.statusCode).toBe(404);
  });
});
