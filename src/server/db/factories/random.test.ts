import { describe, expect, test } from "vitest";
import { createRandom, MIDDLE, mulberry32, seedFromString } from "./random";
import { slugify } from "./slug";

describe("seeded random", () => {
  test("the same seed gives the same sequence, another seed a different one", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });

  test("helpers stay within their bounds", () => {
    const rng = createRandom(7);
    for (let i = 0; i < 500; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      const rate = rng.step(9.5, 11.5, 0.25);
      expect(rate).toBeGreaterThanOrEqual(9.5);
      expect(rate).toBeLessThanOrEqual(11.5);
      expect((rate * 4) % 1).toBe(0);
      const picked = rng.sample(["a", "b", "c", "d", "e"], 3);
      expect(new Set(picked).size).toBe(3);
      expect([...picked].sort()).toEqual(picked);
    }
  });

  test("MIDDLE answers the middle of every range", () => {
    expect(MIDDLE.int(0, 10)).toBe(5);
    expect(MIDDLE.pick(["a", "b", "c"])).toBe("b");
    expect(MIDDLE.chance(0.3)).toBe(false);
    expect(MIDDLE.chance(0.7)).toBe(true);
  });

  test("seedFromString is stable", () => {
    expect(seedFromString("cedar-ridge-capital")).toBe(seedFromString("cedar-ridge-capital"));
    expect(seedFromString("a")).not.toBe(seedFromString("b"));
  });
});

describe("slugify", () => {
  test.each([
    ["Cedar Ridge Capital", "cedar-ridge-capital"],
    ["Anvil & Oak Lending", "anvil-oak-lending"],
    ["  High-Desert  Land & Lot Finance, LLC ", "high-desert-land-lot-finance-llc"],
    ["Blue Heron Lending Co.", "blue-heron-lending-co"],
  ])("%s → %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
