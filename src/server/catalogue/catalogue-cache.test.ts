import { describe, expect, test, vi } from "vitest";
import type { Database } from "../db/client";
import { Catalogue } from "./catalogue";
import { CatalogueCache } from "./catalogue-cache";

const db = {} as Database;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("CatalogueCache", () => {
  test("concurrent requests share one reload", async () => {
    const gate = deferred<Catalogue>();
    const load = vi.fn(() => gate.promise);
    const cache = new CatalogueCache(db, { load, readVersion: async () => 1 });
    const pending = Array.from({ length: 5 }, () => cache.get());
    await settle();
    gate.resolve(new Catalogue(1, []));
    const results = await Promise.all(pending);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results).size).toBe(1);
    expect(cache.loads).toBe(1);
  });

  test("keeps the catalogue while the version is unchanged and reloads when it changes", async () => {
    let version = 1;
    const load = vi.fn(async () => new Catalogue(version, []));
    const cache = new CatalogueCache(db, { load, readVersion: async () => version });
    const first = await cache.get();
    expect(await cache.get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    version = 2;
    const second = await cache.get();
    expect(second.version).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get()).toBe(second);
  });

  test("a request never relies on a version read that started before it arrived", async () => {
    const reads: ReturnType<typeof deferred<number>>[] = [];
    const readVersion = vi.fn(() => {
      const read = deferred<number>();
      reads.push(read);
      return read.promise;
    });
    const cache = new CatalogueCache(db, {
      readVersion,
      load: async () => new Catalogue(reads.length, []),
    });
    const early = cache.get();
    await settle();
    // A write commits (version 2) while the first read is under way; then three requests come.
    const late = [cache.get(), cache.get(), cache.get()];
    await settle();
    expect(readVersion).toHaveBeenCalledTimes(1);
    reads[0]?.resolve(1);
    expect((await early).version).toBe(1);
    await settle();
    // The three late requests share one read of their own.
    expect(readVersion).toHaveBeenCalledTimes(2);
    reads[1]?.resolve(2);
    for (const catalogue of await Promise.all(late)) expect(catalogue.version).toBe(2);
  });

  test("a reload that read an older version than the request saw is followed by another", async () => {
    const loaded = [new Catalogue(4, []), new Catalogue(5, [])];
    const load = vi.fn(async () => loaded.shift() ?? new Catalogue(5, []));
    const cache = new CatalogueCache(db, { load, readVersion: async () => 5 });
    expect((await cache.get()).version).toBe(5);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("a failed load fails the waiting requests; the next request loads again", async () => {
    let fail = true;
    const cache = new CatalogueCache(db, {
      readVersion: async () => 1,
      load: async () => {
        if (fail) throw new Error("database unavailable");
        return new Catalogue(1, []);
      },
    });
    await expect(Promise.all([cache.get(), cache.get()])).rejects.toThrow("database unavailable");
    fail = false;
    expect((await cache.get()).version).toBe(1);
  });

  test("an unknown version (NaN: the version row is missing) reloads every time", async () => {
    const load = vi.fn(async () => new Catalogue(Number.NaN, []));
    const cache = new CatalogueCache(db, { load, readVersion: async () => Number.NaN });
    await cache.get();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
