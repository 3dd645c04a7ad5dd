/**
 * The demo borrower's loan requests, each sent to several catalogue lenders whose responses
 * cover every submission status, plus requests addressed to the approved demo lender's
 * company (two of them anonymous, from visitors who have no account yet: one confirmed through
 * its mailed link, one not, which the lender sees as 'Email not confirmed'; issue 27 item 5).
 */
import { inArray } from "drizzle-orm";
import type { LenderAnswer } from "@/domain/contract/loan-requests";
import type { DeclineReason } from "@/domain/loan-requests/decline-reasons";
import type { SubmissionStatus } from "@/domain/reference/statuses";
import type { Executor } from "../client";
import { type InquiryOverrides, insertInquiryWithSubmissions } from "../factories";
import { lenders } from "../schema";
import { DEMO_LENDER_SLUG } from "./demo-accounts";

interface DemoInquiry {
  /** From the demo borrower's account, or anonymous (borrower_id null, fields.userEmail). */
  borrower: boolean;
  /** Anonymous only: its email's owner confirmed it (an hour after sending). */
  emailConfirmed?: boolean;
  daysAgo: number;
  /** The lender the request was addressed to. */
  lender: string;
  fields: InquiryOverrides;
  submissions: readonly (readonly [slug: string, status: SubmissionStatus, answer?: DemoAnswer])[];
}

/** A lender's own answer to a submission (lender workspace), a day after it arrived. */
interface DemoAnswer {
  answer: LenderAnswer;
  note: string;
  /** Issue 35: every decline has a reason. */
  declineReason?: DeclineReason;
}

const BORROWER = { creditScore: 712, experienceYears: "3-5" } as const;

const DEMO_INQUIRIES: readonly DemoInquiry[] = [
  {
    borrower: true,
    daysAgo: 3,
    lender: DEMO_LENDER_SLUG,
    fields: {
      ...BORROWER,
      customName: "Elm Street Flip",
      loanAmount: 285_000,
      loanPurpose: "fix_and_flip",
      investmentType: "fix_and_flip",
      propertyType: "Non-owner occupied 1-4 family real estate",
      propertyAddress: "1408 Elm Street",
      propertyCity: "Austin",
      propertyState: "TX",
      propertyZip: "78702",
      timelineNeeded: "Within 30 days",
      additionalNotes: "3 bed / 2 bath, $65k rehab budget, ARV around $410k. Under contract.",
    },
    submissions: [
      [DEMO_LENDER_SLUG, "no_reply"],
      [
        "stonefield-national-lending",
        "active_communications",
        {
          answer: "interested",
          note: "We can do 90% of cost and 100% of rehab. Let's talk this week.",
        },
      ],
      ["halcyon-street-capital", "submitted_application"],
    ],
  },
  {
    borrower: true,
    daysAgo: 8,
    lender: DEMO_LENDER_SLUG,
    fields: {
      ...BORROWER,
      customName: null,
      loanAmount: 1_200_000,
      loanPurpose: "construction",
      investmentType: "construction",
      propertyType: "Townhome",
      propertyCity: "Dallas",
      propertyState: "TX",
      propertyZip: "75204",
      timelineNeeded: "1-2 months",
      additionalNotes: "Four townhomes on an entitled infill lot; permits expected next month.",
    },
    submissions: [
      [DEMO_LENDER_SLUG, "submitted_application"],
      ["stonefield-national-lending", "no_reply"],
    ],
  },
  {
    borrower: true,
    daysAgo: 18,
    lender: "red-clay-capital-partners",
    fields: {
      ...BORROWER,
      customName: "Maple Avenue Duplex",
      loanAmount: 420_000,
      loanPurpose: "rental_property",
      investmentType: "rental_property",
      propertyType: "Non-owner occupied 1-4 family real estate",
      propertyAddress: "77 Maple Avenue",
      propertyCity: "Atlanta",
      propertyState: "GA",
      propertyZip: "30310",
      timelineNeeded: "Within 30 days",
      additionalNotes: "Both units leased at $1,850/month. Cash-out refinance.",
    },
    submissions: [
      [
        "red-clay-capital-partners",
        "approved_application",
        { answer: "interested", note: "DSCR of 1.3 works for us; term sheet attached by email." },
      ],
      ["hearthline-dscr-lending", "active_communications"],
      [
        "westwind-property-finance",
        "declined",
        {
          answer: "declined",
          note: "We don't lend in Georgia at the moment.",
          declineReason: "outside_area",
        },
      ],
    ],
  },
  {
    borrower: true,
    daysAgo: 30,
    lender: DEMO_LENDER_SLUG,
    fields: {
      ...BORROWER,
      customName: "Oak Hollow Rental",
      loanAmount: 230_000,
      loanPurpose: "rental_property",
      investmentType: "rental_property",
      propertyType: "Non-owner occupied 1-4 family real estate",
      propertyCity: "Shreveport",
      propertyState: "LA",
      propertyZip: "71104",
      status: "approved",
      lenderNotes: "Term sheet sent; waiting on the lease and insurance quote.",
    },
    submissions: [[DEMO_LENDER_SLUG, "active_communications"]],
  },
  {
    borrower: true,
    daysAgo: 45,
    lender: "bluewater-bridge-lending",
    fields: {
      ...BORROWER,
      customName: "Riverside Bridge Refi",
      loanAmount: 650_000,
      loanPurpose: "bridge_loan",
      investmentType: "bridge",
      propertyType: "Multifamily",
      propertyCity: "Tampa",
      propertyState: "FL",
      propertyZip: "33606",
      timelineNeeded: "ASAP",
      status: "approved",
      additionalNotes: "Eight-unit building, 75% occupied; refinance out of a maturing loan.",
    },
    submissions: [
      ["bluewater-bridge-lending", "funded"],
      ["stonefield-national-lending", "declined"],
      ["coral-key-investor-finance", "declined"],
    ],
  },
  {
    borrower: true,
    daysAgo: 95,
    lender: "ironbark-real-estate-finance",
    fields: {
      ...BORROWER,
      customName: "Lakeview Lots",
      loanAmount: 150_000,
      loanPurpose: "land",
      investmentType: "land",
      propertyType: "Land",
      propertyCity: "Pueblo",
      propertyState: "CO",
      propertyZip: "81003",
      status: "declined",
      archived: true,
      additionalNotes: "Two platted lots with utilities at the street.",
    },
    submissions: [
      ["ironbark-real-estate-finance", "declined"],
      ["high-desert-land-lot-finance", "no_reply"],
    ],
  },
  {
    borrower: false,
    // Confirmed, so it reaches the account this email signs up with (e2e/accounts.spec.ts).
    emailConfirmed: true,
    daysAgo: 1,
    lender: DEMO_LENDER_SLUG,
    fields: {
      userEmail: "new.investor@example.com",
      customName: null,
      loanAmount: 180_000,
      loanPurpose: "fix_and_flip",
      investmentType: "fix_and_flip",
      propertyType: "Non-owner occupied 1-4 family real estate",
      propertyState: "OK",
      timelineNeeded: "ASAP",
      creditScore: 680,
      experienceYears: "1-2",
      contactPhone: "(918) 555-0166",
      additionalNotes: "First flip in Tulsa. Phone: (918) 555-0166. Experience: 1-2 properties.",
    },
    submissions: [[DEMO_LENDER_SLUG, "no_reply"]],
  },
  {
    borrower: false,
    daysAgo: 2,
    lender: DEMO_LENDER_SLUG,
    fields: {
      userEmail: "rental.buyer@example.com",
      customName: null,
      loanAmount: 320_000,
      loanPurpose: "rental_property",
      investmentType: "rental_property",
      propertyType: "Non-owner occupied 1-4 family real estate",
      propertyState: "CO",
      timelineNeeded: "ASAP",
      creditScore: 735,
      experienceYears: "3-5",
      contactPhone: "(719) 555-0123",
      additionalNotes: "Duplex in Colorado Springs, leased at $2,900 a month.",
    },
    submissions: [[DEMO_LENDER_SLUG, "no_reply"]],
  },
];

