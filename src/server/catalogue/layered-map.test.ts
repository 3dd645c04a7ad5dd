import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LayeredMap } from "./layered-map";

const KEYS = ["a", "b", "c", "d", "e", "f", "g", "h"];

describe("LayeredMap", () => {
  test("every version reads as a plain Map given the same changes, old versions unchanged", () => {
    const step = fc.record({
      removed: fc.array(fc.constantFrom(...KEYS), { maxLength: 3 }),
      set: fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 9 })), {
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.integer()), { maxLength: 6 }),
        fc.array(step, { maxLength: 30 }),
        fc.integer({ min: 0, max: 4 }),
        (initial, steps, compactAt) => {
          // compactAt 0-4: versions fold into a new base often, as at scale every few thousand.
          let map = LayeredMap.of(initial, () => compactAt);
          let model = new Map(initial);
          const versions: { map: LayeredMap<string, number>; model: Map<string, number> }[] = [];
          for (const { removed, set } of steps) {
            versions.push({ map, model });
            map = map.with(removed, set);
            model = new Map(model);
            for (const key of removed) model.delete(key);
            for (const [key, value] of set) model.set(key, value);
          }
          versions.push({ map, model });
          for (const version of versions)
            for (const key of KEYS) {
              expect(version.map.get(key)).toBe(version.model.get(key));
              expect(version.map.has(key)).toBe(version.model.has(key));
            }
        },
      ),
      { seed: 1414, numRuns: 300 },
    );
  });

  test("a version copies only the keys changed since the base, until they are folded in", () => {
    const base = LayeredMap.of(
      Array.from({ length: 1000 }, (_, i) => [`k${i}`, i] as const),
      () => 3,
    );
    const one = base.with(["k1"], [["k2", -2]]);
    expect(one.layered).toBe(2);
    const two = one.with([], [["k3", -3]]);
    expect(two.layered).toBe(3);
    const folded = two.with([], [["k4", -4]]);
    expect(folded.layered).toBe(0);
    expect([folded.get("k1"), folded.get("k2"), folded.get("k4"), folded.get("k5")]).toEqual([
      undefined,
      -2,
      -4,
      5,
    ]);
    expect([base.get("k1"), base.get("k2"), two.get("k4")]).toEqual([1, 2, 4]);
  });
});
