/**
 * The admin user detail (spec 2 'Admin area' Users: info, statistics, their loan requests),
 * with the audit entries of admin actions on the user (issue 13). 404 'User not found'.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { AdminUserDetail } from "@/domain/contract/admin-users";
import { approvalCompanyName } from "@/domain/lenders/slug";
import type { Database } from "../../db/client";
import { inquiries, loanSubmissions, profiles } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { loanRequestRowsOf } from "./list-admin-loan-requests";
import { toAdminUser, usersQuery } from "./list-admin-users";
import { listAudit } from "./record-audit";

export const USER_NOT_FOUND = "User not found";

export async function getAdminUser(db: Database, userId: string): Promise<AdminUserDetail> {
  const [row] = await usersQuery(db, eq(profiles.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  const [[extra], [requests], [submissions], loanRequests, audit] = await Promise.all([
    db
      .select({
        creditScore: profiles.creditScore,
        experienceYears: profiles.experienceYears,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where not ${inquiries.archived})`.mapWith(Number),
      })
      .from(inquiries)
      .where(eq(inquiries.borrowerId, userId)),
    db
      .select({
        total: count(),
        funded: sql<number>`count(*) filter (where ${loanSubmissions.status} = 'funded')`.mapWith(
          Number,
        ),
      })
      .from(loanSubmissions)
      .innerJoin(inquiries, eq(inquiries.id, loanSubmissions.inquiryId))
      .where(and(eq(inquiries.borrowerId, userId))),
    loanRequestRowsOf(db, userId),
    listAudit(db, { targetType: "user", targetId: userId, page: 1 }),
  ]);
  return {
    user: {
      ...toAdminUser(row),
      creditScore: extra?.creditScore ?? null,
      experienceYears: extra?.experienceYears ?? null,
      suggestedCompanyName: approvalCompanyName(row),
    },
    statistics: {
      loanRequests: requests?.total ?? 0,
      activeLoanRequests: requests?.active ?? 0,
      submissions: submissions?.total ?? 0,
      fundedSubmissions: submissions?.funded ?? 0,
    },
    loanRequests,
    audit: audit.items,
  };
}
