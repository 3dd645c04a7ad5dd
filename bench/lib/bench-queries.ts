/**
 * Realistic listing queries, deterministic: loan types weighted like the synthetic catalogue,
 * a state on most searches, sometimes an amount, a credit score, a property type or a funding
 * time, mostly the default sort, mostly page 1.
 */
import { PROPERTY_TYPES } from "../../src/domain/reference/property-types";
import { createRandom } from "../../src/server/db/factories";

const TYPES = [
  ["fix_and_flip", 30],
  ["rental_property", 25],
  ["bridge", 20],
  ["construction", 12],
  ["commercial", 8],
  ["land", 5],
] as const;
const STATES = ["TX", "FL", "CA", "GA", "NC", "OH", "AZ", "NY", "PA", "IL", "TN", "CO"];
const SORTS = [
  ["most-relevant", 60],
  ["rating", 12],
  ["lowest-rate", 10],
  ["funding-time", 8],
  ["loans-funded", 5],
  ["newest", 5],
] as const;
const COLLATERAL = PROPERTY_TYPES.map((type) => type.value);
const FUNDING = ["0-7", "0-14", "0-30", "15-30"];

/** `count` distinct listing queries (paths), the same for the same seed. */
export function listingQueries(count: number, seed: number): string[] {
  const rng = createRandom(seed);
  const seen = new Set<string>();
  let attempts = 0;
  while (seen.size < count) {
    attempts += 1;
    const params = new URLSearchParams({ loanType: rng.weighted(TYPES) });
    if (rng.chance(0.7)) params.set("location", rng.pick(STATES));
    // Past a few thousand, amounts get finer, as they do when people type them.
    const step = attempts > 2000 ? 1000 : 25_000;
    if (rng.chance(0.5)) params.set("loanAmount", String(rng.int(2, 60) * step + 50_000));
    if (rng.chance(0.35)) params.set("creditScore", String(rng.int(58, 80) * 10));
    if (rng.chance(0.15)) params.set("collateralType", rng.pick(COLLATERAL));
    if (rng.chance(0.1)) params.set("fundingTime", rng.pick(FUNDING));
    const sort = rng.weighted(SORTS);
    if (sort !== "most-relevant") params.set("sortBy", sort);
    if (rng.chance(0.2)) params.set("page", String(rng.int(2, 4)));
    seen.add(`/api/lenders?${params}`);
  }
  return [...seen];
}
