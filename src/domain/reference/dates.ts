/**
 * Every date and time the app writes as text, in one place (spec 9: dates are en-US). Screens,
 * mails and stored date-only values call these functions; nothing else formats a date.
 *
 * Dates are written in the caller's local time zone unless the name says UTC. Date-only strings
 * ('2025-07-10') are read as local dates by the functions that take them (date-fns' parseISO),
 * not as UTC midnight.
 *
 * Implemented with date-fns' `lightFormat` (numeric tokens, no locale) and Intl for the month's
 * short name, not date-fns' `format`: `format` brings its token parser, every formatter and the
 * en-US locale (~5 KB gzipped), and this module is in the first download of the listing and
 * lender pages. dates.test.ts checks each pattern against `format` on generated dates.
 */
import { isValid, lightFormat, parseISO } from "date-fns";

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short" });

function toDate(value: Date | string): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** en-US date: '7/10/2025' (date-fns 'M/d/yyyy'). Invalid input gives ''. */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return date ? lightFormat(date, "M/d/yyyy") : "";
}

/** History dates: 'Jul 01, 2025' (date-fns 'MMM dd, yyyy'). Invalid input gives ''. */
export function formatHistoryDate(value: Date | string): string {
  const date = toDate(value);
  return date ? `${shortMonth.format(date)} ${lightFormat(date, "dd, yyyy")}` : "";
}

/**
 * A day as the borrower's dashboard shows it: 'Nov 2, 2026' (date-fns 'MMM d, yyyy'), the value
 * read by `new Date`. An unreadable value is shown as given.
 */
export function formatDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${shortMonth.format(date)} ${lightFormat(date, "d, yyyy")}`;
}

/** A day in UTC, en-US medium style: 'Nov 2, 2026' (the request confirmation page). */
export function formatDayUtc(value: Date | string): string {
  return new Date(value).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

/** A day in a given time zone, en-US medium style: 'Nov 2, 2026' (e.g. a deadline in Eastern). */
export function formatDayIn(value: Date | string, timeZone: string): string {
  return new Date(value).toLocaleDateString("en-US", { dateStyle: "medium", timeZone });
}

/** Date and time: 'Jul 10, 2025, 3:04 PM' (date-fns 'MMM dd, yyyy, h:mm a'). Invalid gives ''. */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  return date ? `${shortMonth.format(date)} ${lightFormat(date, "dd, yyyy, h:mm a")}` : "";
}

/**
 * A message's time in a thread: 'Jul 10, 3:04 PM' (date-fns 'MMM d, h:mm a'), the value read by
 * `new Date`. An invalid date throws a RangeError, as date-fns' `format` does.
 */
export function formatMessageTime(value: string): string {
  const date = new Date(value);
  const rest = lightFormat(date, "d, h:mm a");
  return `${shortMonth.format(date)} ${rest}`;
}

/** The local zone's offset of a date, as date-fns reckons it (for its DST-normalised days). */
function zoneOffsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const counted = (n: number, unit: string) => (n === 1 ? `1 ${unit}` : `${n} ${unit}s`);

/**
 * The time between two dates in its largest whole unit, rounded down: '45 seconds', '1 hour',
 * '3 days', '11 months', '2 years'. The rules of date-fns' `formatDistanceStrict(a, b,
 * { roundingMethod: "floor" })` in en-US (days and longer measured across daylight-saving
 * shifts, a month 30 days, a year 365), written out so this module does not bring date-fns'
 * locale (~3 KB gzipped) into every page that shows a date; dates.test.ts compares the two.
 * An invalid date throws a RangeError, as date-fns does.
 */
export function formatElapsed(from: Date, to: Date): string {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
    throw new RangeError("Invalid time value");
  }
  const [early, late] = from.getTime() > to.getTime() ? [to, from] : [from, to];
  const ms = late.getTime() - early.getTime();
  const minutes = ms / 60_000;
  const dstMinutes = (ms - (zoneOffsetMs(late) - zoneOffsetMs(early))) / 60_000;
  if (minutes < 1) return counted(Math.floor(ms / 1000), "second");
  if (minutes < 60) return counted(Math.floor(minutes), "minute");
  if (minutes < 1440) return counted(Math.floor(minutes / 60), "hour");
  if (dstMinutes < 43_200) return counted(Math.floor(dstMinutes / 1440), "day");
  if (dstMinutes < 525_600) {
    const months = Math.floor(dstMinutes / 43_200);
    return months === 12 ? counted(1, "year") : counted(months, "month");
  }
  return counted(Math.floor(dstMinutes / 525_600), "year");
}

/**
 * A date as 'yyyy-MM-dd' in the local zone (product last_updated, date inputs, week starts).
 * An invalid date throws a RangeError, as date-fns' `format` does.
 */
export function toDateOnly(value: Date): string {
  return lightFormat(value, "yyyy-MM-dd");
}

/** A date as 'yyyy-MM-dd' in UTC (mail rows, per-day keys). An invalid date throws a RangeError. */
export function toUtcDateOnly(value: Date): string {
  return value.toISOString().slice(0, 10);
}

const longMonthUtc = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

/**
 * A 'yyyy-MM' month as 'March 2026' (a verified review's deal month, issue 35). Anything else
 * is shown as given.
 */
export function formatMonthYear(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return `${longMonthUtc.format(date)} ${match[1]}`;
}

/** A date's month in UTC as 'yyyy-MM' (the stored deal month of a review). */
export function toUtcMonth(value: Date): string {
  return value.toISOString().slice(0, 7);
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * How far the wall clock of `timeZone` (an IANA name) is ahead of UTC at `instant`, in
 * milliseconds (America/New_York in winter: -18,000,000). Reads the zone's calendar through
 * Intl, so it lives here with the module's other Intl use. An unknown zone throws a RangeError.
 */
export function timeZoneOffsetMs(instant: number, timeZone: string): number {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    zoneFormatters.set(timeZone, formatter);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(new Date(instant))) {
    part[type] = Number(value);
  }
  const local = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return local - Math.floor(instant / 1000) * 1000;
}
