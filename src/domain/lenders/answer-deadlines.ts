/**
 * When a request has had its business day (issue 35), on whose clock. Each lender counts
 * business time in its own zone (lenders.time_zone, Eastern by default): a request sent
 * Friday 16:00 Pacific (19:00 Eastern) is due Monday 16:00 Pacific for a Pacific lender and
 * Monday 19:00 Eastern for an Eastern one.
 *
 * The next-step check is per request, which several lenders hold, each on its own clock: it
 * uses the LATEST of their deadlines, so no lender holding the request is judged silent
 * before its own business day has passed (the borrower waits at most the zones' difference,
 * 6 hours between Eastern and Hawaii, longer). A request no lender holds falls back to Eastern.
 */
import { addBusinessMs, businessTimeZone, HOUR_MS } from "../reference/business-time";
import { DEFAULT_LENDER_TIME_ZONE } from "../reference/us-time-zones";
import { RESPONSE_DEADLINE_HOURS } from "./response-times";

const DEADLINE_MS = RESPONSE_DEADLINE_HOURS * HOUR_MS;

/** 24 business hours after `sentAt` on one lender's clock. */
export function answerDueAt(sentAt: Date, timeZone: string | null | undefined): Date {
  return addBusinessMs(sentAt, DEADLINE_MS, businessTimeZone(timeZone));
}

/** The next-step deadline of a request first sent at `sentAt` to lenders in these zones. */
export function requestDueAt(sentAt: Date, lenderZones: readonly (string | null)[]): Date {
  const zones = new Set(lenderZones.map((zone) => businessTimeZone(zone)));
  if (zones.size === 0) zones.add(DEFAULT_LENDER_TIME_ZONE);
  let latest = 0;
  for (const zone of zones) latest = Math.max(latest, answerDueAt(sentAt, zone).getTime());
  return new Date(latest);
}
