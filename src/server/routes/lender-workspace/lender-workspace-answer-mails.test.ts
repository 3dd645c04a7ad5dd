/**
 * Issue 27 item 4, 'No spam relay': a lender's answer mails the borrower only when the answer
 * changes, and at most once per submission per hour (a lock in the shared rate-limit store);
 * the lender's note is free text whose links show as text.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { insertInquiryWithSubmissions } from "../../db/factories";
import { users } from "../../db/schema";
import { LENDER_ANSWER_MAIL_WINDOW_MS } from "../../rate-limit/limits";
import { advanceClock } from "../../test/clock";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const { lenderAccount, answer } = workspaceApi(() => ctx);

async function answeredSetup(label: string) {
  const me = await lenderAccount(`${label}.lender@example.com`, {
    companyName: `${label} Capital`,
  });
  const borrowerEmail = `${label}.borrower@example.com`;
  await ctx.signedInClient(borrowerEmail);
  const [borrower] = await ctx.db.select().from(users).where(eq(users.email, borrowerEmail));
  const { submissions } = await insertInquiryWithSubmissions(
    ctx.db,
    { borrowerId: borrower?.id ?? null, userEmail: null, customName: "Elm Street flip" },
    [{ lenderId: me.lender?.id ?? "" }],
  );
  const submissionId = submissions[0]?.id ?? "";
  const answerMails = async () =>
    (await ctx.mailsTo(borrowerEmail)).filter((mail) => mail.subject.includes(`${label} Capital`));
  return { client: me.client, submissionId, answerMails };
}

describe("the borrower's mail about a lender's answer", () => {
  test("only when the answer changes, at most once per submission an hour", async () => {
    expect(LENDER_ANSWER_MAIL_WINDOW_MS).toBe(60 * 60 * 1000);
    // The clock stands still (Date only), so the hour below is exact.
    advanceClock(0);
    const { client, submissionId, answerMails } = await answeredSetup("throttle");
    const say = async (value: "interested" | "declined", note: string) => {
      const response = await answer(client, submissionId, {
        answer: value,
        note,
        ...(value === "declined" ? { declineReason: "credit" } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await say("interested", "Send the scope of work.");
    expect(await answerMails()).toHaveLength(1);
    // The same answer again, with another note: no mail.
    await say("interested", "And the purchase contract.");
    expect(await answerMails()).toHaveLength(1);
    // A change within the hour: stored, not mailed.
    await say("declined", "Out of our box after all.");
    expect(await answerMails()).toHaveLength(1);
    advanceClock(LENDER_ANSWER_MAIL_WINDOW_MS - 60_000);
    await say("interested", "Back in.");
    expect(await answerMails()).toHaveLength(1);
    // Past the hour, a change is mailed again, once.
    advanceClock(2 * 60_000);
    await say("declined", "Final answer.");
    expect(await answerMails()).toHaveLength(2);
    await say("interested", "Sorry, final-final.");
    expect(await answerMails()).toHaveLength(2);
  });

  test("links in the lender's note are shown as text", async () => {
    const { client, submissionId, answerMails } = await answeredSetup("notelink");
    const response = await answer(client, submissionId, {
      answer: "interested",
      note: "Apply at https://apply.example.com/form today",
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await answerMails();
    expect(mail?.text).toContain("apply[.]example[.]com/form");
    expect(mail?.text).not.toContain("https://apply");
    expect(mail?.html).not.toContain("apply.example.com");
  });
});
