/**
 * Issue 28, item 14: a lender's decline, as the borrower sees it. The mail words where the
 * request stays open by how many other lenders still hold it (it said 'the other lenders'
 * when it went to one), and a decline after 'interested' does not leave the borrower's
 * status on 'Connected' beside 'Lender declined'.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { insertInquiryWithSubmissions, insertLenderWithProducts } from "../../db/factories";
import { loanSubmissions, users } from "../../db/schema";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount, answer } = workspaceApi(() => ctx);

/** A request of a new borrower sent to `label`'s lender and to other lenders. */
async function setup(label: string, others: readonly ("open" | "declined")[]) {
  const me = await lenderAccount(`${label}.lender@example.com`, {
    companyName: `${label} Capital`,
  });
  const borrowerEmail = `${label}.borrower@example.com`;
  await ctx.signedInClient(borrowerEmail);
  const [borrower] = await ctx.db.select().from(users).where(eq(users.email, borrowerEmail));
  const otherSubmissions = [];
  for (const [i, state] of others.entries()) {
    const { lender } = await insertLenderWithProducts(
      ctx.db,
      { companyName: `${label} Other ${i}` },
      ["bridge"],
    );
    otherSubmissions.push({
      lenderId: lender.id,
      ...(state === "declined"
        ? { status: "declined" as const, lenderAnswer: "declined" as const }
        : {}),
    });
  }
  const { submissions } = await insertInquiryWithSubmissions(
    ctx.db,
    { borrowerId: borrower?.id ?? null, userEmail: null, customName: "Elm Street flip" },
    [{ lenderId: me.lender?.id ?? "" }, ...otherSubmissions],
  );
  const submissionId = submissions[0]?.id ?? "";
  const declineMail = async () => {
    const response = await answer(me.client, submissionId, {
      answer: "declined",
      note: "",
      declineReason: "not_lending_now",
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = (await ctx.mailsTo(borrowerEmail)).filter((m) =>
      m.subject.includes(`${label} Capital`),
    );
    return mails.at(-1)?.text ?? "";
  };
  return { client: me.client, submissionId, declineMail };
}

test("sent to this lender only: the mail does not speak of 'the other lenders'", async () => {
  const { declineMail } = await setup("declone", []);
  const text = await declineMail();
  expect(text).toContain("No other lender holds your request now.");
  expect(text).not.toContain("the other lenders");
});

test("the mail counts the other lenders that still hold the request", async () => {
  const one = await setup("decone", ["open", "declined"]);
  expect(await one.declineMail()).toContain(
    "Your request stays open with the 1 other lender you sent it to.",
  );
  const two = await setup("dectwo", ["open", "open"]);
  expect(await two.declineMail()).toContain(
    "Your request stays open with the 2 other lenders you sent it to.",
  );
});

test("a decline after 'interested' leaves the borrower's status on Declined, not Connected", async () => {
  const { client, submissionId } = await setup("decconn", []);
  const first = await answer(client, submissionId, { answer: "interested", note: "" });
  expect(first.statusCode, first.body).toBe(200);
  const second = await answer(client, submissionId, {
    answer: "declined",
    note: "",
    declineReason: "not_lending_now",
  });
  expect(second.statusCode, second.body).toBe(200);
  const [row] = await ctx.db
    .select({ status: loanSubmissions.status, lenderAnswer: loanSubmissions.lenderAnswer })
    .from(loanSubmissions)
    .where(eq(loanSubmissions.id, submissionId));
  expect(row).toEqual({ status: "declined", lenderAnswer: "declined" });
});
