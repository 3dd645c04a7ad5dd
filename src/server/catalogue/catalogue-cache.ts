/**
 * The in-memory catalogue of one server process, kept current across processes: every
 * `get()` reads the catalogue_version row (one tiny query) and reloads when it differs from
 * the loaded one. The database triggers bump the version with every write to lenders or
 * loan_products, whichever process or tool makes it. Reloads are single-flight: concurrent
 * requests share one. Version reads are batched the same way, but a request never relies on
 * a read that started before it arrived, so it always sees writes committed before it.
 */
import type { Database } from "../db/client";
import type { Catalogue } from "./catalogue";
import { loadCatalogue, readCatalogueVersion } from "./load-catalogue";

export interface CatalogueCacheOptions {
  /** Replace the loader and the version read (unit tests drive them by hand). */
  load?: (db: Database) => Promise<Catalogue>;
  readVersion?: (db: Database) => Promise<number>;
}

export class CatalogueCache {
  private current: Catalogue | null = null;
  private reloading: Promise<Catalogue> | null = null;
  private checking: Promise<number> | null = null;
  private nextCheck: Promise<number> | null = null;
  private readonly load: (db: Database) => Promise<Catalogue>;
  private readonly readVersion: (db: Database) => Promise<number>;
  /** Completed loads, for tests and the benchmark. */
  loads = 0;

  constructor(
    private readonly db: Database,
    options: CatalogueCacheOptions = {},
  ) {
    this.load = options.load ?? loadCatalogue;
    this.readVersion = options.readVersion ?? readCatalogueVersion;
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
    this.reloading ??= this.load(this.db)
      .then((catalogue) => {
        this.loads += 1;
        this.current = catalogue;
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
