/**
 * Reads the active catalogue and the catalogue version in one read-only REPEATABLE READ
 * transaction, so the rows are exactly those of that version: a write committed meanwhile
 * has a higher version and triggers the next reload.
 */
import { eq } from "drizzle-orm";
import type { PublicLoanProduct } from "@/domain/lender-dto";
import { lenderStatesOf } from "@/domain/us-states";
import type { Database, Executor } from "../db/client";
import { catalogueVersion } from "../db/schema";
import { Catalogue, type CatalogueEntry, catalogueEntry } from "./catalogue";
import {
  byLoanTypeOrder,
  isLoanType,
  readActiveLenders,
  readActiveProducts,
  toPublicLender,
  toPublicLoanProduct,
} from "./public-rows";

/** The current catalogue version (one tiny query; every request runs it). */
export async function readCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, true));
  // The migration inserts the row. Without it (deleted by hand) writes cannot be seen, so the
  // version is unknown: NaN equals nothing, and every request reloads (slow, never stale).
  return row?.version ?? Number.NaN;
}

export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const { version, lenderRows, productRows } = await db.transaction(
    async (tx) => {
      const version = await readCatalogueVersion(tx);
      const lenderRows = await readActiveLenders(tx);
      const productRows = await readActiveProducts(tx);
      return { version, lenderRows, productRows };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

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
  const entries: CatalogueEntry[] = lenderRows.map((row) =>
    catalogueEntry(
      toPublicLender(row),
      (productsByLender.get(row.id) ?? []).sort(byLoanTypeOrder),
      lenderStatesOf(row.state),
    ),
  );
  return new Catalogue(version, entries);
}
