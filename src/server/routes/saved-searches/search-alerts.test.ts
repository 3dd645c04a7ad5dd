/**
 * Saved-search alerts with a fake clock (`now` is passed to the round): one mail when a lender
 * newly matches or changes its terms, none when nothing changed or nothing that matters did,
 * at most one per search per period (daily, weekly), none while paused, one when two
 * processes race; the alert's unsubscribe link works signed out and a tampered one is refused.
 * Each test searches a state of its own, so the lenders of one never match another's search.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SavedSearchDto } from "@/domain/contract/saved-searches";
import { ALERT_PERIOD_MS } from "@/domain/saved-searches/saved-search-rules";
import { insertLenderWithProducts } from "../../db/factories";
import { consentRecords, lenders, loanProducts, users } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { sendSearchAlerts } from "../../services/saved-searches/send-search-alerts";
import { createTestContext, linkIn, TEST_BASE_URL, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let secret: string;
beforeAll(async () => {
  ctx = await createTestContext();
  secret = (await ctx.auth.$context).secret;
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
const start = Date.now();

/** A round at `start + ms` (the fake clock); resolves to the mails it queued. */
const roundAt = (ms: number) =>
  sendSearchAlerts({
    db: ctx.db,
    mailer: createMailer({ db: ctx.db, smtpUrl: undefined, from: "x@example.com", log: () => {} }),
    catalogue: ctx.app.catalogue,
    baseUrl: TEST_BASE_URL,
    supportEmail: "support@example.com",
    secret,
    now: new Date(start + ms),
  });

const alertsTo = async (email: string) =>
  (await ctx.mailsTo(email)).filter((mail) => mail.subject.includes("saved search"));

