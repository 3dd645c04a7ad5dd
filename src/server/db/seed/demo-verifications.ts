/**
 * The demo's lender verifications (issue 35): the demo lender verified two months ago, the
 * second demo lender verified eleven months and ten days ago (it expires within 30 days, so
 * the first verification round mails it the reminder), one catalogue lender verified, and one
 * waiting in the admin's queue. Invented entities, licence numbers and public-record
 * references (example.com).
 */

import { inArray } from "drizzle-orm";
import { CURRENT_PLEDGE_VERSION } from "@/domain/lenders/verification/pledge";
import {
  VERIFICATION_CHECKS,
  type VerificationCheck,
  verificationExpiry,
} from "@/domain/lenders/verification/verification-rules";
import { toUtcDateOnly } from "@/domain/reference/dates";
import type { Executor } from "../client";
import { lenders, lenderVerifications } from "../schema";
import { DEMO_LENDER_SLUG, SECOND_DEMO_LENDER_SLUG } from "./demo-accounts";

const DAY = 86_400_000;
export const PENDING_VERIFICATION_SLUG = "pelican-bay-capital-partners";
export const VERIFIED_CATALOGUE_SLUG = "bluewater-bridge-lending";

interface DemoVerification {
  slug: string;
  entityName: string;
  state: string;
  /** Days ago it was approved; null: waiting for the admin. */
  approvedDaysAgo: number | null;
  checks: readonly VerificationCheck[];
}

const DEMO: readonly DemoVerification[] = [
  {
    slug: DEMO_LENDER_SLUG,
    entityName: "Cedar Ridge Capital LLC",
    state: "TX",
    approvedDaysAgo: 61,
    checks: VERIFICATION_CHECKS,
  },
  {
    slug: SECOND_DEMO_LENDER_SLUG,
    entityName: "Stonefield National Lending Inc.",
    state: "DE",
    approvedDaysAgo: 340,
    checks: ["entity", "funded_loans", "pledge"],
  },
  {
    slug: VERIFIED_CATALOGUE_SLUG,
    entityName: "Bluewater Bridge Lending LLC",
    state: "FL",
    approvedDaysAgo: 120,
    checks: ["entity", "licences", "pledge"],
  },
  {
    slug: PENDING_VERIFICATION_SLUG,
    entityName: "Pelican Bay Capital Partners LP",
    state: "LA",
    approvedDaysAgo: null,
    checks: [],
  },
];

const day = (now: Date, daysAgo: number) => toUtcDateOnly(new Date(now.getTime() - daysAgo * DAY));

export async function insertDemoVerifications(tx: Executor, now: Date): Promise<number> {
  const rows = await tx
    .select({ id: lenders.id, slug: lenders.slug })
    .from(lenders)
    .where(
      inArray(
        lenders.slug,
        DEMO.map((demo) => demo.slug),
      ),
    );
  let inserted = 0;
  for (const demo of DEMO) {
    const lender = rows.find((row) => row.slug === demo.slug);
    if (!lender) continue;
    const submittedDaysAgo = (demo.approvedDaysAgo ?? 0) + 2;
    const submittedAt = new Date(now.getTime() - submittedDaysAgo * DAY);
    const approvedAt =
      demo.approvedDaysAgo === null ? null : new Date(now.getTime() - demo.approvedDaysAgo * DAY);
    await tx.insert(lenderVerifications).values({
      lenderId: lender.id,
      status: approvedAt ? "approved" : "submitted",
      entityName: demo.entityName,
      registrationState: demo.state,
      licences: [{ state: "CA", number: `CFL 60DBO-${100_000 + inserted * 7}` }],
      fundedLoans: [45, 160, 410].map((ago, index) => ({
        description: `Loan ${index + 1} funded by ${demo.entityName}`,
        fundedOn: day(submittedAt, ago),
        reference: `https://records.example.com/${demo.state.toLowerCase()}/${2025 - index}-${1000 + index}`,
      })),
      pledgeVersion: CURRENT_PLEDGE_VERSION,
      submittedAt,
      checks: [...demo.checks],
      decidedAt: approvedAt,
    });
    if (approvedAt) {
      await tx
        .update(lenders)
        .set({
          verifiedAt: approvedAt,
          verifiedUntil: verificationExpiry(approvedAt),
          verifiedChecks: [...demo.checks],
        })
        .where(inArray(lenders.id, [lender.id]));
    }
    inserted += 1;
  }
  return inserted;
}
