import { describe, expect, test } from "vitest";
import { searchLenders } from "../test/reference-search";
import { type Candidate, generator, randomCandidates, randomQuery } from "../test/search-fixtures";
import { searchDependence } from "./dependence";

/** One lender of `catalogue` changed at random: edited, replaced by another, removed or added. */
function randomChange(
  catalogue: Candidate[],
  others: Candidate[],
  random: ReturnType<typeof generator>,
) {
  const index = Math.floor(random.next() * catalogue.length);
  const before = catalogue[index] as Candidate;
  const other = random.pick(others);
  const kind = random.pick(["edit", "edit", "edit", "replace", "remove", "add"] as const);
  if (kind === "add") {
    const added = { ...other, lender: { ...other.lender, id: `new-${index}` } };
    return { before: undefined, after: added, next: [...catalogue, added] };
  }
  if (kind === "remove") {
    return { before, after: undefined, next: catalogue.filter((c) => c !== before) };
  }
  const after: Candidate =
    kind === "replace"
      ? { ...other, lender: { ...other.lender, id: before.lender.id } }
      : {
          ...before,
          lender: {
            ...before.lender,
            totalReviews: (before.lender.totalReviews ?? 0) + 1,
            reviewScore: random.pick([null, 3.2, 4.6, before.lender.reviewScore]),
            averageFundingTime: random.pick([null, 7, 30, before.lender.averageFundingTime]),
          },
        };
  return { before, after, next: catalogue.map((c) => (c === before ? after : c)) };
}

describe("searchDependence", () => {
  test("an answer it keeps after a random change equals the answer computed again", () => {
    let kept = 0;
    let dropped = 0;
    for (const seed of [2, 11, 404]) {
      const catalogue = randomCandidates(150, seed);
      const others = randomCandidates(40, seed + 1000);
      const random = generator(seed * 7 + 1);
      for (let i = 0; i < 300; i++) {
        const query = randomQuery(random);
        const options = {
          profileCreditScore: random.pick([null, 640]),
          pageSize: random.pick([3, 10]),
        };
        const answer = searchLenders(catalogue, query, options);
        const dependsOn = searchDependence(query, options, answer);
        const { before, after, next } = randomChange(catalogue, others, random);
        if (dependsOn(before, after)) {
          dropped += 1;
        } else {
          kept += 1;
          expect(searchLenders(next, query, options)).toEqual(answer);
        }
      }
    }
    // It keeps many answers (else it is no better than dropping them all), and drops some.
    expect(kept).toBeGreaterThan(300);
    expect(dropped).toBeGreaterThan(100);
  });
});
