import { describe, expect, test } from "vitest";
import {
  CREDIT_BANDS,
  creditBandLowerBound,
  creditBandOfScore,
  creditTone,
  isStrongReviewScore,
  selectedCreditBand,
} from "./credit-bands";

describe("credit bands", () => {
  test.each([
    ["below-600", 0],
    ["600-650", 600],
    ["650-700", 650],
    ["700-750", 700],
    ["750+", 750],
  ] as const)("%s lower bound %i", (band, bound) => {
    expect(creditBandLowerBound(band)).toBe(bound);
  });

  test.each([
    [0, "below-600"],
    [599, "below-600"],
    [600, "600-650"],
    [650, "600-650"],
    [651, "650-700"],
    [700, "650-700"],
    [701, "700-750"],
    [750, "700-750"],
    [751, "750+"],
    [850, "750+"],
    [851, undefined],
    [-1, undefined],
  ])("score %i is in band %s", (score, band) => {
    expect(creditBandOfScore(score)).toBe(band);
  });

  test.each([
    [0, "below-600"],
    [600, "600-650"],
    [650, "650-700"],
    [700, "700-750"],
    [750, "750+"],
    [649, "600-650"],
    [690, "650-700"],
    [720, "700-750"],
    [null, undefined],
  ])("selector for stored score %s shows %s", (score, band) => {
    expect(selectedCreditBand(score)).toBe(band);
  });

  test("every band round-trips through its lower bound", () => {
    for (const band of CREDIT_BANDS) {
      expect(selectedCreditBand(creditBandLowerBound(band.value))).toBe(band.value);
    }
  });

  test.each([
    [850, "positive"],
    [700, "positive"],
    [699, "uncertain"],
    [650, "uncertain"],
    [649, "warning"],
    [300, "warning"],
  ])("credit %i is %s", (score, tone) => {
    expect(creditTone(score)).toBe(tone);
  });

  test.each([
    [4, true],
    [3.9, false],
    [5, true],
    [null, false],
  ])("review %s strong: %s", (score, strong) => {
    expect(isStrongReviewScore(score)).toBe(strong);
  });
});
