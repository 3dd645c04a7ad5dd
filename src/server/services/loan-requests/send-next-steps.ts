/**
 * An answer in time or a next step (issue 35). Run by the answer worker every few minutes:
 * - the borrower of an account request that has fewer than 2 substantive answers 24
 *   business hours after it was first sent gets ONE mail (inquiries.next_step_mailed_at)
 *   with the next best matching lenders (rank-receiving-lenders.ts: accepting leads,
 *   offering the type; those holding the request left out) and a signed 'send to these' link;
 * - each lender account with requests unanswered 24 business hours after they arrived gets a
 *   reminder at most once a day (lender_response_stats.reminded_at).
 * Both skip users who stopped the kind (notification_opt_outs: next_steps, reminders), and
 * look back LOOKBACK_DAYS only (a deploy does not mail about old requests). Anonymous
 * requests get no next-step mail: without an account there is no opt-out to respect.
 * Business hours run on the lenders' clocks (lenders.time_zone): a reminder on its lender's,
 * the next-step check on the latest of the holding lenders' (domain/lenders/answer-deadlines.ts).
 * Pass `now` (a fake clock in tests).
 */
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { answerDueAt, requestDueAt } from "@/domain/lenders/answer-deadlines";
import { responseTimeHeadline } from "@/domain/lenders/response-times";
import { lenderInquiryTitle } from "@/domain/loan-requests/inquiries";
import { HOUR_MS } from "@/domain/reference/business-time";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import type { Database } from "../../db/client";
import {
  inquiries,
  lenderResponseStats,
  lenders,
  loanSubmissions,
  notificationOptOuts,
  users,
} from "../../db/schema";
import { runWrite } from "../../db/write";
import type { Mailer } from "../../mail/mailer";
import { nextStepMail } from "../../mail/templates/next-step";
import { unansweredReminderMail } from "../../mail/templates/unanswered-reminder";
import { nextStepUrl } from "./next-step-token";
import { matchingLendersFor } from "./rank-receiving-lenders";
import { loanTypeOfInquiry } from "./submit-to-lenders";

export const NEXT_STEP_ANSWERS_WANTED = 2;
export const NEXT_STEP_LENDERS = 3;
export const LOOKBACK_DAYS = 7;
const REMINDER_INTERVAL_MS = 24 * HOUR_MS;

export interface NextStepDeps {
  db: Database;
  mailer: Mailer;
  catalogue: CatalogueCache;
  baseUrl: string;
  supportEmail: string;
  /** The secret of the signed links (the auth secret). */
  secret: string;
  now: Date;
}

