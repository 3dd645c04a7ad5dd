/**
 * Responsiveness from real answers (issue 35). A lender's response times are computed from
 * what happened on LenderLane: for each request sent to it, the time to its first
 * substantive answer (an offer sent, a decline with a reason, or an 'interested' answer
 * with a note; opening or reading a request is not one), in business time
 * (reference/business-time.ts: US business days in the lender's time zone).
 *
 * Over the trailing 90 days, per lender:
 * - the median (of an even count, the mean of the two middle values) and the 90th percentile
 *   (nearest rank: the ceil(0.9 n)-th smallest) of the answered requests' times, rounded to
 *   the minute;
 * - the share of the requests answered within 24 business hours.
 * Left out: requests sent within the last 24 business hours (they have not had their day
 * yet), and requests the borrower withdrew without an answer (an answer given before the
 * withdrawal still counts: the lender did answer).
 * Shown only from RESPONSE_MIN_ANSWERED answered requests; below, 'Not enough requests yet'.
 */
import { addBusinessMs, businessMsBetween, HOUR_MS } from "../reference/business-time";

export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_DEADLINE_HOURS = 24;
export const RESPONSE_MIN_ANSWERED = 5;

export const RESPONSE_TIME_TEXTS = {
  notEnough: "Not enough requests yet",
  source: `From answers on LenderLane, last ${RESPONSE_WINDOW_DAYS} days`,
} as const;

export interface ResponseHistoryItem {
  sentAt: Date;
  /** The first substantive answer, or null. */
  firstAnsweredAt: Date | null;
  withdrawn: boolean;
}

export interface ResponseStats {
  /** Requests counted (answered or not). */
  requests: number;
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Share (0-1) of the counted requests answered within 24 business hours; null without any. */
  withinDayShare: number | null;
}

const MINUTE_MS = 60_000;

/** The median of sorted numbers (mean of the middle two for an even count). */
export function medianOf(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid] ?? null;
  return ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The p-th percentile (0-1) of sorted numbers, nearest rank. */
export function percentileOf(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** Whether a request counts at `now`: inside the window and past its first 24 business hours. */
export function countsAt(sentAt: Date, now: Date, timeZone: string): boolean {
  const age = now.getTime() - sentAt.getTime();
  if (age > RESPONSE_WINDOW_DAYS * 86_400_000 || age < 0) return false;
  return addBusinessMs(sentAt, RESPONSE_DEADLINE_HOURS * HOUR_MS, timeZone) <= now;
}

export function computeResponseStats(
  history: readonly ResponseHistoryItem[],
  now: Date,
  timeZone: string,
): ResponseStats {
  const times: number[] = [];
  let requests = 0;
  let withinDay = 0;
  for (const item of history) {
    if (!countsAt(item.sentAt, now, timeZone)) continue;
    const answeredAt =
      item.firstAnsweredAt && item.firstAnsweredAt.getTime() <= now.getTime()
        ? item.firstAnsweredAt
        : null;
    if (item.withdrawn && !answeredAt) continue;
    requests += 1;
    if (!answeredAt) continue;
    const ms = businessMsBetween(item.sentAt, answeredAt, timeZone);
    times.push(ms / MINUTE_MS);
    if (ms <= RESPONSE_DEADLINE_HOURS * HOUR_MS) withinDay += 1;
  }
  times.sort((a, b) => a - b);
  const median = medianOf(times);
  const p90 = percentileOf(times, 0.9);
  return {
    requests,
    answered: times.length,
    medianMinutes: median === null ? null : Math.round(median),
    p90Minutes: p90 === null ? null : Math.round(p90),
    withinDayShare: requests === 0 ? null : withinDay / requests,
  };
}

/** The figures a page may show, or null below the threshold ('Not enough requests yet'). */
export interface ResponseFigures {
  answered: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  withinDayShare: number | null;
}

export function shownResponseTime<T extends ResponseFigures>(figures: T | null | undefined) {
  if (!figures || figures.answered < RESPONSE_MIN_ANSWERED || figures.medianMinutes === null) {
    return null;
  }
  return figures as T & { medianMinutes: number };
}

/** The median minutes a listing sorts by ('Fastest response'); null sorts last. */
export function responseSortValue(figures: ResponseFigures | null | undefined): number | null {
  return shownResponseTime(figures)?.medianMinutes ?? null;
}

/** '6 h' (rounded up to the hour, at least 1), '3 days' from 48 hours. */
export function formatResponseDuration(minutes: number): string {
  const hours = Math.max(1, Math.ceil(minutes / 60));
  if (hours < 48) return `${hours} h`;
  return `${Math.ceil(hours / 24)} days`;
}

/** 'Usually answers within 6 h', or 'Not enough requests yet'. */
export function responseTimeHeadline(figures: ResponseFigures | null | undefined): string {
  const shown = shownResponseTime(figures);
  if (!shown) return RESPONSE_TIME_TEXTS.notEnough;
  return `Usually answers within ${formatResponseDuration(shown.medianMinutes)}`;
}

/** '80% answered within 24 business hours', or null below the threshold. */
export function responseShareText(figures: ResponseFigures | null | undefined): string | null {
  const shown = shownResponseTime(figures);
  if (!shown || shown.withinDayShare === null) return null;
  return `${Math.round(shown.withinDayShare * 100)}% answered within ${RESPONSE_DEADLINE_HOURS} business hours`;
}
