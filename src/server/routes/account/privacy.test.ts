/**
 * Issue 33: 'Download my data', 'Delete my account' and the admin's privacy log
 * (docs/decisions/2026-11-27-account-deletion.md). One app and database for the file; each
 * test builds its own borrower and lenders.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DELETED_MESSAGE_BODY } from "@/domain/privacy/privacy-rules";
import { createUserWithPassword, insertInquiryWithSubmissions } from "../../db/factories";
import {
  consentRecords,
  inquiries,
  lenders,
  loanOffers,
  privacyRequests,
  sessions,
  users,
} from "../../db/schema";
import { subjectHashOf } from "../../services/privacy/subject-hash";
import { adminClient } from "../../test/admin-api";
import { offersApi, terms } from "../../test/offers-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const thread = threadApi(() => ctx);
const offers = offersApi(() => ctx);

async function userIdOf(email: string): Promise<string> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** A password account signed in through better-auth (so its session has an address). */
async function passwordClient(email: string, fullName: string) {
  await createUserWithPassword({
    db: ctx.db,
    auth: ctx.auth,
    email,
    password: "pass-1234",
    profile: { fullName },
  });
  const client = ctx.client();
  const signIn = await client.request({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password: "pass-1234" },
    headers: { "x-forwarded-for": "198.51.100.7", "user-agent": "PrivacyTest/1.0" },
  });
  expect(signIn.statusCode).toBe(200);
  return client;
}

const exportOf = async (client: TestClient) => {
  const response = await client.get("/api/me/export");
  expect(response.statusCode).toBe(200);
  return { response, data: response.json(), text: response.body };
};

