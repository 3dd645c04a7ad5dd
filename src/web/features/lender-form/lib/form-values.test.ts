import { describe, expect, test } from "vitest";
import { lenderFormSchema } from "@/domain/lenders/lender-form";
import { lenderFormInitialValues, parsedProducts, productsChangedSince } from "./form-values";

const stored = {
  companyName: "Cedar Test Capital",
  slug: "cedar-test-capital",
  yearsInBusiness: 14,
  reviewScore: null,
  state: ["Texas", "Oklahoma"],
  acceptingLeads: true,
  isActive: true,
};
const products = [
  {
    productType: "bridge",
    isActive: true,
    lowestRate: 9.5,
    assetTypes: null,
    collateralTypes: null,
    fundingTimeline: "10 days",
    lastUpdated: "2026-09-28",
  },
];

describe("lender form values", () => {
  test("a stored lender loads as input text and parses back (null lists are empty lists)", () => {
    const values = lenderFormInitialValues(stored, products) as Record<string, unknown>;
    expect(values).toMatchObject({
      yearsInBusiness: "14",
      reviewScore: "",
      states: ["Texas", "Oklahoma"],
    });
    expect((values.products as Record<string, Record<string, unknown>>).bridge).toMatchObject({
      enabled: true,
      lowestRate: "9.5",
      assetTypes: [],
      collateralTypes: [],
    });
    expect(lenderFormSchema.safeParse(values).success).toBe(true);
  });

  test("product changes are detected against the loaded snapshot", () => {
    const values = lenderFormInitialValues(stored, products);
    const snapshot = parsedProducts(values);
    const same = parsedProducts(lenderFormInitialValues(stored, products));
    expect(productsChangedSince(snapshot, same ?? {})).toBe(false);
    const changed = structuredClone(values) as {
      products: Record<string, Record<string, unknown>>;
    };
    const bridge = changed.products.bridge ?? {};
    bridge.lowestRate = "8.75";
    expect(productsChangedSince(snapshot, parsedProducts(changed as never) ?? {})).toBe(true);
    bridge.lowestRate = "9.5";
    bridge.enabled = false;
    expect(productsChangedSince(snapshot, parsedProducts(changed as never) ?? {})).toBe(true);
  });
});
