/**
 * The HTML of server-rendered pages as visitors get them (no session), kept per URL so the next
 * visitor gets the bytes instead of a render (docs/decisions/ssr.md). A rebuildable cache of
 * one process: entries are keyed by the catalogue version (a lender write anywhere makes every
 * page new), expire after `maxAgeMs` as well, are kept compressed (brotli and gzip, made once
 * on zlib's thread pool), and the least recently used go first when the bytes exceed
 * `maxBytes`.
 */
import { EncodedBody } from "../lib/encoded-body";

export interface CachedPage {
  status: number;
  body: EncodedBody;
  /** Identity, brotli and gzip bytes together. */
  bytes: number;
  storedAt: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** Brotli quality of the stored pages (0-11). */
  brotliQuality?: number;
  now?: () => number;
}

/**
 * 64 MB of pages, 5 minutes at most (the catalogue version catches lender changes sooner). A
 * lender page with its CSS inline weighs ~180 KB kept (141 KB, brotli 19 KB, gzip 22 KB), so
 * this holds ~370 of them. Issue 34: 32 MB held ~185, and under LRU a rotation through more
 * pages than fit misses every time: the bench's 200 lender pages were each rendered again on
 * every request (docs/performance.md).
 */
export const DEFAULT_PAGE_CACHE: PageCacheOptions = {
  maxBytes: 64 * 1024 * 1024,
  maxAgeMs: 5 * 60_000,
};

/**
 * Brotli 6: on a 60 KB page 1.7 ms of CPU for 12.0 KB, where 9 costs 16 ms for 11.7 KB and 11
 * (the static assets', made at build) 79 ms for 10.7 KB; a page is compressed on the server,
 * once per catalogue version, so a crawler's stream of new URLs must stay cheap.
 */
const BROTLI_QUALITY = 6;

export const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(private readonly options: PageCacheOptions = DEFAULT_PAGE_CACHE) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The key of a page: the catalogue version it was rendered from, its normalised URL and, for
   * a listing whose search applies a signed-in user's profile credit score, that score (the
   * rest of its effective query: html/shared-page.ts). A URL holds no space, so no URL's key
   * is a scored one's.
   */
  static key(catalogueVersion: number, url: URL, listingCreditScore: number | null = null): string {
    const scored = listingCreditScore === null ? "" : ` profile-credit-score=${listingCreditScore}`;
    return `${catalogueVersion} ${url.pathname}${url.search}${scored}`;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The keys of the kept pages, least recently used first (tests and diagnostics). */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt > this.options.maxAgeMs) this.delete(key);
    else if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits += 1;
      return entry;
    }
    this.misses += 1;
    return undefined;
  }

  /**
   * Keeps a rendered page: visitors get it at once, and its brotli and gzip forms are made in
   * the background, once (`body.encoded` shares them). Its bytes count when they are known.
   */
  store(key: string, status: number, html: string): CachedPage {
    this.delete(key);
    const body = new EncodedBody(
      Buffer.from(html),
      HTML_CONTENT_TYPE,
      this.options.brotliQuality ?? BROTLI_QUALITY,
    );
    const entry: CachedPage = { status, body, bytes: body.identity.length, storedAt: this.now() };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    void Promise.all([body.encoded("br"), body.encoded("gzip")]).then(
      ([br, gzip]) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes += br.length + gzip.length;
        this.bytes += br.length + gzip.length;
        this.evict();
      },
      // A failed compression: the page is not kept (the next visitor renders it again).
      () => this.entries.get(key) === entry && this.delete(key),
    );
    return entry;
  }

  /** Resolves once every stored page has its compressed forms (for tests and the bench). */
  async settled(): Promise<void> {
    await Promise.all(
      [...this.entries.values()].map((entry) =>
        Promise.all([entry.body.encoded("br"), entry.body.encoded("gzip")]).then(
          () => new Promise((resolve) => setImmediate(resolve)),
        ),
      ),
    );
  }

  private evict(): void {
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