describe("GET /api/me/export", () => {
  test("a borrower's export holds their requests, offers, messages, consents and sign-ins, nobody else's contact data", async () => {
    const scene = await offers.scenario();
    // Another borrower of the same lender, whose data the export must not hold.
    await createUserWithPassword({
      db: ctx.db,
      auth: ctx.auth,
      email: "export.other@example.com",
      password: "pass-1234",
      profile: { fullName: "Other Borrower" },
    });
    const sent = await offers.send(scene.first.client, scene.first.submissionId, terms());
    expect(sent.statusCode).toBe(201);
    await thread.send(scene.borrower, scene.first.submissionId, "zq-mine: is the rate fixed?");
    await thread.send(scene.first.client, scene.first.submissionId, "zq-theirs: yes, fixed");
    // Another borrower's request to the same lender must not show up.
    const otherId = await userIdOf("export.other@example.com");
    await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: otherId, customName: "zq-foreign request", contactPhone: "5125550199" },
      [{ lenderId: scene.first.lender?.id ?? "" }],
    );

    const { response, data, text } = await exportOf(scene.borrower);
    expect(String(response.headers["content-disposition"])).toMatch(
      /^attachment; filename="lenderlane-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(data.account.email).toBe(scene.borrowerEmail);
    expect(data.loanRequests).toHaveLength(1);
    expect(data.loanRequests[0]).toMatchObject({
      customName: "Maple Avenue fourplex",
      loanAmount: 200_000,
    });
    expect(data.submissions.map((row: { lender: string }) => row.lender).sort()).toEqual(
      [scene.first.lender?.companyName, scene.second.lender?.companyName].sort(),
    );
    expect(data.offersReceived).toHaveLength(1);
    expect(data.offersReceived[0]).toMatchObject({ lender: scene.first.lender?.companyName });
    expect(data.offersReceived[0]).not.toHaveProperty("createdBy");
    expect(
      data.messages.map((m: { body: string; writtenByYou: boolean }) => [m.body, m.writtenByYou]),
    ).toEqual(
      expect.arrayContaining([
        ["zq-mine: is the rate fixed?", true],
        ["zq-theirs: yes, fixed", false],
      ]),
    );
    expect(data.notificationSettings).toMatchObject({ messages: true, offers: true });
    expect(data.signInHistory.length).toBeGreaterThan(0);
    expect(data.signInHistory[0]).not.toHaveProperty("token");
    // Nobody else's contact data: the lenders' accounts, the other borrower.
    for (const foreign of [
      scene.first.email,
      scene.second.email,
      "export.other@example.com",
      "zq-foreign",
      "5125550199",
      scene.first.userId,
    ]) {
      expect(text.toLowerCase()).not.toContain(foreign.toLowerCase());
    }
    // The lender's own export: its offers sent and the thread, not the borrower's email.
    const lenderExport = await exportOf(scene.first.client);
    expect(lenderExport.data.offersSent).toHaveLength(1);
    expect(lenderExport.data.lenderRecord).toMatchObject({ id: scene.first.lender?.id });
    expect(lenderExport.text).toContain("zq-mine: is the rate fixed?");
    expect(lenderExport.text.toLowerCase()).not.toContain(scene.borrowerEmail.toLowerCase());
    expect(lenderExport.text).not.toContain(scene.second.lender?.id ?? "none");

    // Both exports are logged for the admin.
    const rows = await ctx.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.subjectHash, subjectHashOf(await userIdOf(scene.borrowerEmail))));
    expect(rows).toMatchObject([{ kind: "export", userType: "borrower" }]);
    expect(rows[0]?.completedAt).not.toBeNull();
  });

  test("holds the sign-in's address and user agent, and the terms consent of a sign-up", async () => {
    const email = "export.signup@example.com";
    const signUp = await ctx.client().request({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { email, password: "pass-1234", name: "", callbackURL: "/auth" },
      headers: { "x-forwarded-for": "198.51.100.23", "user-agent": "SignUpAgent/2.0" },
    });
    expect(signUp.statusCode).toBe(200);
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const client = ctx.client();
    const signIn = await client.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "pass-1234" },
      headers: { "x-forwarded-for": "198.51.100.24", "user-agent": "SignInAgent/3.0" },
    });
    expect(signIn.statusCode).toBe(200);
    const { data } = await exportOf(client);
    expect(data.signInHistory).toEqual([
      expect.objectContaining({ ipAddress: "198.51.100.24", userAgent: "SignInAgent/3.0" }),
    ]);
    expect(data.consentRecords).toEqual([
      expect.objectContaining({
        kind: "terms",
        choice: "agreed",
        wordingVersion: "terms-v1",
        ipAddress: "198.51.100.23",
        userAgent: "SignUpAgent/2.0",
      }),
    ]);
  });

  test("a visitor gets 401", async () => {
    expect((await ctx.client().get("/api/me/export")).statusCode).toBe(401);
  });
});

