/**
 * Reads the catalogue in one read-only REPEATABLE READ transaction together with the
 * catalogue version, so the rows are exactly those of that version: a write committed
 * meanwhile has a higher version and is picked up by the next update.
 * - loadCatalogue: everything (at start-up, after a TRUNCATE, or when too much changed);
 * - updateCatalogue: only the lenders listed in catalogue_changes since the loaded version.
 */
import { eq, gt, inArray } from "drizzle-orm";
import type { PublicLoanProduct } from "@/domain/lenders/lender-dto";
import { type LenderStates, lenderStatesOf } from "@/domain/reference/us-states";
import type { Database, Executor } from "../db/client";
import { catalogueChanges, catalogueVersion, lenders } from "../db/schema";
import { type Catalogue, CatalogueBuilder, type CatalogueEntry, catalogueEntry } from "./catalogue";
import {
  byLoanTypeOrder,
  isLoanType,
  type LenderRow,
  type ProductRow,
  readActiveLenderIds,
  readActiveLenders,
  readActiveProducts,
  toPublicLender,
  toPublicLoanProduct,
} from "./public-rows";

/** Past this share of the catalogue, reading everything again is cheaper than a patch. */
const PATCH_LIMIT_SHARE = 0.25;

export interface VersionRow {
  version: number;
  /** The version of the last TRUNCATE (0 if none). */
  resetVersion: number;
}

async function readVersionRow(db: Executor): Promise<VersionRow> {
  const [row] = await db
    .select({ version: catalogueVersion.version, resetVersion: catalogueVersion.resetVersion })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, true));
  // The migration inserts the row. Without it (deleted by hand) writes cannot be seen, so the
  // version is unknown: NaN equals nothing, and every request reloads (slow, never stale).
  return row ?? { version: Number.NaN, resetVersion: Number.NaN };
}

/** The current catalogue version (one tiny query; every request runs it). */
export async function readCatalogueVersion(db: Executor): Promise<number> {
  return (await readVersionRow(db)).version;
}

/** Texts longer than this are kept as read (descriptions: rarely repeated). */
const INTERNED_MAX_LENGTH = 300;

/**
 * One copy of each repeated value in a read: JSON.parse makes a new string for every field of
 * every row, and the products' texts and lists (requirements, fees, durations, collateral
 * types) and the lenders' state lists repeat across thousands of rows. At 10,000 lenders
 * this is about a fifth of the catalogue's heap. Shared lists are frozen (they are read-only).
 */
class Interner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();
  private readonly states = new Map<string, LenderStates>();

  text<T>(value: T): T {
    if (typeof value !== "string" || value.length > INTERNED_MAX_LENGTH) return value;
    const known = this.strings.get(value);
    if (known !== undefined) return known as T;
    this.strings.set(value, value);
    return value;
  }

  list<T>(value: T): T {
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return value;
    const key = value.join("\u0000");
    const known = this.lists.get(key);
    if (known && known.length === value.length) return known as T;
    const list = Object.freeze(value.map((item: string) => this.text(item)));
    this.lists.set(key, list);
    return list as T;
  }

  /** `product` (just made, not yet shared) with its repeated values swapped for shared ones. */
  product(product: PublicLoanProduct): PublicLoanProduct {
    const fields = product as unknown as Record<string, unknown>;
    for (const key in fields) {
      const value = fields[key];
      if (key === "id") continue;
      if (typeof value === "string") fields[key] = this.text(value);
      else if (Array.isArray(value)) fields[key] = this.list(value);
    }
    return product;
  }

  statesOf(stored: LenderRow["state"]): LenderStates {
    const key = JSON.stringify(stored);
    if (this.states.has(key)) return this.states.get(key) as LenderStates;
    const states = lenderStatesOf(stored);
    this.states.set(key, states);
    return states;
  }
}

/** Catalogue entries from rows (products of other lenders are ignored), in slug order. */
function toEntries(
  lenderRows: LenderRow[],
  productRows: ProductRow[],
  interner = new Interner(),
): CatalogueEntry[] {
  const productsByLender = new Map<string, PublicLoanProduct[]>();
  for (const row of productRows) {
    const { productType } = row;
    if (!isLoanType(productType)) continue;
    const product = interner.product(toPublicLoanProduct({ ...row, productType }));
    const list = productsByLender.get(row.lenderId);
    if (list) list.push(product);
    else productsByLender.set(row.lenderId, [product]);
  }
  lenderRows.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return lenderRows.map((row) => {
    const lender = toPublicLender(row);
    (lender as { state: string | null }).state = interner.text(lender.state);
    return catalogueEntry(
      lender,
      (productsByLender.get(row.id) ?? []).sort(byLoanTypeOrder),
      interner.statesOf(row.state),
    );
  });
}

function readSnapshot<T>(db: Database, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" });
}

/**
 * Lenders read per query by a full load: no giant JSON text, and the event loop breathes
 * (one batch's products parse in a few milliseconds; 500 held it for tens at 10,000).
 */
export const LOAD_BATCH_SIZE = 200;

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/** Every active lender, read in batches of LOAD_BATCH_SIZE (by id) within the snapshot. */
async function readAll(tx: Executor, version: number): Promise<Catalogue> {
  const builder = new CatalogueBuilder();
  const interner = new Interner();
  let after: string | null = null;
  for (;;) {
    const ids = await readActiveLenderIds(tx, after, LOAD_BATCH_SIZE);
    if (ids.length === 0) break;
    const batch = inArray(lenders.id, ids);
    const lenderRows = await readActiveLenders(tx, batch);
    // Each parse and each merge in a turn of its own (the queries' replies arrive in others).
    await yieldToEventLoop();
    const productRows = await readActiveProducts(tx, batch);
    await yieldToEventLoop();
    builder.add(toEntries(lenderRows, productRows, interner));
    after = ids[ids.length - 1] ?? null;
    if (ids.length < LOAD_BATCH_SIZE) break;
    await yieldToEventLoop();
  }
  return builder.build(version);
}

export async function loadCatalogue(db: Database): Promise<Catalogue> {
  return readSnapshot(db, async (tx) => readAll(tx, (await readVersionRow(tx)).version));
}

/**
 * `current` brought up to date: the lenders changed since its version are read again (with
 * their products) and patched in. Falls back to a full load after a TRUNCATE, without a
 * version row, or when more than a quarter of the catalogue changed.
 */
export async function updateCatalogue(db: Database, current: Catalogue): Promise<Catalogue> {
  return readSnapshot(db, async (tx) => {
    const { version, resetVersion } = await readVersionRow(tx);
    if (version === current.version) return current;
    if (!Number.isFinite(version) || !(resetVersion <= current.version)) {
      return readAll(tx, version);
    }
    const limit = Math.max(1000, Math.ceil(current.size * PATCH_LIMIT_SHARE));
    const changed = await tx
      .select({ id: catalogueChanges.lenderId })
      .from(catalogueChanges)
      .where(gt(catalogueChanges.version, current.version))
      .limit(limit + 1);
    if (changed.length > limit) return readAll(tx, version);
    const ids = changed.map((row) => row.id);
    if (ids.length === 0) return current.withChanges(version, [], []);
    const lenderRows = await readActiveLenders(tx, inArray(lenders.id, ids));
    const productRows = await readActiveProducts(tx, inArray(lenders.id, ids));
    return current.withChanges(version, ids, toEntries(lenderRows, productRows));
  });
}
