import { describe, expect, test } from "vitest";
import { expectations, OTHER, OWN_LENDER, SELF } from "../test/policy-actors";
import { isApprovedLender } from "./actor";
import {
  canConfirmLenderProducts,
  canEditLender,
  canReapplyAsLender,
  canUseLenderDashboard,
  canViewLenderDashboard,
  ownLenderScope,
  ownsLender,
} from "./lender-policies";

const ownRecord = { id: OWN_LENDER, userId: SELF };
const othersRecord = { id: OWN_LENDER, userId: OTHER };
const unlinkedRecord = { id: OWN_LENDER, userId: null };

describe("lender dashboard", () => {
  test.each(
    expectations(["pending lender", "rejected lender", "approved lender", "lender without status"]),
  )("canViewLenderDashboard(%s) is %s", (_name, actor, expected) => {
    expect(canViewLenderDashboard(actor)).toBe(expected);
  });

  test.each(expectations(["approved lender"]))(
    "canUseLenderDashboard(%s) is %s",
    (_name, actor, expected) => {
      expect(canUseLenderDashboard(actor)).toBe(expected);
      expect(isApprovedLender(actor)).toBe(expected);
    },
  );
});

describe("ownsLender", () => {
  test.each(expectations(["approved lender"]))(
    "%s, on the record it manages: %s",
    (_name, actor, expected) => {
      expect(ownsLender(actor, ownRecord)).toBe(expected);
    },
  );

  test.each(expectations([]))("%s, on another account's record: %s", (_name, actor, expected) => {
    expect(ownsLender(actor, othersRecord)).toBe(expected);
    expect(ownsLender(actor, unlinkedRecord)).toBe(expected);
  });
});

describe("canEditLender", () => {
  test.each(expectations(["approved lender", "admin"]))(
    "%s, on the record it manages: %s",
    (_name, actor, expected) => {
      expect(canEditLender(actor, ownRecord)).toBe(expected);
    },
  );

  test.each(expectations(["admin"]))(
    "%s, on another account's or an unlinked record: %s",
    (_name, actor, expected) => {
      expect(canEditLender(actor, othersRecord)).toBe(expected);
      expect(canEditLender(actor, unlinkedRecord)).toBe(expected);
    },
  );
});

describe("canConfirmLenderProducts ('Update Today', issue 28)", () => {
  test.each(expectations(["approved lender", "admin"]))(
    "%s, on the record it manages: %s",
    (_name, actor, expected) => {
      expect(canConfirmLenderProducts(actor, ownRecord)).toBe(expected);
    },
  );

  test.each(expectations(["admin"]))(
    "%s, on another account's or an unlinked record: %s",
    (_name, actor, expected) => {
      expect(canConfirmLenderProducts(actor, othersRecord)).toBe(expected);
      expect(canConfirmLenderProducts(actor, unlinkedRecord)).toBe(expected);
    },
  );
});

describe("canReapplyAsLender (issue 28)", () => {
  test.each(expectations(["rejected lender"]))("%s: %s", (_name, actor, expected) => {
    expect(canReapplyAsLender(actor)).toBe(expected);
  });
});

describe("ownLenderScope", () => {
  test.each(expectations(["approved lender"]))(
    "%s with its record known lists that record's rows: %s",
    (_name, actor, expected) => {
      const scope = ownLenderScope(actor && { ...actor, lenderId: OWN_LENDER });
      expect(scope !== null).toBe(expected);
      if (scope) expect(scope).toEqual({ lenderId: OWN_LENDER });
    },
  );

  test("an approved lender managing no record lists nothing", () => {
    const approved = { userId: SELF, userType: "lender", approvalStatus: "approved" } as const;
    expect(ownLenderScope(approved)).toBeNull();
    expect(ownLenderScope({ ...approved, lenderId: null })).toBeNull();
  });
});
