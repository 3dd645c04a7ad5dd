/**
 * A tiny seeded pseudo-random generator (mulberry32) for factories and seed data: the same seed
 * always gives the same sequence, so demo and benchmark data are reproducible. Not for secrets.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A multiple of `step` in [min, max] (e.g. rates in 0.125 steps), rounded to clean decimals. */
  step(min: number, max: number, step: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements, in the order they appear in `items`. */
  sample<T>(items: readonly T[], count: number): T[];
  /** True with probability p. */
  chance(p: number): boolean;
  /** One value, chosen with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** mulberry32: 32-bit state, fast, good enough distribution for test and demo data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a text (FNV-1a), e.g. to give each catalogue lender its own stream. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function roundClean(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function fromSource(next: () => number): Random {
  const random: Random = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    step(min, max, step) {
      const steps = Math.round((max - min) / step);
      return roundClean(min + random.int(0, steps) * step);
    },
    pick(items) {
      if (items.length === 0) throw new Error("pick() needs a non-empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample(items, count) {
      const wanted = Math.max(0, Math.min(count, items.length));
      const indices = items.map((_, index) => index);
      // Partial Fisher-Yates: the first `wanted` slots become a random selection.
      for (let i = 0; i < wanted; i++) {
        const j = i + Math.floor(next() * (indices.length - i));
        [indices[i], indices[j]] = [indices[j] as number, indices[i] as number];
      }
      return indices
        .slice(0, wanted)
        .sort((a, b) => a - b)
        .map((index) => items[index] as (typeof items)[number]);
    },
    chance(p) {
      return next() < p;
    },
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("weighted() needs at least one entry");
      return last[0];
    },
  };
  return random;
}

/** A seeded generator: createRandom(42) gives the same values on every run and machine. */
export function createRandom(seed: number): Random {
  return fromSource(mulberry32(seed));
}

/**
 * A "generator" that always answers the middle: int/step give the midpoint, pick the middle
 * item, chance(p) is true only when p > 0.5. Factories use it when no generator is given, so
 * their defaults are typical values that never change between runs.
 */
export const MIDDLE: Random = fromSource(() => 0.5);
