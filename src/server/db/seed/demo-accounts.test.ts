import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SUBMISSION_STATUS_VALUES } from "@/domain/reference/statuses";
import { currentTotpCode } from "../../auth/authenticator";
import { createMailer } from "../../mail/mailer";
import { sendSearchAlerts } from "../../services/saved-searches/send-search-alerts";
import { createTestContext, type TestContext } from "../../test/test-app";
import { createTestAuth } from "../../test/test-auth";
import { inquiries, lenders, loanSubmissions, users } from "../schema";
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_BACKUP_CODES,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_LENDER_SLUG,
  DEMO_PASSWORD,
  formatDemoAccounts,
  hasDemoAccounts,
} from "./demo-accounts";
import { seedDemoData } from "./seed-demo";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData({ db: ctx.db, auth: createTestAuth(ctx.db), withAccounts: true });
});
afterAll(() => ctx.close());

const EXPECTED: Record<string, { userType: string; approvalStatus: string | null }> = {
  "admin@example.com": { userType: "admin", approvalStatus: null },
  "lender@example.com": { userType: "lender", approvalStatus: "approved" },
  "second.lender@example.com": { userType: "lender", approvalStatus: "approved" },
  "pending.lender@example.com": { userType: "lender", approvalStatus: "pending" },
  "rejected.lender@example.com": { userType: "lender", approvalStatus: "rejected" },
  "analyst@example.com": { userType: "lender", approvalStatus: "approved" },
  "borrower@example.com": { userType: "borrower", approvalStatus: null },
};

async function userId(email: string): Promise<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

