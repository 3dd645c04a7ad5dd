import { count, eq, gte, sql } from "drizzle-orm";
import { lastWeekStarts, weeklyCounts } from "@/domain/admin/weekly-counts";
import { type AdminOverview, WEEKLY_LOAN_REQUEST_WEEKS } from "@/domain/contract/admin";
import type { Database } from "../../db/client";
import { inquiries, lenders, profiles } from "../../db/schema";

/**
 * The admin Overview counts (spec 2 'Admin area'), read in one round trip per table, and the
 * new loan requests per week of the last 12 weeks (UTC weeks from Monday; inquiries_created_idx
 * bounds the scan to those weeks).
 */
export async function getAdminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const [firstWeek] = lastWeekStarts(now, WEEKLY_LOAN_REQUEST_WEEKS);
  const week = sql<string>`to_char(date_trunc('week', ${inquiries.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [[lenderCounts], [inquiryCounts], [userCounts], weekRows] = await Promise.all([
    db.select({ active: count() }).from(lenders).where(eq(lenders.isActive, true)),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${inquiries.status} = 'pending')`.mapWith(
          Number,
        ),
      })
      .from(inquiries),
    db
      .select({
        total: count(),
        borrowers: sql<number>`count(*) filter (where ${profiles.userType} = 'borrower')`.mapWith(
          Number,
        ),
        lenders: sql<number>`count(*) filter (where ${profiles.userType} = 'lender')`.mapWith(
          Number,
        ),
        admins: sql<number>`count(*) filter (where ${profiles.userType} = 'admin')`.mapWith(Number),
      })
      .from(profiles),
    db
      .select({ weekStart: week, count: count() })
      .from(inquiries)
      .where(gte(inquiries.createdAt, new Date(`${firstWeek}T00:00:00Z`)))
      .groupBy(week),
  ]);
  return {
    activeLenders: lenderCounts?.active ?? 0,
    inquiries: inquiryCounts?.total ?? 0,
    pendingInquiries: inquiryCounts?.pending ?? 0,
    users: {
      total: userCounts?.total ?? 0,
      borrowers: userCounts?.borrowers ?? 0,
      lenders: userCounts?.lenders ?? 0,
      admins: userCounts?.admins ?? 0,
    },
    weeklyLoanRequests: weeklyCounts(now, WEEKLY_LOAN_REQUEST_WEEKS, weekRows),
  };
}
