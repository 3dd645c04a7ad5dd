/** The admin's view of a lender: the workspace shape plus its account and request count. */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { AdminLender, AdminLenderDetail } from "@/domain/contract/admin-lenders";
import { countDeclineReasons } from "@/domain/loan-requests/decline-reasons";
import type { Executor } from "../../db/client";
import {
  inquiries,
  lenders,
  loanOffers,
  loanProducts,
  loanSubmissions,
  users,
} from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { toWorkspaceLender, toWorkspaceProduct } from "../lender-workspace/workspace-dto";

export const LENDER_NOT_FOUND = "Lender not found";

type LenderRow = typeof lenders.$inferSelect;

/**
 * Loan requests that reached a lender: those sent to it (loan_submissions) and those first
 * addressed to it (inquiries.lender_id), each request once.
 */
export const loanRequestCountOf = (lenderId: typeof lenders.id | string) =>
  sql<number>`(
  select count(*) from (
    select ${loanSubmissions.inquiryId} from ${loanSubmissions} where ${loanSubmissions.lenderId} = ${lenderId}
    union
    select ${inquiries.id} from ${inquiries} where ${inquiries.lenderId} = ${lenderId}
  ) as reached
)`.mapWith(Number);

export function toAdminLender(
  row: LenderRow,
  extra: { userEmail: string | null; loanRequestCount: number },
): AdminLender {
  return {
    ...toWorkspaceLender(row),
    userId: row.userId,
    userEmail: extra.userEmail,
    loanRequestCount: extra.loanRequestCount,
  };
}

/** The lender with its products (all, active or not, by type); 404 'Lender not found'. */
export async function loadAdminLender(tx: Executor, lenderId: string): Promise<AdminLenderDetail> {
  const [row] = await tx
    .select({
      lender: lenders,
      userEmail: users.email,
      loanRequestCount: loanRequestCountOf(lenderId),
    })
    .from(lenders)
    .leftJoin(users, eq(users.id, lenders.userId))
    .where(eq(lenders.id, lenderId));
  if (!row) throw notFound(LENDER_NOT_FOUND);
  const products = await tx
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId))
    .orderBy(asc(loanProducts.productType));
  // Accepted versions keep accepted_at; a re-trade leaves the accepted one superseded.
  const [stats] = await tx
    .select({
      accepted: sql<number>`count(*) filter (where ${loanOffers.acceptedAt} is not null)`.mapWith(
        Number,
      ),
      acceptedChanged:
        sql<number>`count(*) filter (where ${loanOffers.acceptedAt} is not null and ${loanOffers.state} = 'superseded')`.mapWith(
          Number,
        ),
    })
    .from(loanOffers)
    .where(eq(loanOffers.lenderId, lenderId));
  return {
    lender: toAdminLender(row.lender, {
      userEmail: row.userEmail,
      loanRequestCount: row.loanRequestCount,
    }),
    products: products.map(toWorkspaceProduct),
    offerStats: { accepted: stats?.accepted ?? 0, acceptedChanged: stats?.acceptedChanged ?? 0 },
    declineReasons: countDeclineReasons(
      await tx
        .select({
          reason: sql<string>`${loanSubmissions.declineReason}`,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(loanSubmissions)
        .where(
          and(eq(loanSubmissions.lenderId, lenderId), isNotNull(loanSubmissions.declineReason)),
        )
        .groupBy(loanSubmissions.declineReason),
    ),
  };
}
