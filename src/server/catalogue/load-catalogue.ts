/**
 * Reads the catalogue in one read-only REPEATABLE READ transaction together with the
 * catalogue version, so the rows are exactly those of that version: a write committed
 * meanwhile has a higher version and is picked up by the next update.
 * - loadCatalogue: everything (at start-up, after a TRUNCATE, or when too much changed);
 * - updateCatalogue: only the lenders listed in catalogue_changes since the loaded version.
 */
import { eq, gt, inArray } from "drizzle-orm";
import type { PublicLoanProduct } from "@/domain/lender-dto";
import { lenderStatesOf } from "@/domain/us-states";
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

/** Catalogue entries from rows (products of other lenders are ignored), in slug order. */
function toEntries(lenderRows: LenderRow[], productRows: ProductRow[]): CatalogueEntry[] {
  const productsByLender = new Map<string, PublicLoanProduct[]>();
  for (const row of productRows) {
    const { productType } = row;
    if (!isLoanType(productType)) continue;
    const product = toPublicLoanProduct({ ...row, productType });
    const list = productsByLender.get(row.lenderId);
    if (list) list.push(product);
    else productsByLender.set(row.lenderId, [product]);
  }
  lenderRows.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return lenderRows.map((row) =>
    catalogueEntry(
      toPublicLender(row),
      (productsByLender.get(row.id) ?? []).sort(byLoanTypeOrder),
      lenderStatesOf(row.state),
    ),
  );
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
    builder.add(toEntries(lenderRows, productRows));
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
