import { describe, expect, test } from "vitest";
import { lenderFormSchema } from "./lender-form";
import {
  checkFieldEdit,
  checkManualHistoryEntry,
  DELETE_HISTORY_CONFIRM,
  DELETE_LENDER_CONFIRM,
  enabledProductTypes,
  hasProductChanges,
  lenderFormDefaults,
  planProductWrites,
  prepareLenderSubmission,
} from "./lender-form-submit";

const today = new Date(2025, 6, 10, 15, 30);

const values = lenderFormSchema.parse({
  companyName: "Acme Capital, LLC",
  states: ["Texas", "AL"],
  statesSourceUrl: "https://acme.example/states",
  isActive: false,
  products: {
    land: {
      enabled: true,
      lowestRate: "10",
      sourceUrl: "https://acme.example/land",
      lastUpdated: "2024-01-01",
    },
    bridge: { enabled: false, lowestRate: "9" },
    fix_and_flip: { enabled: true },
  },
});

describe("prepareLenderSubmission", () => {
  test("non-admin: 'Lender provided' sources, no Active switch, the typed date or today's", () => {
    const { lender, products } = prepareLenderSubmission(values, { isAdmin: false, today });
    expect(lender).toMatchObject({
      companyName: "Acme Capital, LLC",
      slug: "acme-capital-llc",
      state: ["Alabama", "Texas"],
      statesSourceUrl: "Lender provided",
    });
    expect("isActive" in lender).toBe(false);
    expect(products.map((p) => [p.productType, p.sourceUrl, p.lastUpdated, p.isActive])).toEqual([
      ["fix_and_flip", "Lender provided", "2025-07-10", true],
      ["land", "Lender provided", "2024-01-01", true],
    ]);
    expect(products[1]?.lowestRate).toBe(10);
    expect("enabled" in (products[0] ?? {})).toBe(false);
  });

  test("a typed Last Updated date is kept; the stored one, unchanged, becomes today (issue 28, item 11)", () => {
    const typed = prepareLenderSubmission(values, {
      isAdmin: false,
      today,
      storedDates: { land: "2023-05-05" },
    });
    expect(typed.products.find((p) => p.productType === "land")?.lastUpdated).toBe("2024-01-01");
    const untouched = prepareLenderSubmission(values, {
      isAdmin: false,
      today,
      storedDates: { land: "2024-01-01" },
    });
    expect(untouched.products.find((p) => p.productType === "land")?.lastUpdated).toBe(
      "2025-07-10",
    );
  });

  test("admin: values kept (or null), Active switch written", () => {
    const { lender, products } = prepareLenderSubmission(values, { isAdmin: true, today });
    expect(lender.statesSourceUrl).toBe("https://acme.example/states");
    expect(lender.isActive).toBe(false);
    expect(products.map((p) => p.sourceUrl)).toEqual([null, "https://acme.example/land"]);
  });

  test("provided slug and 'Prefer not to share'", () => {
    const v = lenderFormSchema.parse({
      companyName: "Acme",
      slug: " acme-lending ",
      states: ["Texas"],
      preferNotToShare: true,
    });
    const { lender } = prepareLenderSubmission(v, { isAdmin: true, today });
    expect(lender.slug).toBe("acme-lending");
    expect(lender.state).toEqual(["Unknown"]);
  });

  test("enabled types in loan type order", () => {
    expect(enabledProductTypes(values)).toEqual(["fix_and_flip", "land"]);
  });
});

describe("product writes", () => {
  test("create, update and delete by switch", () => {
    const stored = [
      { id: "p1", productType: "land" },
      { id: "p2", productType: "bridge" },
      { id: "p3", productType: "others" },
    ];
    expect(planProductWrites(stored, ["fix_and_flip", "land"])).toEqual({
      create: ["fix_and_flip"],
      update: [{ id: "p1", productType: "land" }],
      remove: ["p2"],
    });
    expect(planProductWrites([], [])).toEqual({ create: [], update: [], remove: [] });
  });

  test("change detection against the snapshot", () => {
    const snapshot = values.products;
    const land = snapshot.land;
    if (!land) throw new Error("fixture has a land product");
    expect(hasProductChanges(snapshot, { ...snapshot })).toBe(false);
    const bridgeEdited = {
      ...snapshot,
      bridge: { ...(snapshot.bridge ?? land), lowestRate: 8 },
    };
    expect(hasProductChanges(snapshot, bridgeEdited)).toBe(false); // disabled products do not count
    const landEdited = { ...snapshot, land: { ...land, lowestRate: 11 } };
    expect(hasProductChanges(snapshot, landEdited)).toBe(true);
    const landOff = { ...snapshot, land: { ...land, enabled: false } };
    expect(hasProductChanges(snapshot, landOff)).toBe(true);
  });
});