describe("consent records", () => {
  test("an anonymous request stores the contact line's version with address and user agent", async () => {
    const lender = await thread.lenderAccount("consent.lender@example.com", {
      companyName: "Consent Capital",
    });
    const email = "consent.visitor@example.com";
    const response = await ctx.client().request({
      method: "POST",
      url: "/api/loan-requests/anonymous",
      payload: {
        email,
        request: {
          customName: "Oak Street Flip",
          investmentType: "fix_and_flip",
          propertyType: "Non-owner occupied 1-4 family real estate",
          propertyState: "TX",
          loanAmount: "$250,000",
        },
        lenderIds: [lender.lender?.id],
        contactConsent: "contact-v1",
      },
      headers: { "x-forwarded-for": "203.0.113.77", "user-agent": "VisitorAgent/1.0" },
    });
    expect(response.statusCode).toBe(202);
    const rows = await ctx.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, await userIdOf(email)));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "contact",
        choice: "agreed",
        wordingVersion: "contact-v1",
        scope: "Consent Capital",
        email,
        ipAddress: "203.0.113.77",
        userAgent: "VisitorAgent/1.0",
      }),
    ]);
    // A version nobody shipped is refused before anything is written.
    const bad = await ctx.client().request({
      method: "POST",
      url: "/api/loan-requests/anonymous",
      payload: { email: "consent.bad@example.com", request: {}, contactConsent: "contact-v0" },
      headers: { "x-forwarded-for": "203.0.113.78" },
    });
    expect(bad.statusCode).toBe(400);
  });

  test("unsubscribing and subscribing again store the page's wording, withdrawn then agreed", async () => {
    const client = await ctx.signedInClient("consent.notify@example.com");
    const userId = await userIdOf("consent.notify@example.com");
    const { createUnsubscribeToken } = await import("../../services/messages/unsubscribe-token");
    const token = createUnsubscribeToken((await ctx.auth.$context).secret, userId, "messages");
    const visitor = ctx.client();
    const agent = { "user-agent": "MailLink/1.0", "x-forwarded-for": "192.0.2.40" };
    for (const subscribed of [false, true]) {
      const response = await visitor.request({
        method: "POST",
        url: "/api/notifications/unsubscribe",
        payload: { token, subscribed },
        headers: agent,
      });
      expect(response.statusCode).toBe(200);
    }
    const { data } = await exportOf(client);
    const choices = data.consentRecords.filter(
      (row: { kind: string }) => row.kind === "notifications",
    );
    expect(choices).toEqual([
      expect.objectContaining({
        kind: "notifications",
        choice: "withdrawn",
        wordingVersion: "notifications-v1",
        scope: "messages",
        ipAddress: "192.0.2.40",
        userAgent: "MailLink/1.0",
      }),
      expect.objectContaining({ choice: "agreed", wordingVersion: "notifications-v1" }),
    ]);
  });
});

