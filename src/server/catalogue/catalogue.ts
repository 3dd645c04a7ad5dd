/**
 * One version of the public catalogue: every active lender with its active products, already
 * in the API's DTO shapes, plus what makes a search cheap: lenders indexed by id, slug and
 * loan type, each state list pre-parsed, lists pre-sorted per sort order, and the latest
 * search answers. Immutable once built. A write makes a new Catalogue with `withChanges`,
 * which shares nothing mutable with the old one but patches its indexes (filter out the
 * changed lenders, insert their new versions by binary search; the id and slug maps are
 * layered, so only the keys changed since their base are copied) instead of rebuilding them,
 * so a write costs a search in proportion to what it changed (docs/decisions/incremental-catalogue.md).
 */
import type { PublicLender, PublicLoanProduct } from "@/domain/lenders/lender-dto";
import type { LoanType } from "@/domain/reference/loan-types";
import { type LenderStates, lenderStatesOf } from "@/domain/reference/us-states";
import { candidateOrderOf } from "@/domain/search/engine/candidate-order";
import {
  patchedSearchColumns,
  type SearchColumns,
  searchColumns,
  searchColumnsWriter,
} from "@/domain/search/engine/columns";
import { type LenderCandidate, stateMatcher } from "@/domain/search/lender-filter";
import {
  compareLenderNames,
  lenderComparator,
  lenderPrimaryComparator,
} from "@/domain/search/lender-sort";
import type { SortOption } from "@/domain/search/search-filters";
import { BoundedMap } from "./bounded-map";
import { forEachInSlices, sortInSlices } from "./in-slices";
import { LayeredMap } from "./layered-map";

/** Search answers kept per catalogue version (the listing pages' common queries). */
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

type Compare = (a: CatalogueEntry, b: CatalogueEntry) => number;

const bySlug: Compare = (a, b) =>
  a.lender.slug < b.lender.slug ? -1 : a.lender.slug > b.lender.slug ? 1 : 0;

/**
 * The search columns of each sorted list, built on its first search. Keyed by the list
 * itself: a version that did not touch a loan type shares that type's lists, and so their
 * columns; a patched list is a new array and gets new columns.
 */
const columnsOfList = new WeakMap<readonly CatalogueEntry[], SearchColumns>();

/**
 * A patched list whose previous version has columns (or one patched from such a list, with
 * no search in between): its columns are those, patched (rows copied, only the changed
 * lenders read). It points at the list that has columns, never at a chain of lists, and is
 * dropped once used.
 */
const patchedFrom = new WeakMap<
  readonly CatalogueEntry[],
  { previous: readonly CatalogueEntry[]; gone: ReadonlySet<CatalogueEntry> }
>();

/**
 * Records that `patched` is `list` without `gone` and with new entries: its columns, when
 * first asked for, are patched from the last version of the list that has columns. Writes
 * between two searches of a list chain (the gone entries add up), so a list searched after
 * several writes is still patched, not built afresh (at 100,000 lenders a build is hundreds
 * of milliseconds, a patch a copy of rows). Past a quarter of the list gone, it is built.
 */
function chainPatch(
  list: readonly CatalogueEntry[],
  patched: readonly CatalogueEntry[],
  gone: readonly CatalogueEntry[],
): void {
  if (columnsOfList.has(list)) {
    patchedFrom.set(patched, { previous: list, gone: new Set(gone) });
    return;
  }
  const pending = patchedFrom.get(list);
  if (!pending) return;
  const all = new Set(pending.gone);
  for (const entry of gone) all.add(entry);
  if (all.size <= Math.max(64, pending.previous.length / 4)) {
    patchedFrom.set(patched, { previous: pending.previous, gone: all });
  }
}

function columnsOf(list: readonly CatalogueEntry[], type: LoanType): SearchColumns {
  let columns = columnsOfList.get(list);
  if (!columns) {
    const patch = patchedFrom.get(list);
    const previous = patch && columnsOfList.get(patch.previous);
    columns =
      patch && previous
        ? patchedSearchColumns(patch.previous, previous, patch.gone, list)
        : searchColumns(list, type);
    columnsOfList.set(list, columns);
    patchedFrom.delete(list);
  }
  return columns;
}

/**
 * columnsOf, with a list's first build spread over event-loop turns (a patch, a copy of rows,
 * stays in one). Concurrent callers for one list share the build.
 */
