/**
 * Issue 28 item 12: a lender's answer reaches the borrower live (an `answer` event on the live
 * channel, published in the answer's transaction), as offers and messages do; the borrower's
 * dashboard refetches its requests on it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LiveEvent } from "@/domain/contract/messages";
import { insertInquiryWithSubmissions } from "../../db/factories";
import { users } from "../../db/schema";
import { LiveHub } from "../../realtime/live-hub";
import { liveSourceFor } from "../../realtime/live-source";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let hub: LiveHub;
beforeAll(async () => {
  ctx = await createTestContext();
  hub = new LiveHub(liveSourceFor(ctx.db));
});
afterAll(async () => {
  await hub.close();
  await ctx.close();
});

const { lenderAccount, answer } = workspaceApi(() => ctx);

describe("a lender's answer, live", () => {
  test("the borrower receives an answer event naming the submission and request", async () => {
    const me = await lenderAccount("live.lender@example.com", { companyName: "Live Capital" });
    const borrowerEmail = "live.borrower@example.com";
    await ctx.signedInClient(borrowerEmail);
    const [borrower] = await ctx.db.select().from(users).where(eq(users.email, borrowerEmail));
    const { inquiry, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: borrower?.id ?? null, userEmail: null },
      [{ lenderId: me.lender?.id ?? "" }],
    );
    const submissionId = submissions[0]?.id ?? "";
    const received: LiveEvent[] = [];
    let arrived: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const stop = await hub.subscribe(borrower?.id ?? "", {
      event(event) {
        received.push(event);
        arrived();
      },
      resync() {},
    });
    const response = await answer(me.client, submissionId, {
      answer: "interested",
      note: "Send the scope of work.",
    });
    expect(response.statusCode, response.body).toBe(200);
    await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 3000))]);
    stop();
    expect(received).toContainEqual({ type: "answer", submissionId, inquiryId: inquiry.id });
  });
});
