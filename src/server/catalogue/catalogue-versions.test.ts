/**
 * Catalogue versions without a database: a catalogue built batch by batch (the start-up load)
 * equals one built at once, and after random writes patched in with `withChanges` every answer
 * the kept-answer cache gives (those a write could not change are carried over) equals the
 * answer of a fresh catalogue of the same lenders.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { PublicLender, PublicLoanProduct } from "@/domain/lenders/lender-dto";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { searchColumns } from "@/domain/search/engine/columns";
import { type SearchQuery, searchQuerySchema } from "@/domain/search/query-schema";
import { SORT_VALUES } from "@/domain/search/search-filters";
import {
  type Candidate,
  generator,
  randomCandidates,
  randomQuery,
} from "@/domain/search/test/search-fixtures";
import type { Database } from "../db/client";
import { findLenders } from "../services/lenders/find-lenders";
import { Catalogue, CatalogueBuilder, type CatalogueEntry, catalogueEntry } from "./catalogue";
import { CatalogueCache } from "./catalogue-cache";

/** A fixture lender as a catalogue entry (the search reads only the fixture's fields). */
function entryOf(candidate: Candidate, slug = candidate.lender.id): CatalogueEntry {
  const products = candidate.products.filter((p) => p.isActive !== false);
  return catalogueEntry(
    { ...candidate.lender, slug } as unknown as PublicLender,
    products as unknown as PublicLoanProduct[],
    candidate.states,
  );
}

const bySlug = (a: CatalogueEntry, b: CatalogueEntry) =>
  a.lender.slug < b.lender.slug ? -1 : a.lender.slug > b.lender.slug ? 1 : 0;

const freshCatalogue = (version: number, entries: Iterable<CatalogueEntry>) =>
  new Catalogue(version, [...entries].sort(bySlug));

/** A cache that always holds `get()`'s catalogue (no database). */
function cacheOf(get: () => Catalogue): CatalogueCache {
  return new CatalogueCache({} as Database, {
    load: async () => get(),
    update: async () => get(),
    readVersion: async () => get().version,
  });
}

/** Random listing queries, parsed as the route parses them (invalid ones left out). */
function queriesOf(seed: number, count: number): SearchQuery[] {
  const random = generator(seed);
  const queries: SearchQuery[] = [];
  while (queries.length < count) {
    const raw = Object.entries(randomQuery(random)).filter(([, v]) => v !== undefined);
    const parsed = searchQuerySchema.safeParse(
      Object.fromEntries(raw.map(([k, v]) => [k, String(v)])),
    );
    if (parsed.success) queries.push(parsed.data);
  }
  return queries;
}

const shape = (catalogue: Catalogue) => ({
  slugs: catalogue.entries.map((e) => e.lender.slug),
  byId: catalogue.entries.map((e) => catalogue.lenderById(e.lender.id)?.lender.slug),
  bySlug: catalogue.entries.map((e) => catalogue.lender(e.lender.slug)?.lender.id),
  offering: LOAN_TYPES.map((type) => catalogue.offering(type).map((e) => e.lender.id)),
});

describe("CatalogueBuilder", () => {
  test("batches in any order make the catalogue that all lenders at once make", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 10_000 }),
        async (count, batchSize, seed) => {
          const random = generator(seed);
          // Slugs unrelated to the id order, as the load reads batches by id.
          const entries = randomCandidates(count, seed).map((c) =>
            entryOf(c, `s-${Math.floor(random.next() * 1e9)}-${c.lender.id}`),
          );
          const builder = new CatalogueBuilder();
          for (let start = 0; start < entries.length; start += batchSize)
            builder.add(entries.slice(start, start + batchSize).sort(bySlug));
          // A small turn size: the per-type lists are built across several turns.
          expect(shape(await builder.build(3, 7))).toEqual(shape(freshCatalogue(3, entries)));
        },
      ),
      { seed: 1401, numRuns: 200 },
    );
  });
});

describe("prepareSearchIndex", () => {
  test("builds in slices the lists and columns searchIndex builds in one turn", async () => {
    // More lenders than a sorted run (512), so the sliced sort merges runs.
    const entries = randomCandidates(1500, 17).map((c) => entryOf(c));
    const sliced = freshCatalogue(1, entries);
    const once = freshCatalogue(1, entries);
    for (const type of LOAN_TYPES) {
      for (const sortBy of SORT_VALUES) {
        await Promise.all([
          sliced.prepareSearchIndex(type, sortBy),
          sliced.prepareSearchIndex(type, sortBy),
        ]);
        const a = sliced.searchIndex(type, sortBy);
        const b = once.searchIndex(type, sortBy);
        expect(a.candidates.map((e) => e.lender.id)).toEqual(b.candidates.map((e) => e.lender.id));
        expect(a.columns).toEqual(b.columns);
        expect(a.columns).toEqual(searchColumns(b.candidates, type));
      }
    }
  });
});

