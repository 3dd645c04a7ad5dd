import { describe, expect, test } from "vitest";
import { CALCULATOR_FIELDS } from "./calculator-fields";
import { readCalculatorQuery } from "./calculator-reader";
import { CALCULATOR_SCHEMAS, fixAndFlipQuerySchema } from "./calculator-schemas";

const query = (text: string) => new URLSearchParams(text);

describe("readCalculatorQuery", () => {
  test("absent parameters start from the initial values, which are valid", () => {
    for (const kind of ["flip", "dscr", "bridge"] as const) {
      const reading = readCalculatorQuery(kind, query(""));
      expect(reading.errors).toEqual({});
      expect(reading.input).not.toBeNull();
      for (const field of CALCULATOR_FIELDS[kind]) {
        expect(reading.values[field.name]).toBe(field.initial);
      }
    }
  });

  test("reads money and percentages as typed, blank limits as absent, the state's code", () => {
    const reading = readCalculatorQuery(
      "flip",
      query(
        "purchase=%24250%2C000&rehab=40000&arv=400000&months=5&ltv=&ltc=85%25&ltarv=70&rate=10.5&points=1&selling=5&state=tx",
      ),
    );
    expect(reading.input).toEqual({
      purchasePrice: 250_000,
      rehabBudget: 40_000,
      afterRepairValue: 400_000,
      monthsHeld: 5,
      maxLtv: undefined,
      maxLtc: 85,
      maxLtarv: 70,
      interestRate: 10.5,
      points: 1,
      sellingCostsPercent: 5,
      propertyState: "TX",
    });
    expect(reading.values.ltv).toBe("");
  });

  test("clear messages for each invalid field", () => {
    const reading = readCalculatorQuery(
      "flip",
      query("purchase=&rehab=abc&arv=0&months=2.5&ltc=120&rate=-1&state=ZZ"),
    );
    expect(reading.input).toBeNull();
    expect(reading.errors).toEqual({
      purchase: "Enter the purchase price",
      rehab: "Rehab budget must be a number",
      arv: "After-repair value must be at least $1",
      months: "Months held must be a whole number of months",
      ltc: "Max loan-to-cost must be at most 100%",
      rate: "Interest rate must be at least 0%",
      state: "Choose a US state",
    });
  });

  test("DSCR and bridge terms: 1 to 480 and 1 to 360 months", () => {
    expect(readCalculatorQuery("dscr", query("term=481")).errors).toEqual({
      term: "Term must be at most 480 months",
    });
    expect(readCalculatorQuery("bridge", query("term=0")).errors).toEqual({
      term: "Term must be at least 1 month",
    });
    expect(readCalculatorQuery("bridge", query("term=360&rate=0")).input).toMatchObject({
      termMonths: 360,
      interestRate: 0,
    });
  });

  test("the schema itself takes numbers too", () => {
    const parsed = fixAndFlipQuerySchema.safeParse({
      purchase: 1,
      rehab: 0,
      arv: 1,
      months: 1,
      rate: 0,
      points: 0,
      selling: 0,
    });
    expect(parsed.success).toBe(true);
  });
});

describe("the Zod schemas and the Zod-free reader read alike", () => {
  const cases = [
    "",
    "purchase=%24250%2C000&ltv=&ltc=85%25&state=tx",
    "purchase=&rehab=abc&arv=0&months=2.5&ltc=120&rate=-1&state=ZZ",
    "rent=1e3&vacancy=99.5&term=480&loan=Infinity&hoa=%20",
    "loan=1&rate=50&term=360&points=10.01&state=%20ca%20",
    "months=361&selling=20&ltarv=0.5&taxes=-0",
  ];
  for (const kind of ["flip", "dscr", "bridge"] as const) {
    test.each(cases)(`${kind}: %s`, (text) => {
      const reading = readCalculatorQuery(kind, query(text));
      const parsed = CALCULATOR_SCHEMAS[kind].safeParse(reading.values);
      if (reading.input) {
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(reading.input);
      } else {
        expect(parsed.success).toBe(false);
        const messages = Object.fromEntries(
          (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
        );
        expect(messages).toEqual(reading.errors);
      }
    });
  }
});