/** Queues the next-step mails due at `now`; resolves to how many. */
export async function sendNextStepMails(deps: NextStepDeps): Promise<number> {
  const { db, now } = deps;
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const candidates = await db
    .select({
      inquiry: inquiries,
      email: users.email,
      sentAt: sql<string>`min(${loanSubmissions.createdAt})`,
      answered:
        sql<number>`count(${loanSubmissions.firstAnsweredAt}) filter (where ${loanSubmissions.firstAnsweredAt} <= ${now.toISOString()})`.mapWith(
          Number,
        ),
      lenderIds: sql<string[]>`array_agg(${loanSubmissions.lenderId})`,
      lenderZones: sql<string[]>`array_agg(${lenders.timeZone})`,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.borrowerId))
    .innerJoin(loanSubmissions, eq(loanSubmissions.inquiryId, inquiries.id))
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .where(
      and(
        isNull(inquiries.nextStepMailedAt),
        eq(inquiries.archived, false),
        gte(inquiries.createdAt, since),
        sql`not exists (select 1 from ${notificationOptOuts} where ${notificationOptOuts.userId} = ${inquiries.borrowerId} and ${notificationOptOuts.kind} = 'next_steps')`,
      ),
    )
    .groupBy(inquiries.id, users.email);
  let queued = 0;
  const catalogue = await deps.catalogue.get();
  for (const row of candidates) {
    const { inquiry } = row;
    if (row.answered >= NEXT_STEP_ANSWERS_WANTED) continue;
    // The latest of the holding lenders' 24 business hours (answer-deadlines.ts).
    if (requestDueAt(new Date(row.sentAt), row.lenderZones) > now) continue;
    const loanType = loanTypeOfInquiry(inquiry);
    const held = new Set(row.lenderIds);
    const next = loanType
      ? matchingLendersFor(catalogue, {
          loanType,
          propertyState: inquiry.propertyState,
          loanAmount: inquiry.loanAmount,
          creditScore: inquiry.creditScore,
          propertyType: inquiry.propertyType,
        })
          .filter((ranked) => !held.has(ranked.lender.id))
          .slice(0, NEXT_STEP_LENDERS)
      : [];
    const sent = await runWrite(db, async (w) => {
      // Claimed once: a second process (or round) finds it set and skips it.
      const [claimed] = await w.tx
        .update(inquiries)
        .set({ nextStepMailedAt: now })
        .where(and(eq(inquiries.id, inquiry.id), isNull(inquiries.nextStepMailedAt)))
        .returning({ id: inquiries.id });
      // No lender to suggest: marked done, no mail (nothing to offer).
      if (!claimed || next.length === 0 || !inquiry.borrowerId) return false;
      await w.sendMail(
        deps.mailer,
        nextStepMail({
          to: row.email,
          userId: inquiry.borrowerId,
          requestName: inquiry.customName,
          answered: row.answered,
          lenders: next.map((ranked) => ({
            companyName: ranked.lender.companyName,
            responseText: responseTimeHeadline(ranked.lender.responseTime),
          })),
          sendUrl: nextStepUrl(deps.baseUrl, deps.secret, {
            userId: inquiry.borrowerId,
            inquiryId: inquiry.id,
            lenderIds: next.map((ranked) => ranked.lender.id),
          }),
          baseUrl: deps.baseUrl,
          supportEmail: deps.supportEmail,
          secret: deps.secret,
        }),
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Queues the lenders' daily reminders of unanswered requests; resolves to how many. */
export async function sendUnansweredReminders(deps: Omit<NextStepDeps, "catalogue">) {
  const { db, now } = deps;
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const remindedBefore = new Date(now.getTime() - REMINDER_INTERVAL_MS);
  const rows = await db
    .select({
      lenderId: lenders.id,
      companyName: lenders.companyName,
      timeZone: lenders.timeZone,
      userId: users.id,
      email: users.email,
      sentAt: loanSubmissions.createdAt,
      customName: inquiries.customName,
    })
    .from(loanSubmissions)
    .innerJoin(lenders, eq(lenders.id, loanSubmissions.lenderId))
    .innerJoin(users, eq(users.id, lenders.userId))
    .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
    .leftJoin(lenderResponseStats, eq(lenderResponseStats.lenderId, lenders.id))
    .where(
      and(
        isNull(loanSubmissions.firstAnsweredAt),
        eq(inquiries.archived, false),
        gte(loanSubmissions.createdAt, since),
        sql`(${lenderResponseStats.remindedAt} is null or ${lenderResponseStats.remindedAt} <= ${remindedBefore.toISOString()})`,
        sql`not exists (select 1 from ${notificationOptOuts} where ${notificationOptOuts.userId} = ${users.id} and ${notificationOptOuts.kind} = 'reminders')`,
      ),
    );
  const byLender = new Map<string, { row: (typeof rows)[number]; names: string[] }>();
  for (const row of rows) {
    if (answerDueAt(row.sentAt, row.timeZone) > now) continue;
    const entry = byLender.get(row.lenderId) ?? { row, names: [] };
    entry.names.push(lenderInquiryTitle(row.customName));
    byLender.set(row.lenderId, entry);
  }
  if (byLender.size === 0) return 0;
  return runWrite(db, async (w) => {
    const claimed = await w.tx
      .insert(lenderResponseStats)
      .values([...byLender.keys()].map((lenderId) => ({ lenderId, remindedAt: now })))
      .onConflictDoUpdate({
        target: lenderResponseStats.lenderId,
        set: { remindedAt: now },
        setWhere: sql`${lenderResponseStats.remindedAt} is null or ${lenderResponseStats.remindedAt} <= ${remindedBefore.toISOString()}`,
      })
      .returning({ lenderId: lenderResponseStats.lenderId });
    for (const { lenderId } of claimed) {
      const entry = byLender.get(lenderId);
      if (!entry) continue;
      await w.sendMail(
        deps.mailer,
        unansweredReminderMail({
          to: entry.row.email,
          userId: entry.row.userId,
          companyName: entry.row.companyName,
          requests: entry.names.map((name) => ({ name })),
          baseUrl: deps.baseUrl,
          supportEmail: deps.supportEmail,
          secret: deps.secret,
        }),
      );
    }
    return claimed.length;
  });
}
