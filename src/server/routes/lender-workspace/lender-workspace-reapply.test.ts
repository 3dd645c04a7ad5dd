/**
 * Issue 28, item 14: the refused lender's 'Reapply'. The account goes back to pending and the
 * admins are mailed through the outbox; a second call (now pending) is refused and mails no
 * one, so a lender reapplies at most once per admin decision.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { profiles, users } from "../../db/schema";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test("a refused lender reapplies once: pending again, the admins mailed", async () => {
  await ctx.signedInClient("reapply.admin@example.com", { userType: "admin" });
  const email = "reapply.lender@example.com";
  const client = await ctx.signedInClient(email, {
    userType: "lender",
    approvalStatus: "rejected",
    companyName: "Reapply Lending",
  });
  const adminMails = async () =>
    (await ctx.mailsTo("reapply.admin@example.com")).filter((m) => m.subject.includes(email));

  const first = await client.post("/api/lender-workspace/reapply", {});
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toEqual({ approvalStatus: "pending" });
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const [profile] = await ctx.db
    .select()
    .from(profiles)
    .where(eq(profiles.id, user?.id ?? ""));
  expect(profile?.approvalStatus).toBe("pending");
  expect(await adminMails()).toHaveLength(1);

  // Pending now: no second reapply before an admin decides again, and no second mail.
  const again = await client.post("/api/lender-workspace/reapply", {});
  expect(again.statusCode).toBe(403);
  expect(await adminMails()).toHaveLength(1);
});
