/**
 * Issue 31 at 10,000 requests (docs/performance.md): the lead list sorts by the amount copied
 * onto each submission (migration 0036) and filters on the lender's current offers read in
 * one pass. These check the copies stay in step through every write that changes them: a
 * submission written without the amount, a request whose amount changes, and each offer write
 * (send, revise, withdraw, a new offer, expiry, the borrower's acceptance).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { insertInquiryWithSubmissions, insertLender, insertUser } from "../../db/factories";
import { inquiries, loanOffers, loanSubmissions } from "../../db/schema";
import { offersApi } from "../../test/offers-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { scenario, lenderAccount, send, revise, withdraw, accept } = offersApi(() => ctx);

interface Lead {
  submissionId: string;
  loanAmount: number | null;
  offerState: string;
  customName: string | null;
  borrowerActivity: { otherRequests: number; fundedDeals: number };
}

async function list(client: TestClient, query: string) {
  const response = await client.get(`/api/lender-workspace/inquiries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Lead[]; total: number };
}

test("the amount sort follows each request's amount, copied on insert and on change", async () => {
  const me = await lenderAccount("amount.sort@example.com", { companyName: "Amount Sort Capital" });
  const lenderId = me.lender?.id ?? "";
  const made = [];
  for (const loanAmount of [300_000, 100_000, null, 200_000]) {
    // Written like the submit service: the submission's insert names no amount.
    made.push(await insertInquiryWithSubmissions(ctx.db, { loanAmount }, [{ lenderId }]));
  }
  const stored = await ctx.db
    .select({ id: loanSubmissions.id, amount: loanSubmissions.loanAmount })
    .from(loanSubmissions)
    .where(eq(loanSubmissions.lenderId, lenderId));
  expect(stored.map((row) => row.amount).sort()).toEqual([100_000, 200_000, 300_000, null]);

  const amounts = async () =>
    (await list(me.client, "?sort=amount")).items.map((lead) => lead.loanAmount);
  expect(await amounts()).toEqual([300_000, 200_000, 100_000, null]);

  const [, second, third] = made;
  await ctx.db
    .update(inquiries)
    .set({ loanAmount: 450_000 })
    .where(eq(inquiries.id, second?.inquiry.id ?? ""));
  await ctx.db
    .update(inquiries)
    .set({ loanAmount: 150_000 })
    .where(eq(inquiries.id, third?.inquiry.id ?? ""));
  expect(await amounts()).toEqual([450_000, 300_000, 200_000, 150_000]);
});

test("the offer filter follows the current offer through every offer write", async () => {
  const s = await scenario();
  const mine = s.first.submissionId;
  /** Which filters hold the submission, and the state its card shows. */
  const seen = async () => {
    const filters: string[] = [];
    for (const offer of ["none", "sent", "accepted", "declined", "expired"]) {
      const page = await list(s.first.client, `?offer=${offer}`);
      if (page.items.some((lead) => lead.submissionId === mine)) filters.push(offer);
    }
    const card = (await list(s.first.client, "")).items.find((l) => l.submissionId === mine);
    return { filters, card: card?.offerState };
  };
  expect(await seen()).toEqual({ filters: ["none"], card: "none" });

  const v1 = (await send(s.first.client, mine)).json().offer;
  expect(await seen()).toEqual({ filters: ["sent"], card: "sent" });

  const v2 = (await revise(s.first.client, v1.id)).json().offer;
  expect(v2.version).toBe(2);
  expect(await seen()).toEqual({ filters: ["sent"], card: "sent" });

  expect((await withdraw(s.first.client, v2.id)).statusCode).toBe(200);
  expect(await seen()).toEqual({ filters: ["none"], card: "withdrawn" });

  const v3 = (await send(s.first.client, mine)).json().offer;
  expect(v3.version).toBe(3);
  expect(await seen()).toEqual({ filters: ["sent"], card: "sent" });

  await ctx.db
    .update(loanOffers)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(loanOffers.id, v3.id));
  expect(await seen()).toEqual({ filters: ["expired"], card: "expired" });
  await ctx.db
    .update(loanOffers)
    .set({ expiresAt: new Date(Date.now() + 7 * 24 * 3600_000) })
    .where(eq(loanOffers.id, v3.id));

  // The other lender's offer, declined when the borrower accepts ours, is never ours.
  const theirs = (await send(s.second.client, s.second.submissionId)).json().offer;
  const accepted = await accept(s.borrower, s.inquiryId, v3.id, true);
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(await seen()).toEqual({ filters: ["accepted"], card: "accepted" });
  const rival = (await list(s.second.client, "?offer=declined")).items;
  expect(rival.map((lead) => [lead.submissionId, lead.offerState])).toEqual([
    [s.second.submissionId, "declined"],
  ]);
  expect(theirs.version).toBe(1);
});

test("each card of a page shows its borrower's record, counted once per borrower", async () => {
  const me = await lenderAccount("activity.desk@example.com", { companyName: "Activity Desk" });
  const lenderId = me.lender?.id ?? "";
  const other = await insertLender(ctx.db, { companyName: "Activity Other Lending" });
  const { user } = await insertUser(ctx.db, {
    email: "activity.borrower@example.com",
    profile: { fullName: "Ada Activity", userType: "borrower" },
  });
  for (const customName of ["Account A", "Account B", "Account C"]) {
    await insertInquiryWithSubmissions(ctx.db, { borrowerId: user.id, customName }, [{ lenderId }]);
  }
  // A fourth request of the account, funded by another lender.
  await insertInquiryWithSubmissions(ctx.db, { borrowerId: user.id }, [
    { lenderId: other.id, status: "funded" },
  ]);
  // Sent without an account, the email written in two cases.
  for (const [customName, userEmail] of [
    ["Email A", "Anon.Activity@example.com"],
    ["Email B", "anon.activity@example.com"],
  ]) {
    await insertInquiryWithSubmissions(ctx.db, { userEmail, customName }, [{ lenderId }]);
  }
  // Two requests of deleted accounts: no account, no email (issue 33).
  for (const customName of ["Deleted A", "Deleted B"]) {
    await insertInquiryWithSubmissions(
      ctx.db,
      { userEmail: null, customName, borrowerDeletedAt: new Date() },
      [{ lenderId }],
    );
  }
  const cards = (await list(me.client, "")).items.map((lead) => [
    lead.customName,
    lead.borrowerActivity.otherRequests,
    lead.borrowerActivity.fundedDeals,
  ]);
  expect(cards.sort()).toEqual([
    ["Account A", 3, 1],
    ["Account B", 3, 1],
    ["Account C", 3, 1],
    ["Deleted A", 0, 0],
    ["Deleted B", 0, 0],
    ["Email A", 1, 0],
    ["Email B", 1, 0],
  ]);
});
