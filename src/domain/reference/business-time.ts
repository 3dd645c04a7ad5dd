/**
 * Business time (issue 35): the hours of US business days, midnight to midnight in a time
 * zone (the lender's, America/New_York by default). A business day is Monday to Friday and
 * not one of the US federal holidays below, on its observed day (a Saturday holiday is
 * observed the Friday before, a Sunday one the Monday after, as for federal employees; New
 * Year's Day on a Saturday is observed on Friday 31 December). So "24 business hours after
 * Friday 15:00" is Monday 15:00, and a request sent on Saturday starts counting on Monday
 * at 00:00.
 *
 * The federal holidays handled (5 U.S.C. 6103):
 * - New Year's Day (1 January)
 * - Birthday of Martin Luther King, Jr. (third Monday of January)
 * - Washington's Birthday (third Monday of February)
 * - Memorial Day (last Monday of May)
 * - Juneteenth National Independence Day (19 June)
 * - Independence Day (4 July)
 * - Labor Day (first Monday of September)
 * - Columbus Day (second Monday of October)
 * - Veterans Day (11 November)
 * - Thanksgiving Day (fourth Thursday of November)
 * - Christmas Day (25 December)
 */
import { timeZoneOffsetMs } from "./dates";

export const DEFAULT_BUSINESS_TIME_ZONE = "America/New_York";

const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Days since 1970-01-01 of a calendar date (month 1-12). */
function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The n-th (1-based) given weekday (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = dayNumber(year, month, 1);
  const firstWeekday = new Date(first * DAY_MS).getUTCDay();
  return first + ((weekday - firstWeekday + 7) % 7) + (n - 1) * 7;
}

function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayNumber(year, month + 1, 1) - 1;
  const lastWeekdayOf = new Date(last * DAY_MS).getUTCDay();
  return last - ((lastWeekdayOf - weekday + 7) % 7);
}

function observed(day: number): number {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 6) return day - 1;
  if (weekday === 0) return day + 1;
  return day;
}

const holidaysByYear = new Map<number, ReadonlySet<number>>();

/** The observed federal holidays of a year (as day numbers; may include 31 December before). */
function holidaysOf(year: number): ReadonlySet<number> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const days = new Set<number>([
    observed(dayNumber(year, 1, 1)),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 2, 1, 3),
    lastWeekday(year, 5, 1),
    observed(dayNumber(year, 6, 19)),
    observed(dayNumber(year, 7, 4)),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    observed(dayNumber(year, 11, 11)),
    nthWeekday(year, 11, 4, 4),
    observed(dayNumber(year, 12, 25)),
  ]);
  holidaysByYear.set(year, days);
  return days;
}

/** Whether a calendar day (days since 1970-01-01) is a US business day. */
export function isBusinessDayNumber(day: number): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = new Date(day * DAY_MS).getUTCFullYear();
  // Next year's New Year's Day may be observed on this year's 31 December.
  return !holidaysOf(year).has(day) && !holidaysOf(year + 1).has(day);
}

/** Whether 'yyyy-mm-dd' is a US business day. */
export function isUsBusinessDay(date: string): boolean {
  const [year, month, day] = date.split("-").map(Number);
  return isBusinessDayNumber(dayNumber(year ?? 1970, month ?? 1, day ?? 1));
}

const midnights = new Map<string, number>();

/** The instant a calendar day starts in the zone (US clocks change at 2:00, never midnight). */
function midnightOf(day: number, timeZone: string): number {
  const key = `${timeZone}|${day}`;
  const known = midnights.get(key);
  if (known !== undefined) return known;
  const wall = day * DAY_MS;
  let instant = wall - timeZoneOffsetMs(wall, timeZone);
  const offset = timeZoneOffsetMs(instant, timeZone);
  instant = wall - offset;
  if (midnights.size > 100_000) midnights.clear();
  midnights.set(key, instant);
  return instant;
}

/** The zone's calendar day an instant falls on. */
function localDayOf(instant: number, timeZone: string): number {
  let day = Math.floor(instant / DAY_MS);
  // Zones are within a day of UTC: at most one step either way.
  while (midnightOf(day, timeZone) > instant) day -= 1;
  while (midnightOf(day + 1, timeZone) <= instant) day += 1;
  return day;
}

/** A zone this runtime knows, else the default (a bad value must not stop the figures). */
export function businessTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_BUSINESS_TIME_ZONE;
  try {
    timeZoneOffsetMs(0, timeZone);
    return timeZone;
  } catch {
    return DEFAULT_BUSINESS_TIME_ZONE;
  }
}

/** The business milliseconds from `from` to `to` (0 when `to` is not later). */
export function businessMsBetween(from: Date, to: Date, timeZone: string): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  for (let day = localDayOf(start, timeZone); ; day += 1) {
    const dayStart = midnightOf(day, timeZone);
    if (dayStart >= end) break;
    const dayEnd = midnightOf(day + 1, timeZone);
    if (isBusinessDayNumber(day)) {
      total += Math.max(0, Math.min(end, dayEnd) - Math.max(start, dayStart));
    }
  }
  return total;
}

/** The instant `ms` business milliseconds after `from`. */
export function addBusinessMs(from: Date, ms: number, timeZone: string): Date {
  const start = from.getTime();
  let remaining = ms;
  for (let day = localDayOf(start, timeZone); ; day += 1) {
    if (!isBusinessDayNumber(day)) continue;
    const begin = Math.max(start, midnightOf(day, timeZone));
    const available = midnightOf(day + 1, timeZone) - begin;
    if (remaining <= available) return new Date(begin + remaining);
    remaining -= available;
  }
}
