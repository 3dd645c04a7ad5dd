/**
 * A compact description of a lender (name, markets, products, how complete and how fresh its
 * data is) and its expansion into insertable lender and loan product rows. The demo catalogue
 * writes these by hand; the synthetic generator draws them at random.
 */
import type { LoanType } from "@/domain/reference/loan-types";
import type { StateCode } from "@/domain/reference/us-states";
import { DEFAULT_LENDER_TIME_ZONE, type UsTimeZone } from "@/domain/reference/us-time-zones";
import {
  type LenderInsert,
  type LoanProductInsert,
  type LoanProductOverrides,
  loanProductFields,
  type ProductDetail,
  type Random,
  slugify,
} from "../factories";

/** How recently the products were updated: ≤30 days, 31-60 days, or older (spec 4). */
export type Freshness = "fresh" | "recent" | "stale";

/** The demo's headquarters clocks: the state's main zone (split states by their larger part). */
const HQ_ZONES: Partial<Record<StateCode, UsTimeZone>> = {
  AL: "America/Chicago",
  AR: "America/Chicago",
  IA: "America/Chicago",
  IL: "America/Chicago",
  KS: "America/Chicago",
  LA: "America/Chicago",
  MN: "America/Chicago",
  MO: "America/Chicago",
  MS: "America/Chicago",
  ND: "America/Chicago",
  NE: "America/Chicago",
  OK: "America/Chicago",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  WI: "America/Chicago",
  CO: "America/Denver",
  ID: "America/Denver",
  MT: "America/Denver",
  NM: "America/Denver",
  UT: "America/Denver",
  WY: "America/Denver",
  AZ: "America/Phoenix",
  CA: "America/Los_Angeles",
  NV: "America/Los_Angeles",
  OR: "America/Los_Angeles",
  WA: "America/Los_Angeles",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
};

export function hqTimeZone(state: StateCode): UsTimeZone {
  return HQ_ZONES[state] ?? DEFAULT_LENDER_TIME_ZONE;
}

export interface Headquarters {
  city: string;
  state: StateCode;
  zip: string;
  /** Telephone area code; numbers use the fictional 555-01xx range. */
  area: string;
}

export interface LenderSpec {
  name: string;
  /** Defaults to the slug of the name. */
  slug?: string;
  /** The stored lenders.state: state names, ['Unknown'], or null. */
  state: readonly string[] | null;
  hq: Headquarters | null;
  products: readonly LoanType[];
  detail: ProductDetail;
  freshness: Freshness;
  description: string | null;
  /** Figures left undefined are drawn from the generator (or left empty for sparse lenders). */
  yearsInBusiness?: number | null;
  loansFunded?: number | null;
  fundingDays?: number | null;
  /**
   * Whether an admin confirmed years in business and loans funded (issue 27); defaults to
   * true for the full, hand-checked profiles and false (shown 'reported by the lender') else.
   */
  trackRecordConfirmed?: boolean;
  /** A company name the lender asked for, waiting for an admin's approval (issue 27). */
  pendingCompanyName?: string;
  rating?: readonly [score: number, count: number] | null;
  /** The lender's base minimum credit score; null for "no minimum". */
  minFico?: number | null;
  isActive?: boolean;
  acceptingLeads?: boolean;
  /** Values a product must have (e.g. to match the description), applied over generated ones. */
  productOverrides?: Partial<Record<LoanType, LoanProductOverrides>>;
}

const STREETS = [
  "Main Street",
  "Commerce Street",
  "Market Street",
  "Oak Avenue",
  "Park Avenue",
  "Lakeview Drive",
  "Financial Plaza",
  "Center Parkway",
  "Elm Street",
  "Harbor Boulevard",
  "Riverside Drive",
  "Franklin Avenue",
] as const;

const AGE_DAYS: Record<Freshness, readonly [number, number]> = {
  fresh: [1, 30],
  recent: [31, 60],
  stale: [61, 240],
};

function draw<T>(value: T | undefined, generate: () => T): T {
  return value === undefined ? generate() : value;
}

export interface BuiltLender {
  lender: LenderInsert;
  /** The lender's products, once its id is known. */
  products(lenderId: string): LoanProductInsert[];
}

