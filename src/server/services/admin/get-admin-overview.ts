import { count, eq, gte, like, sql, sum } from "drizzle-orm";
import { lastWeekStarts, weeklyCounts } from "@/domain/admin/weekly-counts";
import { type AdminOverview, WEEKLY_LOAN_REQUEST_WEEKS } from "@/domain/contract/admin";
import type { Database } from "../../db/client";
import { inquiries, lenders, profiles, rowCounts } from "../../db/schema";

/**
 * The admin Overview counts (spec 2 'Admin area') and the new loan requests per week of the
 * last 12 weeks (UTC weeks from Monday; inquiries_created_idx bounds the scan to those weeks).
 * The request counts are exact and read from row_counts (kept by triggers in every writing
 * transaction, migration 0038): a count(*) of 1,000,000 requests was a full scan.
 */
export async function getAdminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const [firstWeek] = lastWeekStarts(now, WEEKLY_LOAN_REQUEST_WEEKS);
  const week = sql<string>`to_char(date_trunc('week', ${inquiries.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [[lenderCounts], counted, [userCounts], weekRows] = await Promise.all([
    db.select({ active: count() }).from(lenders).where(eq(lenders.isActive, true)),
    db
      .select({ key: rowCounts.key, n: sum(rowCounts.n).mapWith(Number) })
      .from(rowCounts)
      .where(like(rowCounts.key, "inquiries:%"))
      .groupBy(rowCounts.key),
    // An index-only scan of profiles_user_type_idx (user types: a few dozen pages at 100,000).
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
  const requests = (status?: string) =>
    counted
      .filter((row) => status === undefined || row.key === `inquiries:${status}`)
      .reduce((all, row) => all + row.n, 0);
  return {
    activeLenders: lenderCounts?.active ?? 0,
    inquiries: requests(),
    pendingInquiries: requests("pending"),
    users: {
      total: userCounts?.total ?? 0,
      borrowers: userCounts?.borrowers ?? 0,
      lenders: userCounts?.lenders ?? 0,
      admins: userCounts?.admins ?? 0,
    },
    weeklyLoanRequests: weeklyCounts(now, WEEKLY_LOAN_REQUEST_WEEKS, weekRows),
  };
}
