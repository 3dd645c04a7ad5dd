import { count, eq, sql } from "drizzle-orm";
import type { AdminOverview } from "@/domain/contract/admin";
import type { Database } from "../../db/client";
import { inquiries, lenders, profiles } from "../../db/schema";

/** The admin Overview counts (spec 2 'Admin area'), read in one round trip per table. */
export async function getAdminOverview(db: Database): Promise<AdminOverview> {
  const [[lenderCounts], [inquiryCounts], [userCounts]] = await Promise.all([
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
  };
}
