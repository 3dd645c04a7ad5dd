/**
 * An immutable map for catalogue versions: a large base Map shared by every version, plus a
 * small map of the keys changed since the base. A new version (`with`) copies only that small
 * map, so a write costs in proportion to the changes since the last compaction, not to the
 * catalogue's size; readers of an older version keep their own layers and see it unchanged.
 * Once the changes outgrow `compactAt(base size)`, they are folded into a new base (one copy
 * of the base, every few thousand changed keys at 100,000 lenders).
 */

/** A removed key in the change layer (undefined is not a value this map stores). */
const REMOVED = Symbol("removed");

/** Changes kept above the base before they are folded in: about 4·√n, at least 256. */
export const defaultCompactAt = (baseSize: number) =>
  Math.max(256, Math.ceil(4 * Math.sqrt(baseSize)));

export class LayeredMap<K, V> {
  private constructor(
    private readonly base: ReadonlyMap<K, V>,
    private readonly changes: ReadonlyMap<K, V | typeof REMOVED>,
    private readonly compactAt: (baseSize: number) => number,
  ) {}

  static of<K, V>(
    entries: Iterable<readonly [K, V]>,
    compactAt: (baseSize: number) => number = defaultCompactAt,
  ): LayeredMap<K, V> {
    return new LayeredMap(new Map(entries), new Map(), compactAt);
  }

  /** A first version over `base`, which the map takes over (the caller must not change it). */
  static over<K, V>(
    base: Map<K, V>,
    compactAt: (baseSize: number) => number = defaultCompactAt,
  ): LayeredMap<K, V> {
    return new LayeredMap(base, new Map(), compactAt);
  }

  get(key: K): V | undefined {
    const changed = this.changes.get(key);
    if (changed === REMOVED) return undefined;
    return changed !== undefined ? changed : this.base.get(key);
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** Keys above the base (for tests: what the next version copies). */
  get layered(): number {
    return this.changes.size;
  }

  /**
   * A new version with `removed` keys gone and then `set` entries put in (a key in both ends
   * up set). This version is left as it was.
   */
  with(removed: Iterable<K>, set: Iterable<readonly [K, V]>): LayeredMap<K, V> {
    const changes = new Map(this.changes);
    for (const key of removed) {
      // A key the base never had needs no marker.
      if (this.base.has(key)) changes.set(key, REMOVED);
      else changes.delete(key);
    }
    for (const [key, value] of set) changes.set(key, value);
    if (changes.size <= this.compactAt(this.base.size)) {
      return new LayeredMap(this.base, changes, this.compactAt);
    }
    const base = new Map(this.base);
    for (const [key, value] of changes) {
      if (value === REMOVED) base.delete(key);
      else base.set(key, value);
    }
    return new LayeredMap(base, new Map(), this.compactAt);
  }
}