/** Inserts the demo requests and their submissions; returns how many requests were written. */
export async function insertDemoInquiries(
  tx: Executor,
  borrower: { id: string; email: string },
  now: Date,
): Promise<number> {
  const slugs = new Set(
    DEMO_INQUIRIES.flatMap((i) => [i.lender, ...i.submissions.map(([s]) => s)]),
  );
  const rows = await tx
    .select({ id: lenders.id, slug: lenders.slug })
    .from(lenders)
    .where(inArray(lenders.slug, [...slugs]));
  const idOf = (slug: string): string => {
    const found = rows.find((row) => row.slug === slug);
    if (!found) throw new Error(`Demo inquiry lender ${slug} not found`);
    return found.id;
  };
  for (const inquiry of DEMO_INQUIRIES) {
    const createdAt = new Date(now.getTime() - inquiry.daysAgo * 86_400_000);
    await insertInquiryWithSubmissions(
      tx,
      {
        ...inquiry.fields,
        borrowerId: inquiry.borrower ? borrower.id : null,
        userEmail: inquiry.borrower ? borrower.email : (inquiry.fields.userEmail ?? null),
        lenderId: idOf(inquiry.lender),
        emailConfirmedAt:
          !inquiry.borrower && inquiry.emailConfirmed
            ? new Date(createdAt.getTime() + 3_600_000)
            : null,
        createdAt,
        updatedAt: createdAt,
      },
      inquiry.submissions.map(([slug, status, answer], index) => {
        const at = new Date(createdAt.getTime() + (index + 1) * 3_600_000);
        const answeredAt = new Date(at.getTime() + 86_400_000);
        const answered = answer && {
          lenderAnswer: answer.answer,
          lenderNote: answer.note,
          declineReason: answer.declineReason ?? null,
          answeredAt,
          // Every demo answer has a note or a reason: substantive (issue 35).
          firstAnsweredAt: answeredAt,
        };
        return { lenderId: idOf(slug), status, createdAt: at, updatedAt: at, ...answered };
      }),
    );
  }
  return DEMO_INQUIRIES.length;
}
