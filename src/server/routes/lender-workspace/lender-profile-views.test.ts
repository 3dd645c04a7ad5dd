import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertLender } from "../../db/factories";
import { lenderProfileViews, profileViewSalts } from "../../db/schema";
import { isBotUserAgent } from "../../services/lender-workspace/profile-views";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount } = workspaceApi(() => ctx);

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

const view = (slug: string, address: string, agent = BROWSER) =>
  ctx.client().request({
    method: "POST",
    url: `/api/lenders/${slug}/views`,
    headers: { "x-forwarded-for": address, "user-agent": agent },
  });

describe("lender profile views", () => {
  test("one per visitor per day, bots left out, counted on the lender's dashboard", async () => {
    const me = await lenderAccount("views.lender@example.com", { companyName: "Viewed Lending" });
    const slug = me.lender?.slug ?? "";
    expect((await view(slug, "203.0.113.10")).statusCode).toBe(204);
    expect((await view(slug, "203.0.113.10")).statusCode).toBe(204); // same visitor, same day
    expect((await view(slug, "203.0.113.11")).statusCode).toBe(204);
    expect(
      (await view(slug, "203.0.113.12", "Googlebot/2.1 (+http://www.google.com/bot.html)"))
        .statusCode,
    ).toBe(204);
    expect((await view(slug, "203.0.113.13", "")).statusCode).toBe(204);

    const { views } = (await me.client.get("/api/lender-workspace")).json();
    expect(views.total).toBe(2);
    expect(views.daily).toHaveLength(30);
    expect(views.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 2 });

    // Nothing personal is stored: no address or agent, only a hash per visitor.
    const stored = JSON.stringify(await ctx.db.select().from(lenderProfileViews));
    expect(stored).not.toContain("203.0.113");
    expect(stored).not.toContain("Chrome");
    expect(await ctx.db.select().from(profileViewSalts)).toHaveLength(1);
  });

  test("one per address per lender per day whatever the user agent (issue 27)", async () => {
    const me = await lenderAccount("views.agents@example.com", { companyName: "Agent Lending" });
    const other = await lenderAccount("views.other@example.com", { companyName: "Other Lending" });
    const slug = me.lender?.slug ?? "";
    const agents = [
      BROWSER,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/127.0",
      `${BROWSER} v2`,
      `${BROWSER} v3`,
    ];
    for (const agent of agents) {
      expect((await view(slug, "198.51.100.40", agent)).statusCode).toBe(204);
    }
    // Another address counts; the same address on another lender counts for that lender.
    await view(slug, "198.51.100.41");
    await view(other.lender?.slug ?? "", "198.51.100.40", agents[1]);

    const mine = (await me.client.get("/api/lender-workspace")).json().views;
    expect(mine.total).toBe(2);
    const theirs = (await other.client.get("/api/lender-workspace")).json().views;
    expect(theirs.total).toBe(1);
  });

  test("unknown and inactive lenders are 404", async () => {
    const inactive = await insertLender(ctx.db, { companyName: "Hidden Lending", isActive: false });
    expect((await view("no-such-lender", "203.0.113.20")).statusCode).toBe(404);
    expect((await view(inactive.slug, "203.0.113.20")).statusCode).toBe(404);
  });

  test.each([
    ["Mozilla/5.0 (compatible; bingbot/2.0)", true],
    ["Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0", true],
    ["curl/8.5.0", true],
    ["", true],
    [BROWSER, false],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1", false],
  ])("%j is a bot: %s", (agent, bot) => {
    expect(isBotUserAgent(agent)).toBe(bot);
  });
});
