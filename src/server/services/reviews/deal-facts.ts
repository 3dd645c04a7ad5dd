/**
 * What the rules need to know of a deal (issue 35): the submission's status, whether the
 * borrower accepted one of its offers, the request's loan type, and the deal's month (the
 * latest acceptance of an offer, else the submission's last change, in UTC).
 */
import { sql } from "drizzle-orm";
import { toUtcMonth } from "@/domain/reference/dates";
import { loanOffers, loanSubmissions } from "../../db/schema";

/** The latest accepted_at of the submission's offers (null: none accepted), as a column. */
export const acceptedAtOf = sql<Date | string | null>`(
  select max(${loanOffers.acceptedAt}) from ${loanOffers}
  where ${loanOffers.submissionId} = ${loanSubmissions.id}
)`;

export function dealMonthOf(acceptedAt: Date | string | null, submissionUpdatedAt: Date): string {
  return toUtcMonth(acceptedAt ? new Date(acceptedAt) : submissionUpdatedAt);
}
