/**
 * Issue 33: the retention job with a fake clock (an injected `now`): for each rule, a record
 * just past its period is deleted and one just inside it is kept; a second round deletes
 * nothing; the worker runs rounds on its own.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RETENTION_RULES,
  type RetentionRule,
  retentionPeriodText,
} from "@/domain/reference/retention";
import type { DatabaseHandle } from "../../db/client";
import { insertInquiry, insertLender, insertUser } from "../../db/factories";
import {
  adminAudit,
  consentRecords,
  inquiries,
  inquiryEmailTokens,
  lenderProfileViews,
  mailOutbox,
  outgoingMails,
  privacyRequests,
  sessions,
  users,
  verifications,
} from "../../db/schema";
import { projectPath } from "../../lib/project-root";
import { openTestDatabase } from "../../test/test-database";
import { enforceRetention, RETENTION_RULE_NAMES, type RetentionCounts } from "./enforce-retention";
import { startRetentionWorker } from "./retention-worker";

const NOW = new Date("2026-11-27T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
/** A moment `days` (and an hour more or less) before NOW: just past or just inside a period. */
const past = (days: number) => new Date(NOW.getTime() - days * DAY - 60 * 60 * 1000);
const inside = (days: number) => new Date(NOW.getTime() - days * DAY + 60 * 60 * 1000);
/** A UTC day as the views table stores it. */
const dayOf = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;