const columnsBuilding = new WeakMap<readonly CatalogueEntry[], Promise<void>>();

function prepareColumns(list: readonly CatalogueEntry[], type: LoanType): Promise<void> {
  if (columnsOfList.has(list)) return Promise.resolve();
  const patch = patchedFrom.get(list);
  if (patch && columnsOfList.has(patch.previous)) {
    columnsOf(list, type);
    return Promise.resolve();
  }
  let building = columnsBuilding.get(list);
  if (!building) {
    const writer = searchColumnsWriter(list, type);
    building = forEachInSlices(list.length, writer.write).then(() => {
      // A synchronous build meanwhile (a caller of searchIndex) is kept: same columns.
      if (!columnsOfList.has(list)) columnsOfList.set(list, writer.columns);
      patchedFrom.delete(list);
      columnsBuilding.delete(list);
    });
    columnsBuilding.set(list, building);
  }
  return building;
}

/** An order the indexes keep: a sort option's, or by name (for most-relevant, see candidateOrderOf). */
export type IndexOrder = SortOption | "name";

/** The domain's comparison for an index order (lender-sort.ts). */
function orderComparator(order: IndexOrder, type: LoanType): Compare {
  return order === "name" ? compareLenderNames : lenderComparator(order, type);
}

/** The index of the first element of `list` that does not sort before `entry` (after, if `after`). */
function bound(
  list: readonly CatalogueEntry[],
  entry: CatalogueEntry,
  compare: Compare,
  after: boolean,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = compare(list[middle] as CatalogueEntry, entry);
    if (order < 0 || (after && order === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `list` (in `compare` order) without `gone` (entries it holds) and with `fresh` inserted in
 * order. Both found by binary search: the orders are total (they end with name, then id), so
 * a write costs a copy of the list and a few moves, not a pass over every lender.
 */
function patchList(
  list: readonly CatalogueEntry[],
  gone: readonly CatalogueEntry[],
  fresh: readonly CatalogueEntry[],
  compare: Compare,
): CatalogueEntry[] {
  const result = list.slice();
  for (const entry of gone) {
    const at = bound(result, entry, compare, false);
    const index = result[at] === entry ? at : result.indexOf(entry);
    if (index >= 0) result.splice(index, 1);
  }
  for (const entry of fresh) result.splice(bound(result, entry, compare, true), 0, entry);
  return result;
}

interface Indexes {
  /** Layered: a version copies only the keys changed since the last compaction (layered-map.ts). */
  byId: LayeredMap<string, CatalogueEntry>;
  bySlug: LayeredMap<string, CatalogueEntry>;
  byType: Map<LoanType, CatalogueEntry[]>;
  sorted: Map<string, CatalogueEntry[]>;
}

function buildIndexes(entries: readonly CatalogueEntry[]): Indexes {
  const indexes: Indexes = {
    byId: LayeredMap.over(new Map(entries.map((entry) => [entry.lender.id, entry] as const))),
    bySlug: LayeredMap.over(new Map(entries.map((entry) => [entry.lender.slug, entry] as const))),
    byType: new Map(),
    sorted: new Map(),
  };
  for (const entry of entries) {
    for (const type of entry.productTypes) {
      const list = indexes.byType.get(type);
      if (list) list.push(entry);
      else indexes.byType.set(type, [entry]);
    }
  }
  return indexes;
}

/**
 * A catalogue built batch by batch (the start-up load), so that no one step holds the event
 * loop for the whole catalogue: batches are kept as they arrive (and put in the id and slug
 * maps), then sorted by slug in slices (sortInSlices) when built. Merging each batch into the
 * slug order as it came copied the whole list per batch: quadratic, ~400 MB of garbage at
 * 100,000 lenders.
 */
export class CatalogueBuilder {
  private readonly entries: CatalogueEntry[] = [];
  private readonly byId = new Map<string, CatalogueEntry>();
  private readonly bySlug = new Map<string, CatalogueEntry>();

  /** Adds lenders not added before (in any order). */
  add(batch: readonly CatalogueEntry[]): void {
    for (const entry of batch) {
      this.entries.push(entry);
      this.byId.set(entry.lender.id, entry);
      this.bySlug.set(entry.lender.slug, entry);
    }
  }

  /**
   * The catalogue of every lender added; the builder is not to be used again. The per-type
   * lists are built `perTurn` lenders at a time, yielding to the event loop in between (a
   * pass over 100,000 lenders held it for tens of milliseconds).
   */
  async build(version: number, perTurn = 10_000): Promise<Catalogue> {
    const entries = await sortInSlices(this.entries, bySlug);
    const byType = new Map<LoanType, CatalogueEntry[]>();
    for (let start = 0; start < entries.length; start += perTurn) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const end = Math.min(entries.length, start + perTurn);
      for (let i = start; i < end; i++) {
        const entry = entries[i] as CatalogueEntry;
        for (const type of entry.productTypes) {
          const list = byType.get(type);
          if (list) list.push(entry);
          else byType.set(type, [entry]);
        }
      }
    }
    return new Catalogue(version, entries, {
      byId: LayeredMap.over(this.byId),
      bySlug: LayeredMap.over(this.bySlug),
      byType,
      sorted: new Map(),
    });
  }
}

/**
 * An answer derived from the catalogue (a search page, a profile), kept across versions while
 * no change touches it.
 */
export interface KeptAnswer {
  readonly value: unknown;
  /** Whether a lender's change, from `before` to `after` (undefined: absent), can change it. */
  readonly dependsOn: (
    before: CatalogueEntry | undefined,
    after: CatalogueEntry | undefined,
  ) => boolean;
}

export class Catalogue {
  private readonly indexes: Indexes;
  private readonly memos = new Map<string, unknown>();
  /** Sorts running in slices (sortOfferingInSlices), by index key. */
  private readonly sorting = new Map<string, Promise<readonly CatalogueEntry[]>>();
  /** Answers (searches, profiles) by key, for this version only (services/lenders). */
  readonly searchResults = new BoundedMap<string, KeptAnswer>(SEARCH_RESULTS_KEPT);

  /**
   * @param version the catalogue_version the rows were read with (same snapshot)
   * @param entries active lenders, ordered by slug
   */
  constructor(
    readonly version: number,
    readonly entries: readonly CatalogueEntry[],
    indexes?: Indexes,
  ) {
    this.indexes = indexes ?? buildIndexes(entries);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The active lender with this slug. */
  lender(slug: string): CatalogueEntry | undefined {
    return this.indexes.bySlug.get(slug);
  }

  /** The active lender with this id. */
  lenderById(id: string): CatalogueEntry | undefined {
    return this.indexes.byId.get(id);
  }

  /** Active lenders with an active product of the type (the listing's 'of Y lenders'). */
  offering(type: LoanType): readonly CatalogueEntry[] {
    return this.indexes.byType.get(type) ?? [];
  }

  /** The type's lenders in an index order, sorted once per type and order, then patched. */
  sortedOffering(type: LoanType, order: IndexOrder): readonly CatalogueEntry[] {
    const key = `${type} ${order}`;
    let list = this.indexes.sorted.get(key);
    if (!list) {
      // By name with the collator once per type; every other order is a stable sort of that
      // list by the order's numbers alone (lenderPrimaryComparator): same order, no collation.
      list =
        order === "name"
          ? [...this.offering(type)].sort(compareLenderNames)
          : [...this.sortedOffering(type, "name")].sort(lenderPrimaryComparator(order, type));
      this.indexes.sorted.set(key, list);
    }
    return list;
  }

  /**
   * sortedOffering, with a first sort spread over event-loop turns (sortInSlices: the same
   * order). Concurrent callers share the sort; a list sorted meanwhile in one turn is kept.
   */
  private async sortOfferingInSlices(
    type: LoanType,
    order: IndexOrder,
  ): Promise<readonly CatalogueEntry[]> {
    const key = `${type} ${order}`;
    const known = this.indexes.sorted.get(key);
    if (known) return known;
    let sorting = this.sorting.get(key);
    if (!sorting) {
      sorting = (async () => {
        const list =
          order === "name"
            ? await sortInSlices(this.offering(type), compareLenderNames)
            : await sortInSlices(
                await this.sortOfferingInSlices(type, "name"),
                lenderPrimaryComparator(order, type),
              );
        const meanwhile = this.indexes.sorted.get(key);
        if (meanwhile) return meanwhile;
        this.indexes.sorted.set(key, list);
        return list;
      })().finally(() => this.sorting.delete(key));
      this.sorting.set(key, sorting);
    }
    return sorting;
  }

  /**
   * Builds what searchIndex(type, sortBy) reads (the sorted list and its columns) if not built
   * yet, in slices of a few milliseconds each (in-slices.ts): at 100,000 lenders a first sort
   * by name or a first columns build held the event loop for hundreds of milliseconds.
   * searchIndex is then a lookup.
   */
  async prepareSearchIndex(type: LoanType, sortBy: SortOption): Promise<void> {
    const candidates = await this.sortOfferingInSlices(type, candidateOrderOf(sortBy));
    await prepareColumns(candidates, type);
  }

  /**
   * The lenders a search for `sortBy` can return, in the order the domain's searchColumnsOf
   * needs (candidateOrderOf): those offering the type that lend in the state or have not said
   * where they lend. A superset of what the domain's filter keeps (the domain still decides).
   */
  candidates(
    type: LoanType,
    stateCode: string | null | undefined,
    sortBy: SortOption,
  ): readonly CatalogueEntry[] {
    const sorted = this.sortedOffering(type, candidateOrderOf(sortBy));
    if (!stateCode) return sorted;
    const inState = stateMatcher(stateCode);
    return sorted.filter((entry) => inState(entry.states));
  }

  /**
   * What a search of the type sorted by `sortBy` reads: every lender offering the type, in
   * the order the domain's searchColumnsOf needs (candidateOrderOf), and their columns.
   */
  searchIndex(
    type: LoanType,
    sortBy: SortOption,
  ): { candidates: readonly CatalogueEntry[]; columns: SearchColumns } {
    const candidates = this.sortedOffering(type, candidateOrderOf(sortBy));
    return { candidates, columns: columnsOf(candidates, type) };
  }

  /** A value derived from this catalogue (e.g. the sitemap), built once per version. */
  memo<T>(key: string, build: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, build());
    return this.memos.get(key) as T;
  }

  /**
   * The next version: the lenders `changed` lists are dropped and `fresh` (their current
   * state, active ones only, any order) put in. Indexes already built are patched, not
   * rebuilt; memos and search answers start empty.
   */
  withChanges(
    version: number,
    changedIds: Iterable<string>,
    fresh: readonly CatalogueEntry[],
  ): Catalogue {
    const changed = new Set(changedIds);
    for (const entry of fresh) changed.add(entry.lender.id);
    const old = this.indexes;
    const gone = [...changed].flatMap((id) => old.byId.get(id) ?? []);
    const touched = new Set<LoanType>();
    for (const entry of [...gone, ...fresh]) for (const t of entry.productTypes) touched.add(t);

    const byId = old.byId.with(
      gone.map((entry) => entry.lender.id),
      fresh.map((entry) => [entry.lender.id, entry] as const),
    );
    const slugs = old.bySlug.with(
      gone.map((entry) => entry.lender.slug),
      fresh.map((entry) => [entry.lender.slug, entry] as const),
    );
    const ofType = (list: readonly CatalogueEntry[], type: LoanType) =>
      list.filter((entry) => entry.productTypes.includes(type));
    const byType = new Map<LoanType, CatalogueEntry[]>(old.byType);
    for (const type of touched) {
      byType.set(
        type,
        patchList(old.byType.get(type) ?? [], ofType(gone, type), ofType(fresh, type), bySlug),
      );
    }
    const sorted = new Map<string, CatalogueEntry[]>();
    for (const [key, list] of old.sorted) {
      const [type, order] = key.split(" ") as [LoanType, IndexOrder];
      if (!touched.has(type)) {
        sorted.set(key, list);
        continue;
      }
      const goneOfType = ofType(gone, type);
      const patched = patchList(
        list,
        goneOfType,
        ofType(fresh, type),
        orderComparator(order, type),
      );
      sorted.set(key, patched);
      chainPatch(list, patched, goneOfType);
    }
    const entries = patchList(this.entries, gone, fresh, bySlug);
    const next = new Catalogue(version, entries, { byId, bySlug: slugs, byType, sorted });
    // Answers no change can touch stay (in their LRU order): a write invalidates the searches
    // its lender matches (before or after), not every search.
    const pairs = [...changed].map((id) => [old.byId.get(id), byId.get(id)] as const);
    for (const [key, answer] of this.searchResults.entries()) {
      if (!pairs.some(([before, after]) => answer.dependsOn(before, after))) {
        next.searchResults.set(key, answer);
      }
    }
    return next;
  }
}
