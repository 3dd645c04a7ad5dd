/**
 * Lender rows for tests and seeds: `buildLender` gives a complete, valid, unique lender (a
 * Texas lender with typical figures) that overrides adjust; `insertLender` writes one,
 * `insertLenderWithProducts` writes one with its loan products.
 */
import type { LoanType } from "@/domain/reference/loan-types";
import { toStoredLenderState } from "@/domain/reference/us-states";
import type { Executor } from "../client";
import { lenders, loanProducts } from "../schema";
import { DEFAULT_BATCH_SIZE } from "./batch";
import {
  buildLoanProduct,
  type LoanProductOptions,
  type LoanProductOverrides,
  type LoanProductRow,
} from "./loan-product-factory";
import { exampleDomain, slugify } from "./slug";

export type LenderInsert = typeof lenders.$inferInsert;
export type LenderRow = typeof lenders.$inferSelect;
/**
 * Column overrides; `state` may also be given in the old text form ("Texas, Ohio", "Unknown"),
 * stored through the domain's toStoredLenderState like any user input.
 */
export type LenderOverrides = Omit<Partial<LenderInsert>, "state"> & {
  state?: string | readonly string[] | null;
};

let sequence = 0;

/** 1, 2, 3... per process: default names and slugs stay unique within a test file. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

/** Slug, email and website for a company name, on a reserved example.com domain. */
export function lenderIdentity(companyName: string) {
  const domain = exampleDomain(companyName);
  return {
    companyName,
    slug: slugify(companyName),
    email: `info@${domain}`,
    website: `https://${domain}`,
  };
}

export function buildLender(overrides: LenderOverrides = {}): LenderInsert {
  const { state, ...columns } = overrides;
  const companyName = overrides.companyName ?? `Test Lender ${nextSequence()}`;
  return {
    ...lenderIdentity(companyName),
    phone: "(512) 555-0100",
    description:
      "A private lender for real-estate investors. Funds purchases and renovations with quick, asset-based decisions.",
    state: ["Texas"],
    yearsInBusiness: 8,
    totalLoansFunded: 450,
    averageFundingTime: 10,
    minimumLoanAmount: 75_000,
    maximumLoanAmount: 2_500_000,
    reviewScore: 4.5,
    totalReviews: 120,
    isActive: true,
    acceptingLeads: true,
    ...columns,
    ...(state !== undefined ? { state: toStoredLenderState(state) } : {}),
  };
}

export async function insertLender(
  db: Executor,
  overrides: LenderOverrides = {},
): Promise<LenderRow> {
  const [row] = await db.insert(lenders).values(buildLender(overrides)).returning();
  if (!row) throw new Error("Lender insert returned no row");
  return row;
}

/** Inserts ready-made lender rows in batches; returns id and slug of each, in input order. */
export async function insertLenders(
  db: Executor,
  rows: readonly LenderInsert[],
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<{ id: string; slug: string }[]> {
  const inserted: { id: string; slug: string }[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const returned = await db
      .insert(lenders)
      .values(batch)
      .returning({ id: lenders.id, slug: lenders.slug });
    const bySlug = new Map(returned.map((row) => [row.slug, row.id]));
    for (const row of batch) {
      const id = bySlug.get(row.slug);
      if (!id) throw new Error(`Lender ${row.slug} was not inserted`);
      inserted.push({ id, slug: row.slug });
    }
  }
  return inserted;
}

/** A product to create with a lender: its type plus optional column overrides. */
export type ProductSpec = LoanType | { type: LoanType; overrides?: LoanProductOverrides };

/**
 * A lender with loan products, e.g.
 * `insertLenderWithProducts(db, { state: "Ohio" }, ["fix_and_flip", { type: "land", overrides: { minimumFico: 700 } }])`.
 */
export async function insertLenderWithProducts(
  db: Executor,
  overrides: LenderOverrides = {},
  products: readonly ProductSpec[] = ["fix_and_flip"],
  productOptions: LoanProductOptions = {},
): Promise<{ lender: LenderRow; products: LoanProductRow[] }> {
  const lender = await insertLender(db, overrides);
  const rows = products.map((spec) =>
    typeof spec === "string"
      ? buildLoanProduct(lender.id, spec, {}, productOptions)
      : buildLoanProduct(lender.id, spec.type, spec.overrides, productOptions),
  );
  const stored = rows.length > 0 ? await db.insert(loanProducts).values(rows).returning() : [];
  return { lender, products: stored };
}