describe("POST /api/me/delete", () => {
  test("a borrower's deletion: their requests stay for the lender as 'Deleted borrower' with the figures, their sessions end and sign-in fails", async () => {
    const email = "delete.borrower@example.com";
    const borrower = await passwordClient(email, "Dana Delete");
    const borrowerId = await userIdOf(email);
    const lender = await thread.lenderAccount("delete.lender@example.com", {
      companyName: "Delete Test Capital",
    });
    const { inquiry, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      {
        borrowerId,
        customName: "Dana's duplex",
        loanAmount: 310_000,
        propertyState: "TX",
        propertyAddress: "12 Private Lane",
        contactPhone: "5125550111",
        creditScore: 720,
      },
      [{ lenderId: lender.lender?.id ?? "" }],
    );
    const submissionId = submissions[0]?.id ?? "";
    await thread.send(borrower, submissionId, "My cell is 512-555-0111");
    await thread.send(lender.client, submissionId, "Thanks, we will call.");

    // Wrong email, then wrong password: 400 by field, nothing deleted.
    const wrongEmail = await borrower.post("/api/me/delete", {
      confirmEmail: "someone@example.com",
      password: "pass-1234",
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error.fields).toHaveProperty("confirmEmail");
    const wrongPassword = await borrower.post("/api/me/delete", {
      confirmEmail: email.toUpperCase(),
      password: "not-the-password",
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields).toHaveProperty("password");
    expect(await userIdOf(email)).toBe(borrowerId);

    const done = await borrower.post("/api/me/delete", {
      confirmEmail: email,
      password: "pass-1234",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ deleted: true });

    // The account, its sessions and its sign-in are gone.
    expect(await ctx.db.select().from(users).where(eq(users.id, borrowerId))).toHaveLength(0);
    expect(
      await ctx.db.select().from(sessions).where(eq(sessions.userId, borrowerId)),
    ).toHaveLength(0);
    expect((await borrower.get("/api/me")).json()).toBeNull();
    const signIn = await ctx
      .client()
      .post("/api/auth/sign-in/email", { email, password: "pass-1234" });
    expect(signIn.statusCode).toBe(401);

    // The lender still sees the request, anonymised, with its figures.
    const leads = (await lender.client.get("/api/lender-workspace/inquiries")).json().items;
    const lead = leads.find((item: { inquiryId: string }) => item.inquiryId === inquiry.id);
    expect(lead).toMatchObject({
      borrowerDeleted: true,
      userEmail: null,
      customName: null,
      loanAmount: 310_000,
      propertyState: "TX",
      creditScore: 720,
    });
    const [stored] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(stored).toMatchObject({ propertyAddress: null, contactPhone: null, borrowerId: null });
    expect(stored?.borrowerDeletedAt).not.toBeNull();
    // The thread keeps the lender's side; the deleted person's words are replaced.
    const entries = (await thread.thread(lender.client, submissionId)).json();
    const bodies = JSON.stringify(entries);
    expect(bodies).toContain("Thanks, we will call.");
    expect(bodies).toContain(DELETED_MESSAGE_BODY);
    expect(bodies).not.toContain("512-555-0111");
    expect(bodies).toContain("Deleted borrower");

    // The minimal deletion record: when, whose hash, kept 24 months.
    const [record] = await ctx.db
      .select()
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.subjectHash, subjectHashOf(borrowerId)),
          eq(privacyRequests.kind, "delete"),
        ),
      );
    expect(record).toMatchObject({ userId: null, userType: "borrower" });
    expect(record?.retainUntil.getUTCFullYear()).toBe(
      (record?.requestedAt.getUTCFullYear() ?? 0) + 2,
    );
  });

  test("an account without a password needs a recent sign-in", async () => {
    const email = "delete.magic@example.com";
    const client = await ctx.signedInClient(email);
    const userId = await userIdOf(email);
    await ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.userId, userId));
    const stale = await client.post("/api/me/delete", { confirmEmail: email });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe("recent_sign_in_required");
    await ctx.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, userId));
    expect((await client.post("/api/me/delete", { confirmEmail: email })).statusCode).toBe(200);
  });

  test("a lender's owner closes the lender: off the listing, no leads, open offers withdrawn, deals kept", async () => {
    const scene = await offers.scenario();
    expect(
      (await offers.send(scene.second.client, scene.second.submissionId, terms())).statusCode,
    ).toBe(201);
    const lenderId = scene.second.lender?.id ?? "";
    const done = await scene.second.client.post("/api/me/delete", {
      confirmEmail: scene.second.email,
    });
    expect(done.statusCode).toBe(200);
    const [lender] = await ctx.db.select().from(lenders).where(eq(lenders.id, lenderId));
    expect(lender).toMatchObject({
      isActive: false,
      acceptingLeads: false,
      userId: null,
      email: null,
    });
    expect(lender?.closedAt).not.toBeNull();
    const offerRows = await ctx.db
      .select()
      .from(loanOffers)
      .where(eq(loanOffers.lenderId, lenderId));
    expect(offerRows.map((row) => row.state)).toEqual(["withdrawn"]);
    // The borrower still sees where the request went and the withdrawn offer.
    const mine = (await scene.borrower.get(`/api/loan-requests/${scene.inquiryId}/offers`)).json();
    expect(JSON.stringify(mine)).toContain(lender?.companyName ?? "none");
  });

  test("the last admin may not delete itself (409); with another admin it may", async () => {
    // Each test file has a database of its own: this test's are its only admins.
    const { client: first } = await adminClient(ctx, "delete.admin1@example.com");
    const alone = await first.post("/api/me/delete", { confirmEmail: "delete.admin1@example.com" });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.code).toBe("last_admin");
    const { client: second } = await adminClient(ctx, "delete.admin2@example.com");
    expect(
      (await first.post("/api/me/delete", { confirmEmail: "delete.admin1@example.com" }))
        .statusCode,
    ).toBe(200);
    // The admin's privacy log shows both kinds with their dates.
    const log = await second.get("/api/admin/privacy-requests?kind=delete");
    expect(log.statusCode).toBe(200);
    const items = log.json().items as { kind: string; userType: string; email: string | null }[];
    expect(items.every((item) => item.kind === "delete" && item.email === null)).toBe(true);
    expect(items.map((item) => item.userType)).toEqual(
      expect.arrayContaining(["admin", "borrower"]),
    );
  });
});
