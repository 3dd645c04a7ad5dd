import { describe, expect, test } from "vitest";
import { lenderFilter } from "../search/lender-filter";
import {
  diffAlert,
  hasNews,
  type TermsCandidate,
  type TermsProduct,
  termsKeyOf,
} from "./alert-matching";

const product = (overrides: Partial<TermsProduct> = {}): TermsProduct => ({
  productType: "fix_and_flip",
  minimumFico: 660,
  collateralTypes: null,
  loanAmountMin: 100_000,
  lowestRate: 10,
  highestRate: 12,
  maxLtv: 80,
  maxLtc: 90,
  maxLtarv: 70,
  loanAmountMax: 2_000_000,
  termMinMonths: 6,
  termMaxMonths: 18,
  originationFee: "2 points",
  processingFee: null,
  underwritingFee: "$995",
  prepaymentPenalty: null,
  ...overrides,
});

const lender = (state: string, overrides: Partial<TermsProduct> = {}): TermsCandidate => ({
  lender: { minimumLoanAmount: null, averageFundingTime: 10 },
  products: [product(overrides)],
  states: new Set([state]) as unknown as TermsCandidate["states"],
});

const texas = lenderFilter({ loanType: "fix_and_flip", location: "TX" });

describe("diffAlert", () => {
  const a = lender("Texas");
  const b = lender("Texas", { lowestRate: 9.5 });
  const ohio = lender("Ohio");
  const world = new Map<string, TermsCandidate>([
    ["a", a],
    ["b", b],
    ["ohio", ohio],
  ]);
  const run = (changedIds: string[], previous: Map<string, string>) =>
    diffAlert({
      changedIds,
      previous,
      current: (id) => world.get(id),
      matches: texas,
      loanType: "fix_and_flip",
    });

  test("a changed lender that matches now and did not then is new", () => {
    const diff = run(["a", "ohio"], new Map());
    expect(diff.added).toEqual(["a"]);
    expect(diff.termsChanged).toEqual([]);
    expect([...diff.matched.keys()]).toEqual(["a"]);
    expect(hasNews(diff)).toBe(true);
  });

  test("same terms: no news; other terms: terms changed", () => {
    const same = run(["a"], new Map([["a", termsKeyOf(a, "fix_and_flip")]]));
    expect(hasNews(same)).toBe(false);
    const changed = run(["b"], new Map([["b", termsKeyOf(a, "fix_and_flip")]]));
    expect(changed.termsChanged).toEqual(["b"]);
    expect(changed.added).toEqual([]);
  });

  test("a lender that stopped matching or is gone is dropped, without news", () => {
    const diff = run(
      ["ohio", "gone"],
      new Map([
        ["ohio", "x"],
        ["gone", "y"],
      ]),
    );
    expect(diff.dropped).toEqual(["ohio", "gone"]);
    expect(hasNews(diff)).toBe(false);
  });

  test("only the changed lenders are looked at", () => {
    const looked: string[] = [];
    diffAlert({
      changedIds: ["a", "a"],
      previous: new Map(),
      current: (id) => {
        looked.push(id);
        return world.get(id);
      },
      matches: texas,
      loanType: "fix_and_flip",
    });
    expect(looked).toEqual(["a"]);
  });
});

describe("termsKeyOf", () => {
  test("moves with the rate, the fees and the funding time, not with what no alert shows", () => {
    const base = termsKeyOf(lender("Texas"), "fix_and_flip");
    expect(termsKeyOf(lender("Texas", { highestRate: 13 }), "fix_and_flip")).not.toBe(base);
    expect(termsKeyOf(lender("Texas", { originationFee: "3 points" }), "fix_and_flip")).not.toBe(
      base,
    );
    const slower = {
      ...lender("Texas"),
      lender: { minimumLoanAmount: null, averageFundingTime: 20 },
    };
    expect(termsKeyOf(slower, "fix_and_flip")).not.toBe(base);
    expect(termsKeyOf(lender("Ohio"), "fix_and_flip")).toBe(base);
  });
});
