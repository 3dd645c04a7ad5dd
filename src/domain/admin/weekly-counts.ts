/**
 * The overview chart's weeks (issue 13, beyond the spec): new loan requests per week over the
 * last 12 weeks, this week last, weeks starting Monday, in UTC (the server's clock may be in
 * any zone; the database groups by date_trunc('week', created_at at time zone 'UTC'), whose
 * weeks start Monday too). Weeks without requests are listed with 0.
 *
 * date-fns computes in the local zone, so the UTC calendar day of `now` is first copied into a
 * local date at midnight; from there on only calendar arithmetic happens (no hours), which no
 * daylight-saving shift can move.
 */
import { startOfWeek, subWeeks } from "date-fns";
import { toDateOnly } from "../reference/dates";

export interface WeeklyCount {
  /** The week's Monday, 'yyyy-MM-dd'. */
  weekStart: string;
  count: number;
}

/** The Mondays ('yyyy-MM-dd') of the last `weeks` weeks up to the one holding `now`, oldest first. */
export function lastWeekStarts(now: Date, weeks: number): string[] {
  const today = new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisWeek = startOfWeek(today, { weekStartsOn: 1 });
  return Array.from({ length: weeks }, (_, i) => toDateOnly(subWeeks(thisWeek, weeks - 1 - i)));
}

/**
 * The last `weeks` weeks with their counts, oldest first: counts of other weeks are ignored,
 * a week missing from `counted` is 0, two rows of the same week add up.
 */
export function weeklyCounts(
  now: Date,
  weeks: number,
  counted: readonly { weekStart: string; count: number }[],
): WeeklyCount[] {
  const byWeek = new Map<string, number>();
  for (const row of counted)
    byWeek.set(row.weekStart, (byWeek.get(row.weekStart) ?? 0) + row.count);
  return lastWeekStarts(now, weeks).map((weekStart) => ({
    weekStart,
    count: byWeek.get(weekStart) ?? 0,
  }));
}
