/**
 * The in-memory catalogue of one server process, kept current across processes: every
 * `get()` reads the catalogue_version row (one tiny query) and, when it differs from the
 * loaded one, reads only the lenders changed since (updateCatalogue) and patches them in.
 * The database triggers bump the version and list the lender with every write to lenders or
 * loan_products that changes public data, whichever process or tool makes it. The catalogue
 * is loaded in full once, at the first request. Updates are single-flight: concurrent
 * requests share one. Version reads are batched the same way, but a request never relies on
 * a read that started before it arrived, so it always sees writes committed before it.
 */
import type { Database } from "../db/client";
import type { Catalogue } from "./catalogue";
import { loadCatalogue, readCatalogueVersion, updateCatalogue } from "./load-catalogue";

export interface CatalogueCacheOptions {
  /** Replace the loaders and the version read (unit tests drive them by hand). */
  load?: (db: Database) => Promise<Catalogue>;
  /** Brings a loaded catalogue up to date; defaults to `load` again when `load` is given. */
  update?: (db: Database, current: Catalogue) => Promise<Catalogue>;
  readVersion?: (db: Database) => Promise<number>;
}

export class CatalogueCache {
  private current: Catalogue | null = null;
  private reloading: Promise<Catalogue> | null = null;
  private checking: Promise<number> | null = null;
  private nextCheck: Promise<number> | null = null;
  private readonly load: (db: Database) => Promise<Catalogue>;
  private readonly update: (db: Database, current: Catalogue) => Promise<Catalogue>;
  private readonly readVersion: (db: Database) => Promise<number>;
  /** Completed full loads, for tests and the benchmark. */
  loads = 0;
  /** Completed updates (patches, or full reads when a patch could not do), likewise. */
  updates = 0;
  /** When the catalogue held now was loaded or last updated; null before the first load. */
  loadedAt: Date | null = null;

  constructor(
    private readonly db: Database,
    options: CatalogueCacheOptions = {},
  ) {
    this.load = options.load ?? loadCatalogue;
    const { load } = options;
    this.update = options.update ?? (load ? (db) => load(db) : updateCatalogue);
    this.readVersion = options.readVersion ?? readCatalogueVersion;
  }

  /** The catalogue held now, without checking for newer writes (metrics); null before a load. */
  get loaded(): Catalogue | null {
    return this.current;
  }

  /** The catalogue as of now: reloaded first if a write was committed since the last load. */
  async get(): Promise<Catalogue> {
    const version = await this.checkVersion();
    let catalogue = this.current;
    if (catalogue && catalogue.version === version) return catalogue;
    // A reload already running may have read an older version; then load again.
    do {
      catalogue = await this.reload();
    } while (catalogue.version < version);
    return catalogue;
  }

  private reload(): Promise<Catalogue> {
    const current = this.current;
    this.reloading ??= (current ? this.update(this.db, current) : this.load(this.db))
      .then((catalogue) => {
        if (current) this.updates += 1;
        else this.loads += 1;
        this.current = catalogue;
        this.loadedAt = new Date();
        return catalogue;
      })
      .finally(() => {
        this.reloading = null;
      });
    return this.reloading;
  }

  /**
   * A version read that starts no earlier than this call: while one is running, callers wait
   * for the next one, which every caller arriving meanwhile shares.
   */
  private checkVersion(): Promise<number> {
    if (!this.checking) return this.startCheck();
    this.nextCheck ??= this.checking
      .catch(() => undefined)
      .then(() => {
        this.nextCheck = null;
        return this.startCheck();
      });
    return this.nextCheck;
  }

  private startCheck(): Promise<number> {
    const check = this.readVersion(this.db).finally(() => {
      if (this.checking === check) this.checking = null;
    });
    this.checking = check;
    return check;
  }
}
