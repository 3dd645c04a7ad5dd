/**
 * Issue 35: a lender keeps a time zone (the US list, Eastern by default), set by the lender in
 * its form and by admins (field history on both paths), and its response times count
 * business time on that clock.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import { TIME_ZONE_MESSAGE } from "@/domain/reference/us-time-zones";
import { insertInquiryWithSubmissions, insertLender } from "../../db/factories";
import { lenderHistory, lenderResponseStats, lenders } from "../../db/schema";
import { refreshResponseStats } from "../../services/lenders/refresh-response-stats";
import { adminClient, send } from "../../test/admin-api";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "zone.admin@example.com"));
});
afterAll(() => ctx.close());

const { lenderAccount, put, formOf } = workspaceApi(() => ctx);
const stored = async (id: string) => {
  const [row] = await ctx.db.select().from(lenders).where(eq(lenders.id, id));
  if (!row) throw new Error(`No lender ${id}`);
  return row;
};
const historyOf = (lenderId: string) =>
  ctx.db
    .select()
    .from(lenderHistory)
    .where(and(eq(lenderHistory.lenderId, lenderId), eq(lenderHistory.fieldName, "time_zone")));

describe("the lender's time zone", () => {
  test("Eastern by default; the lender sets Pacific (with history), not a zone off the list", async () => {
    const me = await lenderAccount("zone.lender@example.com");
    const lender = me.lender ?? (undefined as never);
    const workspace = (await me.client.get("/api/lender-workspace")).json();
    expect(workspace.lender.timeZone).toBe("America/New_York");

    const form = await formOf(lender.id, await stored(lender.id));
    expect(form.timeZone).toBe("America/New_York");
    const saved = await put(me.client, lender.id, {
      ...form,
      timeZone: "America/Los_Angeles",
      productsChanged: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().lender.timeZone).toBe("America/Los_Angeles");
    expect((await stored(lender.id)).timeZone).toBe("America/Los_Angeles");
    expect(await historyOf(lender.id)).toMatchObject([
      { oldValue: "America/New_York", newValue: "America/Los_Angeles" },
    ]);

    const refused = await put(me.client, lender.id, {
      ...form,
      timeZone: "Europe/Paris",
      productsChanged: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.timeZone).toBe(TIME_ZONE_MESSAGE);
    expect((await stored(lender.id)).timeZone).toBe("America/Los_Angeles");
  });

  test("an admin sets it field by field (history), and the list holds there too", async () => {
    const lender = await insertLender(ctx.db, { companyName: "Aloha Bridge Funding" });
    const url = `${ADMIN_API.lenders}/${lender.id}/field`;
    const set = await send(admin, "PATCH", url, { field: "time_zone", value: "Pacific/Honolulu" });
    expect(set.statusCode, set.body).toBe(200);
    expect((await stored(lender.id)).timeZone).toBe("Pacific/Honolulu");
    expect(await historyOf(lender.id)).toHaveLength(1);
    const bad = await send(admin, "PATCH", url, { field: "time_zone", value: "Asia/Tokyo" });
    expect(bad.statusCode).toBe(400);
    const detail = (await admin.get(`${ADMIN_API.lenders}/${lender.id}`)).json();
    expect(detail.lender.timeZone).toBe("Pacific/Honolulu");
  });
});

describe("response times on the lender's clock", () => {
  test("Friday 22:00 Pacific answered Monday 08:00 Pacific: 10 h for a Pacific lender, 11 h for an Eastern one", async () => {
    const pacific = await insertLender(ctx.db, {
      companyName: "Golden Gate Bridge Capital",
      timeZone: "America/Los_Angeles",
    });
    const eastern = await insertLender(ctx.db, { companyName: "Harbor East Lending" });
    // Five Fridays at 22:00 PST (Saturday 01:00 EST), each answered the Monday at 08:00 PST.
    const fridays = ["2026-10-16", "2026-10-23", "2026-11-06", "2026-11-13", "2026-11-20"];
    for (const friday of fridays) {
      const sentAt = new Date(`${friday}T22:00:00-08:00`);
      if (friday < "2026-11-01") sentAt.setTime(sentAt.getTime() - 3_600_000); // PDT
      const answeredAt = new Date(sentAt.getTime() + 58 * 3_600_000); // Monday 08:00
      await insertInquiryWithSubmissions(
        ctx.db,
        { borrowerId: null, userEmail: "zone.borrower@example.com" },
        [pacific.id, eastern.id].map((lenderId) => ({
          lenderId,
          status: "active_communications" as const,
          createdAt: sentAt,
          lenderAnswer: "interested" as const,
          lenderNote: "Send the contract.",
          answeredAt,
          firstAnsweredAt: answeredAt,
        })),
      );
    }
    await refreshResponseStats(ctx.db, new Date("2026-11-27T12:00:00Z"));
    const statsOf = async (lenderId: string) => {
      const [row] = await ctx.db
        .select()
        .from(lenderResponseStats)
        .where(eq(lenderResponseStats.lenderId, lenderId));
      return row;
    };
    expect(await statsOf(pacific.id)).toMatchObject({ answered: 5, medianMinutes: 600 });
    expect(await statsOf(eastern.id)).toMatchObject({ answered: 5, medianMinutes: 660 });
  });
});
