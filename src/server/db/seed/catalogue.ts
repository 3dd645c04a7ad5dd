/**
 * The demo catalogue: 67 invented lenders over all 50 states, with products of all six types,
 * from complete national lenders to sparse local ones, some undisclosed ('Unknown') or
 * stateless, a few inactive or not accepting leads, and product data of every age.
 * Each lender draws its generated details from its own seeded stream, so editing one entry
 * never changes the others.
 */
import { createRandom, seedFromString } from "../factories";
import type { CatalogueEntry } from "./catalogue-entry";
import { toLenderSpec } from "./catalogue-entry";
import { MIDWEST_LENDERS } from "./catalogue-midwest";
import { NATIONAL_LENDERS } from "./catalogue-national";
import { NORTHEAST_LENDERS } from "./catalogue-northeast";
import { SOUTH_LENDERS } from "./catalogue-south";
import { WEST_LENDERS } from "./catalogue-west";
import { type BuiltLender, buildLenderFromSpec } from "./lender-spec";

export const DEMO_CATALOGUE: readonly CatalogueEntry[] = [
  ...SOUTH_LENDERS,
  ...WEST_LENDERS,
  ...MIDWEST_LENDERS,
  ...NORTHEAST_LENDERS,
  ...NATIONAL_LENDERS,
];

/** The catalogue as insertable rows; product dates are relative to `now`. */
export function buildDemoCatalogue(now: Date): BuiltLender[] {
  return DEMO_CATALOGUE.map((entry) => {
    const spec = toLenderSpec(entry);
    return buildLenderFromSpec(spec, createRandom(seedFromString(spec.name)), now);
  });
}