/** A borrower with a saved search for fix-and-flip lenders in one state. */
async function borrowerWithSearch(
  prefix: string,
  state: string,
  frequency: "daily" | "weekly" = "daily",
) {
  const email = `${prefix}@example.com`;
  const client = await ctx.signedInClient(email);
  const response = await client.post("/api/saved-searches", {
    name: `Alerts for ${state}`,
    frequency,
    query: { loanType: "fix_and_flip", location: state },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, client, search: (response.json() as { search: SavedSearchDto }).search };
}

const lenderIn = (name: string, state: string) =>
  insertLenderWithProducts(ctx.db, { companyName: name, state: [state] }, [
    { type: "fix_and_flip", overrides: { lowestRate: 10, highestRate: 12 } },
  ]);

describe("alert rounds", () => {
  test("a new matching lender: one mail listing it; then nothing while nothing changes", async () => {
    await lenderIn("Alert Before Capital", "Ohio");
    const { email } = await borrowerWithSearch("alert.new", "OH");
    await lenderIn("Alert Ohio Capital", "Ohio");
    await lenderIn("Alert Elsewhere Capital", "Oregon");
    await roundAt(HOUR);
    const mails = await alertsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('1 update for your saved search "Alerts for OH"');
    expect(mails[0]?.text).toContain("New lenders for this search:");
    expect(mails[0]?.text).toContain("Alert Ohio Capital (10% - 12%");
    expect(mails[0]?.text).not.toContain("Alert Elsewhere Capital");
    expect(mails[0]?.text).not.toContain("Alert Before Capital");

    // A day later, nothing changed for the search (a lender elsewhere did): no mail.
    await lenderIn("Alert Elsewhere Two", "Oregon");
    await roundAt(HOUR + ALERT_PERIOD_MS.daily + HOUR);
    expect(await alertsTo(email)).toHaveLength(1);
  });

  test("changed terms are news; a change that does not matter to the search is not", async () => {
    const { lender, products } = await lenderIn("Alert Terms Capital", "Nevada");
    const { email } = await borrowerWithSearch("alert.terms", "NV");
    await ctx.db
      .update(lenders)
      .set({ description: "A new description that no alert is about." })
      .where(eq(lenders.id, lender.id));
    await roundAt(HOUR);
    expect(await alertsTo(email)).toHaveLength(0);

    await ctx.db
      .update(loanProducts)
      .set({ lowestRate: 9.25 })
      .where(eq(loanProducts.id, products[0]?.id ?? ""));
    await roundAt(2 * HOUR);
    const [mail] = await alertsTo(email);
    expect(mail?.text).toContain("Lenders whose terms changed:");
    expect(mail?.text).toContain("Alert Terms Capital (9.25% - 12%");
    expect(mail?.text).not.toContain("New lenders for this search:");
  });

  test("daily: at most one mail a day, what came meanwhile goes in the next", async () => {
    const { email } = await borrowerWithSearch("alert.daily", "IA");
    await lenderIn("Daily One", "Iowa");
    await roundAt(HOUR);
    await lenderIn("Daily Two", "Iowa");
    await roundAt(2 * HOUR);
    await roundAt(HOUR + ALERT_PERIOD_MS.daily - 1);
    expect(await alertsTo(email)).toHaveLength(1);
    await roundAt(HOUR + ALERT_PERIOD_MS.daily);
    const mails = await alertsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain("Daily Two");
    expect(mails[0]?.text).not.toContain("Daily One");
  });

  test("weekly: nothing more for a week after an alert", async () => {
    const { email } = await borrowerWithSearch("alert.weekly", "KS", "weekly");
    await lenderIn("Weekly One", "Kansas");
    await roundAt(HOUR);
    await lenderIn("Weekly Two", "Kansas");
    await roundAt(HOUR + 2 * ALERT_PERIOD_MS.daily);
    await roundAt(HOUR + ALERT_PERIOD_MS.weekly - 1);
    expect(await alertsTo(email)).toHaveLength(1);
    await roundAt(HOUR + ALERT_PERIOD_MS.weekly);
    expect(await alertsTo(email)).toHaveLength(2);
  });

  test("a paused search gets no mail", async () => {
    const { email, client, search } = await borrowerWithSearch("alert.paused", "UT");
    await client.request({
      method: "PATCH",
      url: `/api/saved-searches/${search.id}`,
      payload: { paused: true },
    });
    await lenderIn("Paused Capital", "Utah");
    await roundAt(HOUR);
    expect(await alertsTo(email)).toHaveLength(0);
  });

  test("two processes running a round at once send one mail", async () => {
    const { email } = await borrowerWithSearch("alert.race", "ID");
    await lenderIn("Race Capital", "Idaho");
    await Promise.all([roundAt(HOUR), roundAt(HOUR)]);
    expect(await alertsTo(email)).toHaveLength(1);
  });
});

describe("the alert's unsubscribe link", () => {
  test("works signed out (page and one-click); a tampered token is refused", async () => {
    const { email, client } = await borrowerWithSearch("alert.unsub", "NM");
    await lenderIn("Unsub Capital", "New Mexico");
    await roundAt(HOUR);
    const [mail] = await alertsTo(email);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = new URL(linkIn(mail, "/saved-searches/unsubscribe?token="));
    expect(mail?.headers["List-Unsubscribe"]).toContain(link.href);
    const token = link.searchParams.get("token") ?? "";
    const visitor = ctx.client();

    const [payload, signature] = token.split(".");
    const tampered = `${payload}x.${signature}`;
    const refused = await visitor.post("/api/saved-searches/unsubscribe", { token: tampered });
    expect(refused.statusCode).toBe(400);
    const shown = await visitor.get(
      `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(shown.json()).toEqual({ name: "Alerts for NM", paused: false });

    const done = await ctx.app.inject({
      method: "POST",
      url: `${link.pathname}${link.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ name: "Alerts for NM", paused: true });
    const [listed] = (await client.get("/api/saved-searches")).json().items;
    expect(listed.paused).toBe(true);
    // Issue 33: the choice is a consent record, under the one-click button's wording.
    const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const recorded = await ctx.db
      .select()
      .from(consentRecords)
      .where(
        and(eq(consentRecords.userId, owner?.id ?? ""), eq(consentRecords.kind, "notifications")),
      );
    expect(recorded.map((row) => [row.choice, row.wordingVersion, row.scope])).toEqual([
      ["withdrawn", "saved-search-alerts-one-click-v1", "saved search: Alerts for NM"],
    ]);

    await lenderIn("Unsub Capital Two", "New Mexico");
    await roundAt(HOUR + ALERT_PERIOD_MS.daily);
    expect(await alertsTo(email)).toHaveLength(1);
  });
});
