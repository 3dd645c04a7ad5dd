/**
 * The sliced passes give the one-turn results: sortInSlices equals a stable
 * Array.prototype.sort (ties kept in input order) at sizes around its run length, and
 * forEachInSlices visits every index once, in order, across several turns.
 */
import { describe, expect, test } from "vitest";
import { forEachInSlices, sortInSlices } from "./in-slices";

function randomList(length: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  // Few distinct keys: many ties, so stability is tested.
  return Array.from({ length }, (_, index) => ({ key: next() % 50, index }));
}

const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;

describe("sortInSlices", () => {
  test.each([0, 1, 511, 512, 513, 1500, 5000, 20_000])(
    "equals a stable sort of %i items",
    async (length) => {
      const list = randomList(length, length + 7);
      const copy = list.slice();
      const sorted = await sortInSlices(list, byKey, 0.01);
      expect(sorted).toEqual(list.slice().sort(byKey));
      expect(list).toEqual(copy);
    },
  );
});

describe("forEachInSlices", () => {
  test("visits every index once, in order, yielding between slices", async () => {
    const seen: number[] = [];
    let turns = 0;
    const ticker = setInterval(() => {
      turns += 1;
    }, 0);
    await forEachInSlices(
      10_000,
      (start, end) => {
        for (let i = start; i < end; i++) seen.push(i);
        const until = performance.now() + 0.2;
        while (performance.now() < until);
      },
      1,
      100,
    );
    clearInterval(ticker);
    expect(seen).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
    expect(turns).toBeGreaterThan(0);
  });
});
