/**
 * Answer histories for a few catalogue lenders (issue 35), so the demo shows response times
 * computed from answers on LenderLane: eight earlier requests from invented investors, each
 * sent to the same six lenders on a weekday morning (Eastern) over the last 80 days. Four
 * lenders answered at least five of them (quick, same-day, next-day, slow); two answered
 * fewer than five, so their cards say 'Not enough requests yet'; the demo lender (Cedar Ridge
 * Capital) has four, one answer short. Every answer is substantive:
 * 'interested' with a note, or declined with a reason.
 */
import { inArray } from "drizzle-orm";
import type { LenderAnswer } from "@/domain/contract/loan-requests";
import type { DeclineReason } from "@/domain/loan-requests/decline-reasons";
import type { SubmissionStatus } from "@/domain/reference/statuses";
import type { Executor } from "../client";
import { insertInquiryWithSubmissions } from "../factories";
import { lenders } from "../schema";
import { DEMO_LENDER_SLUG } from "./demo-accounts";

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Per lender, hours from sending to the first answer for each of the eight requests. */
const ANSWER_HOURS: Readonly<Record<string, readonly (number | null)[]>> = {
  "bluewater-bridge-lending": [2, 3, 1.5, 4, 2.5, 6, 3, 2],
  "halcyon-street-capital": [5, 7, 6, 9, 4, 8, null, 6],
  "westwind-property-finance": [20, 26, 18, 30, null, 22, 19, 28],
  "red-clay-capital-partners": [48, 30, null, 72, 40, 55, null, 36],
  "hearthline-dscr-lending": [3, null, null, 5, null, null, null, 4],
  "high-desert-land-lot-finance": [null, null, 30, null, null, null, null, null],
  // The demo lender: 4 answers, one short of the threshold, and 'Earlier request 8' waiting,
  // so answering it on the dashboard shows a response time on its page (e2e/trust.spec.ts).
  [DEMO_LENDER_SLUG]: [4, 6, null, 5, 3, null, null, null],
};

const DECLINES: readonly DeclineReason[] = ["outside_area", "amount_too_small", "credit"];

/** The eight requests: days ago (all land on a weekday 9:00-11:00 Eastern via `weekdayAt`). */
const REQUEST_DAYS_AGO = [78, 66, 55, 44, 33, 24, 15, 8];

/** The closest weekday at or before `date`, at 14:00 UTC (9:00 or 10:00 in New York). */
function weekdayAt(date: Date): Date {
  const at = new Date(date);
  at.setUTCHours(14, 0, 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setTime(at.getTime() - DAY);
  return at;
}

export async function insertDemoResponseHistories(tx: Executor, now: Date): Promise<number> {
  const slugs = Object.keys(ANSWER_HOURS);
  const rows = await tx
    .select({ id: lenders.id, slug: lenders.slug })
    .from(lenders)
    .where(inArray(lenders.slug, slugs));
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  let written = 0;
  for (const [index, daysAgo] of REQUEST_DAYS_AGO.entries()) {
    const sentAt = weekdayAt(new Date(now.getTime() - daysAgo * DAY));
    const submissions = slugs.flatMap((slug, lenderIndex) => {
      const lenderId = idOf.get(slug);
      if (!lenderId) return [];
      const hours = ANSWER_HOURS[slug]?.[index] ?? null;
      const answeredAt = hours === null ? null : new Date(sentAt.getTime() + hours * HOUR);
      const declined = hours !== null && (index + lenderIndex) % 4 === 0;
      const status: SubmissionStatus =
        hours === null ? "no_reply" : declined ? "declined" : "active_communications";
      const answer: LenderAnswer = declined ? "declined" : "interested";
      return [
        {
          lenderId,
          status,
          createdAt: sentAt,
          updatedAt: sentAt,
          ...(answeredAt
            ? {
                lenderAnswer: answer,
                lenderNote: declined ? null : "Happy to quote: send the purchase contract.",
                declineReason: declined ? DECLINES[(index + lenderIndex) % DECLINES.length] : null,
                answeredAt,
                firstAnsweredAt: answeredAt,
              }
            : {}),
        },
      ];
    });
    await insertInquiryWithSubmissions(
      tx,
      {
        userEmail: `investor.${index + 1}@example.com`,
        customName: `Earlier request ${index + 1}`,
        loanAmount: 250_000 + index * 25_000,
        loanPurpose: "bridge_loan",
        investmentType: "bridge",
        propertyState: "TX",
        propertyType: "Non-owner occupied 1-4 family real estate",
        emailConfirmedAt: new Date(sentAt.getTime() + HOUR),
        createdAt: sentAt,
        updatedAt: sentAt,
      },
      submissions,
    );
    written += 1;
  }
  return written;
}