describe("demo accounts", () => {
  test("are listed with one shared password, for printing and the README", () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email).sort()).toEqual(
      Object.keys(EXPECTED).sort(),
    );
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.password))).toEqual(
      new Set([DEMO_PASSWORD]),
    );
    expect(formatDemoAccounts()).toContain("borrower@example.com");
  });

  test("are found in the seeded database (start prints them only then)", async () => {
    expect(await hasDemoAccounts(ctx.db)).toBe(true);
  });

  test.each(Object.entries(EXPECTED))(
    "%s signs in through the app with the demo password",
    async (email, expected) => {
      const client = ctx.client();
      const signIn = await client.post("/api/auth/sign-in/email", {
        email,
        password: DEMO_PASSWORD,
      });
      expect(signIn.statusCode).toBe(200);
      // Issue 33: the demo admin also gives the code of its fixed authenticator.
      expect(signIn.json().twoFactorRedirect).toBe(email === DEMO_ADMIN_EMAIL ? true : undefined);
      if (email === DEMO_ADMIN_EMAIL) {
        const code = await client.post("/api/auth/two-factor/verify-totp", {
          code: await currentTotpCode(DEMO_ADMIN_TOTP_SECRET),
        });
        expect(code.statusCode).toBe(200);
      }
      const me = await client.get("/api/me");
      expect(me.statusCode).toBe(200);
      expect(me.json().profile).toMatchObject({ email, ...expected });
      expect(me.json().profile.fullName).toBeTruthy();
    },
  );

  test("the demo admin is enrolled: the admin area opens after the code, and a backup code works", async () => {
    const client = ctx.client();
    await client.post("/api/auth/sign-in/email", {
      email: DEMO_ADMIN_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect((await client.get("/api/admin/overview")).statusCode).toBe(401);
    const backup = await client.post("/api/auth/two-factor/verify-backup-code", {
      code: DEMO_ADMIN_BACKUP_CODES[0],
    });
    expect(backup.statusCode).toBe(200);
    expect((await client.get("/api/admin/overview")).statusCode).toBe(200);
    expect(formatDemoAccounts()).toContain(DEMO_ADMIN_TOTP_SECRET);
    expect(formatDemoAccounts()).toContain("npm run admin:totp");
  });

  test("the borrower has a full profile with a credit score", async () => {
    const client = ctx.client();
    await client.post("/api/auth/sign-in/email", {
      email: "borrower@example.com",
      password: DEMO_PASSWORD,
    });
    expect((await client.get("/api/me")).json().profile).toMatchObject({
      fullName: "Jordan Blake",
      creditScore: 712,
    });
  });

  test("the approved lender manages a catalogue lender with its account email", async () => {
    const [lender] = await ctx.db
      .select()
      .from(lenders)
      .where(eq(lenders.userId, await userId("lender@example.com")));
    expect(lender).toMatchObject({ slug: DEMO_LENDER_SLUG, email: "lender@example.com" });
  });

  test("the borrower has named, unnamed and archived requests with submissions in every status", async () => {
    const own = await ctx.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.borrowerId, await userId("borrower@example.com")));
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.filter((inquiry) => inquiry.archived)).toHaveLength(1);
    expect(own.some((inquiry) => inquiry.customName === null)).toBe(true);
    expect(new Set(own.map((inquiry) => inquiry.loanPurpose)).size).toBeGreaterThanOrEqual(4);
    const submissions = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(
        inArray(
          loanSubmissions.inquiryId,
          own.map((inquiry) => inquiry.id),
        ),
      );
    expect(new Set(submissions.map((s) => s.status))).toEqual(new Set(SUBMISSION_STATUS_VALUES));
    for (const inquiry of own) {
      const forInquiry = submissions.filter((s) => s.inquiryId === inquiry.id);
      expect(forInquiry.length).toBeGreaterThanOrEqual(1);
    }
    // Lenders' own answers (issue 11): both kinds, each with its note and time.
    const answered = submissions.filter((s) => s.lenderAnswer !== null);
    expect(new Set(answered.map((s) => s.lenderAnswer))).toEqual(
      new Set(["interested", "declined"]),
    );
    for (const s of answered) {
      expect(s.lenderNote).toBeTruthy();
      expect(s.answeredAt?.getTime()).toBeGreaterThan(s.createdAt.getTime());
    }
  });

  test("the approved lender's company receives requests, two of them anonymous (one confirmed)", async () => {
    const [cedar] = await ctx.db.select().from(lenders).where(eq(lenders.slug, DEMO_LENDER_SLUG));
    const received = await ctx.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.lenderId, cedar?.id ?? ""));
    expect(received.length).toBeGreaterThanOrEqual(3);
    // Issue 27 item 5: one anonymous request confirmed by its email's owner, one not (the
    // lender dashboard shows 'Email not confirmed' on it).
    const anonymous = received.filter((inquiry) => inquiry.borrowerId === null);
    expect(anonymous).toHaveLength(2);
    const unconfirmed = anonymous.filter((inquiry) => inquiry.emailConfirmedAt === null);
    expect(unconfirmed.map((inquiry) => inquiry.userEmail)).toEqual(["rental.buyer@example.com"]);
    const confirmed = anonymous.filter((inquiry) => inquiry.emailConfirmedAt !== null);
    expect(confirmed.map((inquiry) => inquiry.userEmail)).toEqual(["new.investor@example.com"]);
    expect(new Set(received.map((inquiry) => inquiry.status)).size).toBeGreaterThanOrEqual(2);
  });

  test("the borrower has two saved searches; the never-checked one alerts at the first round", async () => {
    const client = ctx.client();
    await client.post("/api/auth/sign-in/email", {
      email: "borrower@example.com",
      password: DEMO_PASSWORD,
    });
    const listed = (await client.get("/api/saved-searches")).json().items;
    expect(listed.map((s: { name: string; paused: boolean }) => [s.name, s.paused])).toEqual([
      ["Texas flips", false],
      ["Ohio rentals", true],
    ]);
    const mails = await sendSearchAlerts({
      db: ctx.db,
      mailer: createMailer({
        db: ctx.db,
        smtpUrl: undefined,
        from: "x@example.com",
        log: () => {},
      }),
      catalogue: ctx.app.catalogue,
      baseUrl: "http://localhost:3000",
      supportEmail: "support@example.com",
      secret: (await ctx.auth.$context).secret,
      now: new Date(),
    });
    expect(mails).toBe(1);
    const [alert] = await ctx.mailsTo("borrower@example.com");
    expect(alert?.subject).toMatch(/updates? for your saved search "Texas flips"/);
    expect(alert?.text).toContain("Cedar Ridge Capital");
  });
});
