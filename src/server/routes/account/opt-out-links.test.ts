/**
 * Issue 31: the new-request mail (to a lender) and the answer mail (to a borrower) carry an
 * unsubscribe link and List-Unsubscribe headers signed for the recipient's account; a mail
 * client's RFC 8058 one-click POST writes the same notification_opt_outs row the settings page
 * shows, and the sender then holds back the next mail of that kind.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { NotificationSettings } from "@/domain/contract/notification-settings";
import { loanSubmissions } from "../../db/schema";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import {
  createTestContext,
  TEST_BASE_URL,
  type TestClient,
  type TestContext,
} from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { conversation, lenderAccount } = threadApi(() => ctx);
const requests = loanRequestApi(() => ctx);

const kindsOf = async (client: TestClient) =>
  ((await client.get("/api/me/notification-settings")).json() as NotificationSettings).kinds;

/** The https address of a queued mail's List-Unsubscribe, as a path to inject. */
function oneClickPathOf(mail: { headers: Record<string, string> } | undefined) {
  expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const https = /^<(https?:\/\/[^>]+)>, <mailto:/.exec(mail?.headers["List-Unsubscribe"] ?? "");
  expect(https).not.toBeNull();
  const url = new URL(https?.[1] ?? "http://x/");
  return `${url.pathname}${url.search}`;
}

const oneClick = (path: string) =>
  ctx.app.inject({
    method: "POST",
    url: path,
    payload: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("the answer mail", () => {
  test("its one-click unsubscribe turns 'Lender answers' off on the borrower's settings page", async () => {
    const c = await conversation("optout.answers");
    const answered = await c.lender.post(
      `/api/lender-workspace/inquiries/${c.submissionId}/answer`,
      { answer: "interested", note: null },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const [mail] = (await ctx.mailsTo("optout.answers.borrower@example.com")).filter((m) =>
      m.subject.includes("is interested"),
    );
    const path = oneClickPathOf(mail);
    // The footer's link is the same signed token.
    const token = new URLSearchParams(path.split("?")[1]).get("token") ?? "";
    expect(mail?.text).toContain(
      `Unsubscribe from lender answer emails: ${TEST_BASE_URL}/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(await kindsOf(c.borrower)).toContainEqual({ kind: "answers", on: true });

    const response = await oneClick(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: ["answers"] });
    expect(await kindsOf(c.borrower)).toContainEqual({ kind: "answers", on: false });
    // Nothing else changed.
    expect(await kindsOf(c.borrower)).toContainEqual({ kind: "messages", on: true });
  });
});

describe("the new-request mail", () => {
  test("its one-click unsubscribe turns 'New loan requests' off; the next request is not mailed", async () => {
    const lender = await lenderAccount("optout.newreq.lender@example.com", {
      products: ["fix_and_flip"],
    });
    const to = lender.lender?.email ?? "";
    const send = async (borrower: string) => {
      const client = await ctx.signedInClient(borrower);
      const response = await requests.create(client, {
        request: validRequest(),
        lenderIds: [lender.lender?.id ?? ""],
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await send("optout.newreq.one@example.com");
    const mails = await ctx.mailsTo(to);
    expect(mails).toHaveLength(1);
    const path = oneClickPathOf(mails[0]);
    const token = new URLSearchParams(path.split("?")[1]).get("token") ?? "";
    expect(mails[0]?.text).toContain(
      `Unsubscribe from new loan request emails: ${TEST_BASE_URL}/unsubscribe?token=${encodeURIComponent(token)}`,
    );

    const response = await oneClick(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: ["new_requests"] });
    expect(await kindsOf(lender.client)).toContainEqual({ kind: "new_requests", on: false });

    // Opted out, a request within the window is not even kept for the next digest.
    await send("optout.newreq.two@example.com");
    expect(await ctx.mailsTo(to)).toHaveLength(1);
    const waiting = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.lenderId, lender.lender?.id ?? ""));
    expect(waiting).toHaveLength(2);
    expect(waiting.every((row) => !row.lenderNotificationPending)).toBe(true);
  });
});