describe("answers kept across versions", () => {
  test("after random writes every answer equals a fresh catalogue's", async () => {
    const pool = randomCandidates(60, 99);
    const queries = queriesOf(5, 40);
    const write = fc.record({
      // Lenders written together (ids 0-44: the 40 there at first, or added), and how.
      lenders: fc.uniqueArray(fc.integer({ min: 0, max: 44 }), {
        minLength: 1,
        maxLength: 3,
      }),
      kind: fc.constantFrom("reviews", "rating", "remove", "add", "products", "funding"),
      value: fc.integer({ min: 0, max: 5 }),
    });
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(write, { minLength: 1, maxLength: 12 }),
        async (seed, writes) => {
          const start = randomCandidates(40, seed).map((c) => entryOf(c));
          const live = new Map(start.map((entry) => [entry.lender.id, entry]));
          let current = freshCatalogue(1, start);
          const cache = cacheOf(() => current);
          for (const { lenders, kind, value } of writes) {
            for (const query of queries) await findLenders({ catalogue: cache, query, viewer });
            const fresh: CatalogueEntry[] = [];
            const ids = lenders.map((index) => {
              const source = pool[index + value] as Candidate;
              const id = `id-${String(index).padStart(4, "0")}`;
              const before = live.get(id);
              const changed = changeOf(before, source, id, kind, value);
              if (changed) {
                live.set(id, changed);
                fresh.push(changed);
              } else live.delete(id);
              return id;
            });
            const next = current.withChanges(current.version + 1, ids, fresh);
            kept += next.searchResults.size;
            current = next;
            const expected = freshCatalogue(current.version, live.values());
            const check = cacheOf(() => expected);
            for (const query of queries) {
              const answer = await findLenders({ catalogue: cache, query, viewer });
              const again = await findLenders({ catalogue: check, query, viewer });
              expect(answer.response).toEqual(again.response);
            }
          }
        },
      ),
      { seed: 1402, numRuns: 25 },
    );
    // Not a vacuous pass: writes kept answers that were then served and checked.
    expect(kept).toBeGreaterThan(0);
  });
});

describe("search columns across versions", () => {
  test("columns patched over several unsearched versions equal columns built afresh", () => {
    const pool = randomCandidates(60, 7);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(
          fc.record({
            id: fc.integer({ min: 0, max: 44 }),
            kind: fc.constantFrom("reviews", "rating", "remove", "add", "products", "funding"),
            value: fc.integer({ min: 0, max: 5 }),
            // Whether a search reads the columns after this write (else the patches chain).
            search: fc.boolean(),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        (seed, writes) => {
          const start = randomCandidates(40, seed).map((c) => entryOf(c));
          const live = new Map(start.map((entry) => [entry.lender.id, entry]));
          let current = freshCatalogue(1, start);
          const read = () =>
            LOAN_TYPES.flatMap((type) =>
              SORT_VALUES.map((sort) => current.searchIndex(type, sort)),
            );
          read();
          for (const { id: index, kind, value, search } of writes) {
            const id = `id-${String(index).padStart(4, "0")}`;
            const changed = changeOf(
              live.get(id),
              pool[index + value] as Candidate,
              id,
              kind,
              value,
            );
            if (changed) live.set(id, changed);
            else live.delete(id);
            current = current.withChanges(current.version + 1, [id], changed ? [changed] : []);
            if (search) read();
          }
          const expected = LOAN_TYPES.flatMap((type) =>
            SORT_VALUES.map((sort) => {
              const { candidates } = current.searchIndex(type, sort);
              return searchColumns(candidates, type);
            }),
          );
          expect(read().map((index) => index.columns)).toEqual(expected);
        },
      ),
      { seed: 1403, numRuns: 80 },
    );
  });
});

const viewer = async () => null;

/** The lender `id` after a write of `kind` (undefined: removed or deactivated). */
function changeOf(
  before: CatalogueEntry | undefined,
  source: Candidate,
  id: string,
  kind: string,
  value: number,
): CatalogueEntry | undefined {
  if (kind === "remove") return undefined;
  if (kind === "add" || !before) {
    return entryOf({ ...source, lender: { ...source.lender, id } });
  }
  const lender = before.lender as PublicLender;
  if (kind === "products") {
    const products = value % 2 === 0 ? before.products.slice(1) : source.products;
    return entryOf({
      lender,
      products: products as Candidate["products"],
      states: before.states,
    } as Candidate);
  }
  const edited =
    kind === "reviews"
      ? { ...lender, totalReviews: (lender.totalReviews ?? 0) + value }
      : kind === "rating"
        ? { ...lender, reviewScore: value === 0 ? null : value }
        : { ...lender, averageFundingTime: value === 0 ? null : value * 7 };
  return catalogueEntry(edited, before.products, before.states);
}
