/**
 * Issue 35: lender verification with evidence and an expiry. One app and database for the
 * file: the lifecycle (submit → ask for more → resubmit → approve → reminder → expiry, the
 * clock moved by passing `now` to the round), evidence refused by content and size, and who
 * may download a file.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EVIDENCE_MAX_BYTES } from "@/domain/lenders/verification/evidence-file";
import { CURRENT_PLEDGE_VERSION } from "@/domain/lenders/verification/pledge";
import { lenders, lenderVerifications } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { runVerificationRound } from "../../services/lender-verification/run-verification-round";
import { adminClient, auditOf, send } from "../../test/admin-api";
import { workspaceApi } from "../../test/lender-workspace-api";
import {
  createTestContext,
  TEST_BASE_URL,
  type TestClient,
  type TestContext,
} from "../../test/test-app";

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: admin } = await adminClient(ctx, "verify.admin@example.com"));
});
afterAll(() => ctx.close());

const { lenderAccount } = workspaceApi(() => ctx);
const DAY = 24 * 60 * 60 * 1000;
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

const upload = (
  client: TestClient,
  bytes: Buffer,
  name = "deed.pdf",
  type = "application/octet-stream",
) =>
  client.request({
    method: "POST",
    url: `/api/lender-workspace/verification/files?name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { "content-type": type },
  });

function evidence(fileId?: string) {
  return {
    entityName: "Cedar Ridge Capital LLC",
    registrationState: "TX",
    licences: [{ state: "CA", number: "CFL 60DBO-123456" }],
    fundedLoans: [
      {
        description: "Fix and flip, Austin TX",
        fundedOn: daysAgo(40),
        reference: "Travis County 2026-004512",
      },
      {
        description: "Bridge, Dallas TX",
        fundedOn: daysAgo(200),
        reference: "https://records.example.com/2025/88",
      },
      {
        description: "Rental, Houston TX",
        fundedOn: daysAgo(500),
        ...(fileId ? { evidenceFileId: fileId } : { reference: "Harris County RP-2025-1" }),
      },
    ],
    pledgeVersion: CURRENT_PLEDGE_VERSION,
    pledgeSigned: true,
  };
}

const round = (msFromNow: number) =>
  runVerificationRound({
    db: ctx.db,
    // The development outbox, where ctx.mailsTo reads.
    mailer: createMailer({ db: ctx.db, smtpUrl: undefined, from: "x@example.com", log: () => {} }),
    baseUrl: TEST_BASE_URL,
    supportEmail: "support@example.com",
    now: new Date(Date.now() + msFromNow),
  });

const decide = (lenderId: string, body: object) =>
  send(admin, "POST", `/api/admin/verifications/${lenderId}/decision`, body);

const publicVerification = async (slug: string) =>
  (await ctx.client().get(`/api/lenders/${slug}`)).json().lender.verification;

describe("the verification lifecycle", () => {
  test("submit, ask for more, resubmit, approve, reminder, expiry", async () => {
    const email = "verify.owner@example.com";
    const me = await lenderAccount(email);
    const lender = me.lender ?? (undefined as never);

    // Fewer than 3 loans in the last 24 months: refused, nothing stored.
    const stale = evidence();
    stale.fundedLoans[2] = { ...stale.fundedLoans[2], fundedOn: daysAgo(800) } as never;
    const refused = await me.client.request({
      method: "PUT",
      url: "/api/lender-workspace/verification",
      payload: stale,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields.fundedLoans).toMatch(/at least 3/);
    // An unsigned pledge: refused.
    const unsigned = await me.client.request({
      method: "PUT",
      url: "/api/lender-workspace/verification",
      payload: { ...evidence(), pledgeSigned: false },
    });
    expect(unsigned.statusCode).toBe(400);

    const submitted = await me.client.request({
      method: "PUT",
      url: "/api/lender-workspace/verification",
      payload: evidence(),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().submission).toMatchObject({
      status: "submitted",
      entityName: "Cedar Ridge Capital LLC",
    });
    expect(submitted.json().submission.pledgeText).toMatch(
      /^We do not charge any fee before a term sheet is accepted/,
    );
    // Once waiting, a second submission is refused.
    const again = await me.client.request({
      method: "PUT",
      url: "/api/lender-workspace/verification",
      payload: evidence(),
    });
    expect(again.statusCode).toBe(409);

    // In the admin's queue.
    const queue = (await send(admin, "GET", "/api/admin/verifications")).json();
    expect(queue.items.map((item: { lenderId: string }) => item.lenderId)).toContain(lender.id);

    // Ask for more and reject: a message is required (the lender is told what or why).
    expect((await decide(lender.id, { decision: "more_info" })).statusCode).toBe(400);
    const bareReject = await decide(lender.id, { decision: "reject", message: "  " });
    expect(bareReject.statusCode).toBe(400);
    expect(bareReject.json().error.fields.message).toBe(
      "Tell the lender why its evidence is rejected.",
    );
    const asked = await decide(lender.id, {
      decision: "more_info",
      message: "Add the deed for the Houston loan.",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().submission).toMatchObject({
      status: "more_info",
      adminMessage: "Add the deed for the Houston loan.",
    });
    expect((await ctx.mailsTo(email))[0]?.subject).toBe("We need more evidence to verify you");
    // Deciding again on a submission that no longer waits: 409.
    expect((await decide(lender.id, { decision: "reject", message: "x" })).statusCode).toBe(409);
    expect(await publicVerification(lender.slug)).toBeNull();

    // Resubmit with an uploaded deed.
    const file = await upload(me.client, PDF);
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json()).toMatchObject({
      name: "deed.pdf",
      contentType: "application/pdf",
      size: PDF.length,
    });
    const resubmitted = await me.client.request({
      method: "PUT",
      url: "/api/lender-workspace/verification",
      payload: evidence(file.json().id),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().submission).toMatchObject({
      status: "submitted",
      adminMessage: null,
    });

    const approved = await decide(lender.id, {
      decision: "approve",
      checks: ["pledge", "entity", "funded_loans"],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const verification = approved.json().verification;
    expect(verification.checks).toEqual(["entity", "funded_loans", "pledge"]);
    const months =
      (new Date(verification.expiresAt).getTime() - new Date(verification.verifiedAt).getTime()) /
      DAY;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    expect((await ctx.mailsTo(email))[0]?.subject).toBe("Your lender verification was approved");
    expect((await auditOf(ctx, lender.id)).map((row) => row.action)).toEqual([
      "lender.verification_approve",
      "lender.verification_more_info",
    ]);
    expect(await publicVerification(lender.slug)).toMatchObject({
      checks: ["entity", "funded_loans", "pledge"],
    });
    // The approved queue says until when.
    const approvedQueue = (await send(admin, "GET", "/api/admin/verifications?status=approved"))
      .json()
      .items.find((item: { lenderId: string }) => item.lenderId === lender.id);
    expect(approvedQueue).toMatchObject({ status: "approved", expiresAt: verification.expiresAt });

    // 31 days before expiry: no reminder yet. 29 days before: one, once.
    const untilExpiry = new Date(verification.expiresAt).getTime() - Date.now();
    const reminders = async () =>
      (await ctx.mailsTo(email)).filter((mail) =>
        mail.subject.startsWith("Your LenderLane verification expires"),
      );
    await round(untilExpiry - 31 * DAY);
    expect(await reminders()).toHaveLength(0);
    expect((await round(untilExpiry - 29 * DAY)).reminded).toBeGreaterThanOrEqual(1);
    await round(untilExpiry - 28 * DAY);
    expect(await reminders()).toHaveLength(1);
    expect(await publicVerification(lender.slug)).not.toBeNull();

    // Past the 12 months: cleared from the public record, 'Not yet verified' again.
    expect((await round(untilExpiry + 60_000)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(lenders).where(eq(lenders.id, lender.id));
    expect(row?.verifiedAt).toBeNull();
    expect(await publicVerification(lender.slug)).toBeNull();
    const own = (await me.client.get("/api/lender-workspace/verification")).json();
    expect(own.verification).toBeNull();
    expect(own.submission.status).toBe("approved");
  });
});

describe("evidence files", () => {
  let owner: Awaited<ReturnType<typeof lenderAccount>>;
  let fileId: string;
  beforeAll(async () => {
    owner = await lenderAccount("files.owner@example.com");
    const response = await upload(owner.client, PNG, '../../etc/scan "1".png');
    expect(response.statusCode, response.body).toBe(201);
    fileId = response.json().id;
  });

  test("are typed by their bytes: a text file named .pdf is refused with 415", async () => {
    const response = await upload(owner.client, Buffer.from("just text, not a PDF"), "fake.pdf");
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("evidence_type_refused");
    const html = await upload(
      owner.client,
      Buffer.from("<html><script>alert(1)</script>"),
      "x.png",
    );
    expect(html.statusCode).toBe(415);
  });

  test("are refused with 413 past 10 MB, and a JSON or form body is a 415", async () => {
    const big = Buffer.alloc(EVIDENCE_MAX_BYTES + 1, 0);
    PDF.copy(big);
    const response = await upload(owner.client, big, "big.pdf");
    expect(response.statusCode).toBe(413);
    expect((await upload(owner.client, PDF, "x.pdf", "application/json")).statusCode).toBe(400);
    expect(
      (await upload(owner.client, PDF, "x.pdf", "multipart/form-data; boundary=x")).statusCode,
    ).toBe(415);
    const files = (await owner.client.get("/api/lender-workspace/verification")).json().files;
    expect(files).toHaveLength(1);
  });

  test("are downloaded as attachments by their lender and admins only", async () => {
    const own = await owner.client.get(`/api/verification-files/${fileId}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["content-disposition"]).toMatch(/^attachment; filename="scan 1.png"/);
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.headers["cache-control"]).toBe("private, no-store");

    expect((await admin.get(`/api/verification-files/${fileId}`)).statusCode).toBe(200);
    const other = await lenderAccount("files.other@example.com");
    expect((await other.client.get(`/api/verification-files/${fileId}`)).statusCode).toBe(404);
    const borrower = await ctx.signedInClient("files.borrower@example.com", {
      userType: "borrower",
    });
    expect((await borrower.get(`/api/verification-files/${fileId}`)).statusCode).toBe(404);
    expect((await ctx.client().get(`/api/verification-files/${fileId}`)).statusCode).toBe(401);
    // A file another lender names in its evidence is refused too.
    const theirs = await other.client.request({
      method: "PUT",
      url: "/api/lender-workspace/verification",
      payload: evidence(fileId),
    });
    expect(theirs.statusCode).toBe(400);
    const [stored] = await ctx.db
      .select()
      .from(lenderVerifications)
      .where(eq(lenderVerifications.lenderId, other.lender?.id ?? ""));
    expect(stored).toBeUndefined();
  });
});
