/**
 * One loaded version of the public catalogue: every active lender with its active products,
 * already in the API's DTO shapes, plus what makes a search cheap: lenders indexed by loan
 * type, each state list pre-parsed, lists pre-sorted per sort order, and the latest search
 * results. Immutable once built; a write to the database produces a new Catalogue (see
 * catalogue-cache.ts), so nothing here is ever invalidated piecemeal.
 */
import type { LenderSearchResponse, PublicLender, PublicLoanProduct } from "@/domain/lender-dto";
import type { LenderCandidate } from "@/domain/lender-filter";
import { sortLenders } from "@/domain/lender-sort";
import type { LoanType } from "@/domain/loan-types";
import { reviewsCriterion } from "@/domain/match-score";
import type { SortOption } from "@/domain/search-filters";
import { type LenderStates, lenderStatesOf, stateNameOfCode } from "@/domain/us-states";
import { BoundedMap } from "./bounded-map";

/** Search responses kept per catalogue version (the listing pages' common queries). */
export const SEARCH_RESULTS_KEPT = 500;

export interface CatalogueEntry extends LenderCandidate<PublicLender, PublicLoanProduct> {
  readonly lender: PublicLender;
  /** Active products in LOAN_TYPES order. */
  readonly products: readonly PublicLoanProduct[];
  readonly productTypes: readonly LoanType[];
  /**
   * The state names it lends in, or null when it has not said (null, empty or 'Unknown'),
   * which the state rule treats as matching every state. Read once from the stored list
   * (lenderStatesOf); the domain's filter and score read it, not the DTO's text.
   */
  readonly states: LenderStates;
}

/** `states` defaults to the lender's text form (tests and callers without the stored list). */
export function catalogueEntry(
  lender: PublicLender,
  products: readonly PublicLoanProduct[],
  states: LenderStates = lenderStatesOf(lender.state),
): CatalogueEntry {
  return {
    lender,
    products,
    productTypes: products.map((product) => product.productType),
    states,
  };
}

export class Catalogue {
  private readonly bySlug = new Map<string, CatalogueEntry>();
  private readonly byType = new Map<LoanType, CatalogueEntry[]>();
  private readonly memos = new Map<string, unknown>();
  /** Search responses by query (see services/find-lenders.ts). */
  readonly searchResults = new BoundedMap<string, LenderSearchResponse>(SEARCH_RESULTS_KEPT);

  /**
   * @param version the catalogue_version the rows were read with (same snapshot)
   * @param entries active lenders, in a stable order (by slug)
   */
  constructor(
    readonly version: number,
    readonly entries: readonly CatalogueEntry[],
  ) {
    for (const entry of entries) {
      this.bySlug.set(entry.lender.slug, entry);
      for (const type of entry.productTypes) {
        const list = this.byType.get(type);
        if (list) list.push(entry);
        else this.byType.set(type, [entry]);
      }
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** The active lender with this slug. */
  lender(slug: string): CatalogueEntry | undefined {
    return this.bySlug.get(slug);
  }

  /** Active lenders with an active product of the type (the listing's 'of Y lenders'). */
  offering(type: LoanType): readonly CatalogueEntry[] {
    return this.byType.get(type) ?? [];
  }

  /**
   * The lenders a search can return, in the order of `sortBy`: those offering the type that
   * lend in the state or have not said where they lend. A superset of what the domain's
   * filter keeps (the domain still decides), already in the order the domain's stable sort
   * will give them, so it finds most of the work done.
   */
  candidates(type: LoanType, stateCode: string | null | undefined, sortBy: SortOption) {
    const sorted = this.memo(`sorted ${type} ${sortBy}`, () =>
      presort(this.offering(type), sortBy, type),
    );
    if (!stateCode) return sorted;
    const name = stateNameOfCode(stateCode);
    return sorted.filter(
      (entry) => entry.states === null || (name !== undefined && entry.states.has(name)),
    );
  }

  /** A value derived from this catalogue (e.g. the sitemap), built once per version. */
  memo<T>(key: string, build: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, build());
    return this.memos.get(key) as T;
  }
}

/**
 * The entries in the domain's order for `sortBy`. Most-relevant depends on the filters, so it
 * is approximated by the one criterion that varies when none is set (reviews), then name.
 */
function presort(
  entries: readonly CatalogueEntry[],
  sortBy: SortOption,
  type: LoanType,
): CatalogueEntry[] {
  if (sortBy !== "most-relevant") return sortLenders(entries, sortBy, type);
  const ranked = entries.map((entry) => ({
    entry,
    lender: entry.lender,
    products: entry.products,
    match: { score: reviewsCriterion(entry.lender.reviewScore, entry.lender.totalReviews).value },
  }));
  return sortLenders(ranked, sortBy, type).map((item) => item.entry);
}