export function buildLenderFromSpec(spec: LenderSpec, rng: Random, now: Date): BuiltLender {
  const slug = spec.slug ?? slugify(spec.name);
  const domain = `${slug.replace(/-/g, "")}.example.com`;
  const sparse = spec.detail === "sparse";
  const full = spec.detail === "full";
  const [youngest, oldest] = AGE_DAYS[spec.freshness];
  const baseMinFico = draw(spec.minFico, () =>
    rng.chance(0.15) ? null : rng.pick([580, 600, 620, 640, 660, 680]),
  );
  const fundingDays = draw(spec.fundingDays, () =>
    sparse || rng.chance(0.1) ? null : rng.int(5, 45),
  );
  const fields: LoanProductOverrides[] = spec.products.map((type) => ({
    ...loanProductFields(type, {
      rng,
      detail: spec.detail,
      baseMinFico,
      now,
      ageDays: rng.int(youngest, oldest),
      domain,
      fundingDays,
    }),
    ...spec.productOverrides?.[type],
  }));
  const mins = fields.map((f) => f.loanAmountMin).filter((n): n is number => n != null);
  const maxes = fields.map((f) => f.loanAmountMax).filter((n): n is number => n != null);
  const years = draw(spec.yearsInBusiness, () => (sparse ? null : rng.int(2, 30)));
  const rating = draw(spec.rating, () =>
    sparse || rng.chance(0.15) ? null : ([rng.step(3.2, 5, 0.1), rng.int(4, 900)] as const),
  );
  const hq = spec.hq;
  const lender: LenderInsert = {
    companyName: spec.name,
    slug,
    email: sparse && rng.chance(0.5) ? null : `info@${domain}`,
    phone: sparse
      ? null
      : `(${hq?.area ?? "888"}) 555-01${String(rng.int(0, 99)).padStart(2, "0")}`,
    website: sparse || (!full && rng.chance(0.2)) ? null : `https://${domain}`,
    description: spec.description,
    address:
      full && hq
        ? `${rng.int(100, 9800)} ${rng.pick(STREETS)}, Suite ${rng.int(1, 9)}00, ${hq.city}, ${hq.state}`
        : null,
    zipCode: hq && !sparse ? hq.zip : null,
    licenseNumber:
      full && hq && rng.chance(0.6) ? `${hq.state}-RE-${rng.int(10_000, 99_999)}` : null,
    state: spec.state ? [...spec.state] : null,
    yearsInBusiness: years,
    totalLoansFunded: draw(spec.loansFunded, () =>
      years === null ? null : years * rng.int(15, 160),
    ),
    averageFundingTime: fundingDays,
    // No draw from rng: the demo data after these fields stays as it was.
    yearsInBusinessConfirmed: spec.trackRecordConfirmed ?? full,
    totalLoansFundedConfirmed: spec.trackRecordConfirmed ?? full,
    pendingCompanyName: spec.pendingCompanyName ?? null,
    minimumLoanAmount: sparse || mins.length === 0 ? null : Math.min(...mins),
    maximumLoanAmount: sparse || maxes.length === 0 ? null : Math.max(...maxes),
    reviewScore: rating ? rating[0] : null,
    totalReviews: rating ? rating[1] : null,
    googleReviewsUrl:
      rating && full && rng.chance(0.7) ? `https://reviews.example.com/${slug}` : null,
    statesSourceUrl:
      spec.state === null || sparse ? null : full ? `https://${domain}/markets` : "Lender provided",
    isActive: spec.isActive ?? true,
    acceptingLeads: spec.acceptingLeads ?? true,
    // Issue 35: the headquarters' clock (no rng draw: the data after it stays as it was).
    timeZone: hq ? hqTimeZone(hq.state) : DEFAULT_LENDER_TIME_ZONE,
    createdAt: new Date(now.getTime() - rng.int(oldest, oldest + 400) * 86_400_000),
  };
  return {
    lender,
    products: (lenderId) =>
      spec.products.map((type, index) => ({ ...fields[index], lenderId, productType: type })),
  };
}
