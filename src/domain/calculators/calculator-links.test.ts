import { describe, expect, test } from "vitest";
import { calculatorHref, calculatorOfLoanType, lenderCalculatorHref } from "./calculator-links";
import { readCalculatorQuery } from "./calculator-reader";

describe("calculator links", () => {
  test("a fix-and-flip product's limits prefill the calculator; a missing limit goes blank", () => {
    const href = lenderCalculatorHref("oak-capital", {
      productType: "fix_and_flip",
      maxLtv: 85,
      maxLtc: null,
      maxLtarv: 70,
      lowestRate: 10.25,
    });
    expect(href).toBe("/calculators?calc=flip&lender=oak-capital&rate=10.25&ltv=85&ltc=&ltarv=70");
    const reading = readCalculatorQuery("flip", new URLSearchParams(href?.split("?")[1]));
    expect(reading.input).toMatchObject({
      maxLtv: 85,
      maxLtc: undefined,
      maxLtarv: 70,
      interestRate: 10.25,
    });
  });

  test("DSCR and bridge products carry their rate and longest term; others have no calculator", () => {
    expect(
      lenderCalculatorHref("a", {
        productType: "rental_property",
        lowestRate: 7,
        termMaxMonths: 360,
      }),
    ).toBe("/calculators?calc=dscr&lender=a&rate=7&term=360");
    expect(
      lenderCalculatorHref("a", { productType: "bridge", lowestRate: null, termMaxMonths: 480 }),
    ).toBe("/calculators?calc=bridge&lender=a&term=360");
    expect(lenderCalculatorHref("a", { productType: "land", lowestRate: 9 })).toBeNull();
    expect(calculatorOfLoanType("construction")).toBeNull();
  });

  test("calculatorHref leaves out absent values", () => {
    expect(calculatorHref("bridge", { loan: 5, rate: undefined, state: null })).toBe(
      "/calculators?calc=bridge&loan=5",
    );
  });
});
