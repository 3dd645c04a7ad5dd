/**
 * Slugs and demo web addresses derived from a company name. The slug rule is the lender form's
 * (spec 5), from src/domain; it also satisfies the database check `^[a-z0-9]+(-[a-z0-9]+)*$`.
 */

import { slugFromCompanyName } from "@/domain/lenders/slug";
import { toUtcDateOnly } from "@/domain/reference/dates";

export const slugify = slugFromCompanyName;

/** "Cedar Ridge Capital" → "cedarridgecapital.example.com": reserved for documentation (RFC 2606). */
export function exampleDomain(name: string): string {
  return `${slugify(name).replace(/-/g, "")}.example.com`;
}

/** Dates as PostgreSQL `date` strings (YYYY-MM-DD, in UTC so every machine agrees). */
export const isoDate: (date: Date) => string = toUtcDateOnly;

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
