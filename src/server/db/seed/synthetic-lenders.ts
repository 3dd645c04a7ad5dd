/**
 * Synthetic lenders for benchmarks of the lender search: N realistic lenders generated from a
 * seed (same seed and count → same data, and the first N of a larger run are the same N), with
 * unique names "<name> <n>" and slugs "<name>-<n>" ("<name> <seed>-<n>", "<name>-<seed>-<n>"
 * for seeds other than the default, so runs with different seeds can share a database), inserted in batches in one transaction.
 */
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { parseLenderStates, STATE_NAMES, UNKNOWN_STATE } from "@/domain/reference/us-states";
import type { Database } from "../client";
import {
  createRandom,
  DEFAULT_BATCH_SIZE,
  insertLenders,
  insertLoanProducts,
  type Random,
  slugify,
} from "../factories";
import { type BuiltLender, buildLenderFromSpec, type LenderSpec } from "./lender-spec";
import {
  DESCRIPTION_CLOSERS,
  NAME_FIRST,
  NAME_SECOND,
  NAME_SUFFIX,
  REGIONS,
} from "./synthetic-words";

export const DEFAULT_SYNTHETIC_SEED = 1;

const TYPE_WEIGHTS: readonly (readonly [LoanType, number])[] = [
  ["fix_and_flip", 30],
  ["rental_property", 25],
  ["bridge", 20],
  ["construction", 12],
  ["commercial", 8],
  ["land", 5],
];

function pickTypes(rng: Random): LoanType[] {
  const count = rng.weighted([
    [1, 30],
    [2, 35],
    [3, 20],
    [4, 10],
    [6, 5],
  ] as const);
  const chosen = new Set<LoanType>();
  while (chosen.size < count) chosen.add(rng.weighted(TYPE_WEIGHTS));
  return [...chosen];
}

function pickState(rng: Random): string[] | null {
  const kind = rng.weighted([
    ["regional", 77],
    ["national", 8],
    ["unknown", 10],
    ["none", 5],
  ] as const);
  if (kind === "unknown") return [UNKNOWN_STATE];
  if (kind === "none") return null;
  const states =
    kind === "national"
      ? rng.sample(STATE_NAMES, rng.int(35, 49))
      : rng.sample(rng.pick(REGIONS), rng.int(1, 5));
  return STATE_NAMES.filter((name) => states.includes(name));
}

function describeLender(
  name: string,
  types: readonly LoanType[],
  state: readonly string[] | null,
  rng: Random,
) {
  const labels = types.map((type) => LOAN_TYPE_INFO[type].label.toLowerCase());
  const list =
    labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : labels[0];
  const states = parseLenderStates(state);
  const market =
    states.length === 0
      ? "to investors in the markets it serves"
      : states.length > 10
        ? `in ${states.length} states`
        : `in ${states.length > 1 ? `${states.slice(0, -1).join(", ")} and ${states.at(-1)}` : states[0]}`;
  return `${name} provides ${list} loans to real-estate investors ${market}. ${rng.pick(DESCRIPTION_CLOSERS)}`;
}

/** The spec of synthetic lender number n (1-based), drawn from the shared stream. */
function syntheticSpec(rng: Random, seed: number, n: number): LenderSpec {
  const base = `${rng.pick(NAME_FIRST)} ${rng.pick(NAME_SECOND)} ${rng.pick(NAME_SUFFIX)}`;
  // Names are unique like slugs (issue 27: two lenders never share a name).
  const tag = seed === DEFAULT_SYNTHETIC_SEED ? `${n}` : `${seed}-${n}`;
  const name = `${base} ${tag}`;
  const state = pickState(rng);
  const products = pickTypes(rng);
  const detail = rng.weighted([
    ["full", 35],
    ["standard", 45],
    ["sparse", 20],
  ] as const);
  return {
    name,
    slug: `${slugify(base)}-${tag}`,
    state,
    hq: null,
    products,
    detail,
    freshness: rng.weighted([
      ["fresh", 45],
      ["recent", 25],
      ["stale", 30],
    ] as const),
    description: detail === "sparse" ? null : describeLender(name, products, state, rng),
    isActive: rng.chance(0.96),
    acceptingLeads: rng.chance(0.9),
  };
}

/** The rows of `count` synthetic lenders; pure, so tests can compare runs. */
export function buildSyntheticLenders(count: number, seed: number, now: Date): BuiltLender[] {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff)
    throw new Error(`Invalid seed: ${seed}`);
  const rng = createRandom(seed);
  return Array.from({ length: count }, (_, index) =>
    buildLenderFromSpec(syntheticSpec(rng, seed, index + 1), rng, now),
  );
}

export async function seedSyntheticLenders(options: {
  db: Database;
  count: number;
  seed?: number;
  now?: Date;
}): Promise<{ lenders: number; products: number }> {
  const { db, count } = options;
  if (!Number.isInteger(count) || count < 0) throw new Error(`Invalid lender count: ${count}`);
  const built = buildSyntheticLenders(
    count,
    options.seed ?? DEFAULT_SYNTHETIC_SEED,
    options.now ?? new Date(),
  );
  return db.transaction(async (tx) => {
    let products = 0;
    for (let start = 0; start < built.length; start += DEFAULT_BATCH_SIZE) {
      const chunk = built.slice(start, start + DEFAULT_BATCH_SIZE);
      const ids = await insertLenders(
        tx,
        chunk.map((lender) => lender.lender),
      );
      const rows = chunk.flatMap((lender, index) => {
        const id = ids[index]?.id;
        if (!id) throw new Error("Synthetic lender missing after insert");
        return lender.products(id);
      });
      products += await insertLoanProducts(tx, rows);
    }
    return { lenders: built.length, products };
  });
}
