/**
 * Lender profile views (issue 12): one per address per lender per UTC day whatever the user
 * agent (issue 27: a changed agent counted again), bots left out by their user agent, and no
 * personal data kept: the visitor is sha256(day's random salt, address), and a day's salt is
 * deleted once the day is over (docs/decisions/lender-profile-views.md).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { ProfileViews } from "@/domain/contract/lender-workspace";
import { toUtcDateOnly } from "@/domain/reference/dates";
import type { Database } from "../../db/client";
import { lenderProfileViews, lenders, profileViewSalts } from "../../db/schema";
import { notFound } from "../../lib/app-error";

/** Crawlers, previews, monitors, scripts and headless browsers; an empty agent counts too. */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|archiver|fetch|preview|monitor|lighthouse|pagespeed|headless|phantom|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|scrapy|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|skype|vkshare|pinterest/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent === "" || BOT_USER_AGENT.test(agent);
}

const VIEW_WINDOW_DAYS = 30;

const dayOf = toUtcDateOnly;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Today's salt, made on the first view of the day; earlier days' salts are deleted. */
async function saltOf(db: Database, day: string): Promise<string> {
  await db.delete(profileViewSalts).where(lt(profileViewSalts.day, day));
  await db
    .insert(profileViewSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select().from(profileViewSalts).where(eq(profileViewSalts.day, day));
  if (!row) throw new Error("The day's view salt is missing");
  return row.salt;
}

export interface RecordViewInput {
  db: Database;
  slug: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/** Counts a view of an active lender's profile; returns whether it was counted as new. */
export async function recordProfileView(input: RecordViewInput): Promise<boolean> {
  const { db, slug, address, userAgent, now } = input;
  const [lender] = await db
    .select({ id: lenders.id })
    .from(lenders)
    .where(and(eq(lenders.slug, slug), eq(lenders.isActive, true)));
  if (!lender) throw notFound("Lender Not Found");
  if (isBotUserAgent(userAgent)) return false;
  const day = dayOf(now);
  const salt = await saltOf(db, day);
  // The address alone: the agent is the client's to vary, so it must not make a new visitor.
  const visitorHash = createHash("sha256").update(`${salt}\n${address}`).digest("hex");
  const inserted = await db
    .insert(lenderProfileViews)
    .values({ lenderId: lender.id, day, visitorHash })
    .onConflictDoNothing()
    .returning({ day: lenderProfileViews.day });
  return inserted.length > 0;
}

/** The past 30 days (today included): the total and one entry per day, oldest first. */
export async function profileViewsOf(
  db: Database,
  lenderId: string,
  now: Date,
): Promise<ProfileViews> {
  const today = dayOf(now);
  const first = addDays(today, -(VIEW_WINDOW_DAYS - 1));
  const rows = await db
    .select({ day: lenderProfileViews.day, views: sql<number>`count(*)::int` })
    .from(lenderProfileViews)
    .where(and(eq(lenderProfileViews.lenderId, lenderId), gte(lenderProfileViews.day, first)))
    .groupBy(lenderProfileViews.day);
  const byDay = new Map(rows.map((row) => [row.day, row.views]));
  const daily = Array.from({ length: VIEW_WINDOW_DAYS }, (_, index) => {
    const day = addDays(first, index);
    return { day, views: byDay.get(day) ?? 0 };
  });
  return { total: daily.reduce((sum, entry) => sum + entry.views, 0), daily };
}
