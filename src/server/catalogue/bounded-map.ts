/** A Map that keeps at most `limit` entries, dropping the least recently used. */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Re-insert: Map iterates in insertion order, so the first key is the least recently used.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  clear(): void {
    this.map.clear();
  }

  /** Entries from the least to the most recently used. */
  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.limit) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }
}
