import { describe, expect, test } from "vitest";
import { lenderFormSchema, loanProductFormSchema } from "./lender-form";

describe("lender form schema", () => {
  test("defaults: switches on, no states, no products", () => {
    const values = lenderFormSchema.parse({ companyName: "Acme" });
    expect(values).toMatchObject({
      companyName: "Acme",
      slug: null,
      email: null,
      isActive: true,
      acceptingLeads: true,
      states: [],
      preferNotToShare: false,
      products: {},
      reviewScore: null,
    });
  });

  test.each([[""], ["   "], [null], [undefined]])("company name %j is required", (companyName) => {
    const result = lenderFormSchema.safeParse({ companyName });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["companyName"],
      message: "Company name is required",
    });
  });

  test("numbers: float or null, empty and zero → null; texts: empty → null", () => {
    const values = lenderFormSchema.parse({
      companyName: "Acme",
      yearsInBusiness: "12",
      averageFundingTime: "",
      minimumLoanAmount: "0",
      maximumLoanAmount: "$5,000,000",
      reviewScore: "4.7",
      description: "  ",
      website: " https://acme.example ",
    });
    expect(values).toMatchObject({
      yearsInBusiness: 12,
      averageFundingTime: null,
      minimumLoanAmount: null,
      maximumLoanAmount: 5_000_000,
      reviewScore: 4.7,
      description: null,
      website: "https://acme.example",
    });
  });

  test.each([
    ["5", true],
    ["5.1", false],
    ["-0.1", false],
    ["0.1", true],
  ])("review score %s accepted: %s", (reviewScore, ok) => {
    const result = lenderFormSchema.safeParse({ companyName: "A", reviewScore });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe("Review score must be between 0 and 5");
  });

  test("email is optional but must be valid when given", () => {
    expect(lenderFormSchema.parse({ companyName: "A", email: "" }).email).toBeNull();
    expect(
      lenderFormSchema.safeParse({ companyName: "A", email: "x@y" }).error?.issues[0]?.message,
    ).toBe("Please enter a valid email address");
  });

  test("products: keyed by loan type, unknown types rejected", () => {
    const values = lenderFormSchema.parse({
      companyName: "A",
      products: { bridge: { enabled: true, maxLtv: "75", collateralTypes: ["Condo", "Condo"] } },
    });
    expect(values.products.bridge).toMatchObject({
      enabled: true,
      maxLtv: 75,
      collateralTypes: ["Condo"],
    });
    expect(
      lenderFormSchema.safeParse({ companyName: "A", products: { others: { enabled: true } } })
        .success,
    ).toBe(false);
  });

  test("product fields", () => {
    expect(loanProductFormSchema.parse({})).toMatchObject({
      enabled: false,
      lowestRate: null,
      fundingTimeline: null,
      collateralTypes: [],
      assetTypes: [],
    });
    expect(
      loanProductFormSchema.parse({ lowestRate: "8.75", originationFee: " 2% " }),
    ).toMatchObject({
      lowestRate: 8.75,
      originationFee: "2%",
    });
  });
});