describe("field edits and history", () => {
  test.each([
    [85, "85", true],
    [85, "85.0", true],
    ["Acme", " Acme ", true],
    [null, "", true],
    [85, "86", false],
    ["Acme", "Acme Capital", false],
    [null, "5", false],
  ])("current %j, new %j: no changes %s", (current, next, same) => {
    const toast = checkFieldEdit(current, next);
    expect(toast).toEqual(
      same
        ? { title: "No Changes", text: "The new value is the same as the current value." }
        : null,
    );
  });

  test("manual history entry needs a value", () => {
    expect(checkManualHistoryEntry(" ")?.text).toBe("New value is required");
    expect(checkManualHistoryEntry("5")).toBeNull();
  });

  test("confirmations", () => {
    expect(DELETE_LENDER_CONFIRM).toBe("Are you sure you want to delete this lender?");
    expect(DELETE_HISTORY_CONFIRM).toBe("Are you sure you want to delete this history entry?");
  });
});

describe("lenderFormDefaults", () => {
  test("new lender", () => {
    const defaults = lenderFormDefaults();
    expect(defaults).toMatchObject({
      isActive: true,
      acceptingLeads: true,
      states: [],
      products: {},
    });
    expect(lenderFormSchema.safeParse(defaults).success).toBe(false); // company name still required
  });

  test("stored lender round-trips through the schema", () => {
    const defaults = lenderFormDefaults(
      {
        id: "l1",
        companyName: "Acme",
        state: "Unknown",
        acceptingLeads: false,
        reviewScore: 4.5,
        extra: 1,
      },
      [
        {
          id: "p1",
          productType: "bridge",
          isActive: true,
          maxLtv: 75,
          lastUpdated: new Date(2025, 0, 2),
        },
        { id: "p2", productType: "land", isActive: false },
        { id: "p3", productType: "others" },
      ],
    );
    const parsed = lenderFormSchema.parse(defaults);
    expect(parsed).toMatchObject({
      companyName: "Acme",
      preferNotToShare: true,
      states: [],
      acceptingLeads: false,
      isActive: true,
      reviewScore: 4.5,
    });
    expect(Object.keys(parsed.products)).toEqual(["bridge"]);
    expect(parsed.products.bridge).toMatchObject({
      enabled: true,
      maxLtv: 75,
      lastUpdated: "2025-01-02",
    });
  });
});

describe("lender form bounds and admin-only values", () => {
  test("'Unknown' collateral is kept for admins and dropped for lenders", () => {
    const v = lenderFormSchema.parse({
      companyName: "Acme",
      products: { bridge: { enabled: true, collateralTypes: ["Condo", "Unknown"] } },
    });
    const today = new Date("2025-07-10T12:00:00Z");
    expect(
      prepareLenderSubmission(v, { isAdmin: true, today }).products[0]?.collateralTypes,
    ).toEqual(["Condo", "Unknown"]);
    expect(
      prepareLenderSubmission(v, { isAdmin: false, today }).products[0]?.collateralTypes,
    ).toEqual(["Condo"]);
  });

  test("numbers the database cannot hold are field errors", () => {
    const result = lenderFormSchema.safeParse({
      companyName: "Acme",
      yearsInBusiness: "2.5",
      totalLoansFunded: "-3",
      products: {
        bridge: {
          enabled: true,
          minimumFico: "200",
          lowestRate: "99999",
          collateralTypes: ["Boat"],
        },
      },
    });
    const paths = result.error?.issues.map((issue) => issue.path.join(".")).sort();
    expect(paths).toEqual([
      "products.bridge.collateralTypes",
      "products.bridge.lowestRate",
      "products.bridge.minimumFico",
      "totalLoansFunded",
      "yearsInBusiness",
    ]);
  });

  test("a stored state list loads as the form's selection", () => {
    expect(lenderFormDefaults({ companyName: "A", state: ["Texas", "Ohio"] })).toMatchObject({
      states: ["Texas", "Ohio"],
      preferNotToShare: false,
    });
    expect(lenderFormDefaults({ companyName: "A", state: ["Unknown"] })).toMatchObject({
      states: [],
      preferNotToShare: true,
    });
  });
});