describe("retention job", () => {
  let handle: DatabaseHandle;
  let keptInquiries: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    const { db } = handle;
    const days = (name: keyof typeof RETENTION_RULES) => {
      const rule: RetentionRule = RETENTION_RULES[name];
      return rule.days ?? 0;
    };

    // Anonymous requests: one never confirmed and too old (its unconfirmed account goes too),
    // one never confirmed but recent, one confirmed long ago, and an old account request whose
    // borrower is gone (no link: not an anonymous request).
    const anonymous = async (email: string, createdAt: Date, outcome: string | null) => {
      const { user } = await insertUser(db, { email, emailVerified: false });
      const request = await insertInquiry(db, {
        userEmail: email,
        borrowerId: null,
        createdAt,
        emailConfirmedAt: outcome === "confirmed" ? createdAt : null,
      });
      await db.insert(inquiryEmailTokens).values({
        tokenHash: `hash-${email}`,
        inquiryId: request.id,
        expiresAt: new Date(createdAt.getTime() + 7 * DAY),
        outcome,
      });
      return { user, request };
    };
    await anonymous("stale.anon@example.com", past(days("unconfirmedRequests")), null);
    const recent = await anonymous(
      "recent.anon@example.com",
      inside(days("unconfirmedRequests")),
      null,
    );
    const confirmed = await anonymous("confirmed.anon@example.com", past(400), "confirmed");
    const orphan = await insertInquiry(db, {
      userEmail: "gone.borrower@example.com",
      borrowerId: null,
      createdAt: past(400),
    });
    keptInquiries = [recent.request.id, confirmed.request.id, orphan.id];

    // Links left by withdrawn requests.
    await db.insert(inquiryEmailTokens).values([
      {
        tokenHash: "withdrawn-old",
        inquiryId: null,
        expiresAt: past(days("usedRequestLinks")),
        outcome: "withdrawn",
      },
      {
        tokenHash: "withdrawn-new",
        inquiryId: null,
        expiresAt: inside(days("usedRequestLinks")),
        outcome: "withdrawn",
      },
    ]);

    const { user } = await insertUser(db, { email: "retention.user@example.com" });
    const session = (token: string, expiresAt: Date) => ({
      token,
      userId: user.id,
      expiresAt,
      createdAt: past(100),
      updatedAt: past(100),
    });
    await db
      .insert(sessions)
      .values([
        session("expired-long-ago", past(days("expiredSessions"))),
        session("expired-lately", inside(days("expiredSessions"))),
        session("valid", new Date(NOW.getTime() + DAY)),
      ]);
    const verification = (value: string, expiresAt: Date) => ({
      identifier: "retention.user@example.com",
      value,
      expiresAt,
    });
    await db
      .insert(verifications)
      .values([
        verification("old-link", past(days("expiredVerifications"))),
        verification("fresh-link", inside(days("expiredVerifications"))),
      ]);

    const mail = { to: "retention.user@example.com", subject: "S", html: "<p>h</p>", text: "t" };
    await db.insert(outgoingMails).values([
      {
        ...mail,
        subject: "sent-old",
        status: "sent",
        createdAt: past(100),
        sentAt: past(days("sentMails")),
      },
      {
        ...mail,
        subject: "sent-new",
        status: "sent",
        createdAt: past(100),
        sentAt: inside(days("sentMails")),
      },
      { ...mail, subject: "failed-old", status: "failed", createdAt: past(days("failedMails")) },
      { ...mail, subject: "failed-new", status: "failed", createdAt: inside(days("failedMails")) },
      { ...mail, subject: "pending-old", status: "pending", createdAt: past(400) },
    ]);
    await db.insert(mailOutbox).values([
      { ...mail, subject: "outbox-old", createdAt: past(days("developmentOutbox")) },
      { ...mail, subject: "outbox-new", createdAt: inside(days("developmentOutbox")) },
    ]);

    const lender = await insertLender(db);
    // The day before the period's first day goes; the first day (partly inside) stays.
    await db.insert(lenderProfileViews).values([
      {
        lenderId: lender.id,
        day: dayOf(new Date(NOW.getTime() - (days("profileViews") + 1) * DAY)),
        visitorHash: "old",
      },
      {
        lenderId: lender.id,
        day: dayOf(new Date(NOW.getTime() - days("profileViews") * DAY)),
        visitorHash: "edge",
      },
    ]);

    const audit = {
      action: "user.approve" as const,
      targetType: "user" as const,
      targetId: user.id,
    };
    await db.insert(adminAudit).values([
      { ...audit, targetLabel: "audit-old", at: past(days("auditEntries")) },
      { ...audit, targetLabel: "audit-new", at: inside(days("auditEntries")) },
    ]);

    // Records kept for a legal period: each row's retain_until decides (an hour either side).
    const hour = 60 * 60 * 1000;
    const ended = new Date(NOW.getTime() - hour);
    const running = new Date(NOW.getTime() + hour);
    const consent = {
      subjectHash: "subject",
      kind: "terms" as const,
      choice: "agreed" as const,
      wordingVersion: "terms-v1",
    };
    await db.insert(consentRecords).values([
      { ...consent, scope: "consent-old", retainUntil: ended },
      { ...consent, scope: "consent-new", retainUntil: running },
    ]);
    const request = { kind: "export" as const, userType: "borrower" as const };
    await db.insert(privacyRequests).values([
      { ...request, subjectHash: "request-old", retainUntil: ended },
      { ...request, subjectHash: "request-new", retainUntil: running },
    ]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("deletes each kind of record past its period and keeps the rest", async () => {
    const counts = await enforceRetention({ db: handle.db, now: NOW });
    const expected = Object.fromEntries(RETENTION_RULE_NAMES.map((name) => [name, 1]));
    expect(counts).toEqual(expected);

    const { db } = handle;
    const remaining = await db.select({ id: inquiries.id }).from(inquiries);
    expect(remaining.map((row) => row.id).sort()).toEqual([...keptInquiries].sort());
    const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails).not.toContain("stale.anon@example.com");
    expect(emails).toEqual(
      expect.arrayContaining(["recent.anon@example.com", "confirmed.anon@example.com"]),
    );
    const tokens = (
      await db.select({ hash: inquiryEmailTokens.tokenHash }).from(inquiryEmailTokens)
    ).map((row) => row.hash);
    expect(tokens.sort()).toEqual([
      "hash-confirmed.anon@example.com",
      "hash-recent.anon@example.com",
      "withdrawn-new",
    ]);
    const sessionTokens = (await db.select({ token: sessions.token }).from(sessions)).map(
      (row) => row.token,
    );
    expect(sessionTokens.sort()).toEqual(["expired-lately", "valid"]);
    const links = (await db.select({ value: verifications.value }).from(verifications)).map(
      (row) => row.value,
    );
    expect(links).toEqual(["fresh-link"]);
    const queued = (await db.select({ subject: outgoingMails.subject }).from(outgoingMails)).map(
      (row) => row.subject,
    );
    expect(queued.sort()).toEqual(["failed-new", "pending-old", "sent-new"]);
    const outbox = (await db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map(
      (row) => row.subject,
    );
    expect(outbox).toEqual(["outbox-new"]);
    const views = (
      await db.select({ hash: lenderProfileViews.visitorHash }).from(lenderProfileViews)
    ).map((row) => row.hash);
    expect(views).toEqual(["edge"]);
    const audits = (
      await db
        .select({ label: adminAudit.targetLabel })
        .from(adminAudit)
        .where(eq(adminAudit.action, "user.approve"))
    ).map((row) => row.label);
    expect(audits).toEqual(["audit-new"]);
    const consents = (await db.select({ scope: consentRecords.scope }).from(consentRecords)).map(
      (row) => row.scope,
    );
    expect(consents).toEqual(["consent-new"]);
    const logged = (
      await db.select({ subject: privacyRequests.subjectHash }).from(privacyRequests)
    ).map((row) => row.subject);
    expect(logged).toEqual(["request-new"]);
  });

  it("deletes nothing more when the round runs again at the same time", async () => {
    const counts = await enforceRetention({ db: handle.db, now: NOW });
    expect(counts && Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it("runs rounds on its own, with the clock it is given, in batches", async () => {
    // Two days later the recent anonymous request is past its period too.
    const later = new Date(NOW.getTime() + 2 * DAY);
    const rounds: RetentionCounts[] = [];
    const done = new Promise<void>((resolve, reject) => {
      const worker = startRetentionWorker(
        { db: handle.db },
        {
          firstRoundMs: 0,
          now: () => later,
          onRound: (counts) => {
            rounds.push(counts);
            void worker.stop().then(resolve, reject);
          },
          onError: reject,
        },
      );
    });
    await done;
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.unconfirmedRequests).toBe(1);
    const [left] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(inquiries);
    expect(left?.n).toBe(2);
  });

  it("is the schedule SECURITY.md publishes, period by period", () => {
    const lines = readFileSync(projectPath("SECURITY.md"), "utf8").split("\n");
    for (const rule of Object.values(RETENTION_RULES)) {
      const period = retentionPeriodText(rule);
      expect(lines.find((line) => line.startsWith(`| ${rule.what} |`))).toBe(
        `| ${rule.what} | ${period} | ${rule.from} |`,
      );
    }
  });
});
