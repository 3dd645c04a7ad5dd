/**
 * Issue 28 item 4: the submit dialog's 'Review with additional notes' for an existing request.
 * The notes travel with that submission to that lender: stored on the submission, shown to that
 * lender in its inquiries and in its new-request mail, and to no other lender.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { insertLenderWithProducts } from "../../db/factories";
import { loanSubmissions } from "../../db/schema";
import { workspaceApi } from "../../test/lender-workspace-api";
import { validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount } = workspaceApi(() => ctx);

test("notes sent with an existing request reach that lender only", async () => {
  const first = await insertLenderWithProducts(ctx.db, { companyName: "First Notes Capital" });
  const second = await lenderAccount("notes.lender@example.com", {
    companyName: "Second Notes Lending",
  });
  const borrower = await ctx.signedInClient("notes.borrower@example.com");
  const created = await borrower.post("/api/loan-requests", {
    request: validRequest({ notes: "Under contract." }),
    lenderIds: [first.lender.id],
  });
  expect(created.statusCode, created.body).toBe(201);
  const requestId = created.json().request.id as string;

  const sent = await borrower.post(`/api/loan-requests/${requestId}/submissions`, {
    lenderIds: [second.lender?.id],
    notes: "  Seller credit of $5,000 agreed.  ",
  });
  expect(sent.statusCode, sent.body).toBe(201);

  const rows = await ctx.db
    .select({ lenderId: loanSubmissions.lenderId, notes: loanSubmissions.borrowerNotes })
    .from(loanSubmissions)
    .where(eq(loanSubmissions.inquiryId, requestId));
  expect(Object.fromEntries(rows.map((r) => [r.lenderId, r.notes]))).toEqual({
    [first.lender.id]: null,
    [second.lender?.id ?? ""]: "Seller credit of $5,000 agreed.",
  });

  const inquiries = (await second.client.get("/api/lender-workspace/inquiries")).json().items;
  expect(inquiries).toHaveLength(1);
  expect(inquiries[0]).toMatchObject({
    inquiryId: requestId,
    additionalNotes: "Under contract.",
    borrowerNotes: "Seller credit of $5,000 agreed.",
  });

  const to = second.lender?.email ?? "notes.lender@example.com";
  const [mail] = await ctx.mailsTo(to);
  expect(mail?.text).toContain("Seller credit of $5,000 agreed.");
  expect(mail?.text).toContain("Under contract.");
  const firstMails = await ctx.mailsTo(first.lender.email ?? "");
  expect(firstMails.map((m) => m.text).join("\n")).not.toContain("Seller credit");
});

test("notes are optional and bounded like a request's notes", async () => {
  const lender = await insertLenderWithProducts(ctx.db, { companyName: "Bounded Notes Capital" });
  const other = await insertLenderWithProducts(ctx.db, { companyName: "Other Notes Capital" });
  const borrower = await ctx.signedInClient("notes.bounds@example.com");
  const created = await borrower.post("/api/loan-requests", {
    request: validRequest(),
    lenderIds: [lender.lender.id],
  });
  const requestId = created.json().request.id as string;
  const tooLong = await borrower.post(`/api/loan-requests/${requestId}/submissions`, {
    lenderIds: [other.lender.id],
    notes: "x".repeat(5001),
  });
  expect(tooLong.statusCode).toBe(400);
  const none = await borrower.post(`/api/loan-requests/${requestId}/submissions`, {
    lenderIds: [other.lender.id],
  });
  expect(none.statusCode, none.body).toBe(201);
});
