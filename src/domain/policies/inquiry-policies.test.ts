import { describe, expect, test } from "vitest";
import {
  expectations,
  OTHER,
  OTHER_LENDER,
  OWN_LENDER,
  SELF,
  SIGNED_IN_NAMES,
} from "../test/policy-actors";
import {
  canAnswerSubmission,
  canArchiveInquiry,
  canChangeSubmission,
  canManageOwnInquiries,
  canManagePipeline,
  canSendToLenders,
  canSubmitAnonymously,
  canSubmitInquiry,
  canViewInquiry,
  ownInquiriesScope,
  ownsInquiry,
} from "./inquiry-policies";

/** Inquiries by owner and addressee, as seen from the test actors (all have userId SELF). */
const own = { borrowerId: SELF, lenderId: OTHER_LENDER };
const othersToOwnLender = { borrowerId: OTHER, lenderId: OWN_LENDER };
const othersToOtherLender = { borrowerId: OTHER, lenderId: OTHER_LENDER };
const anonymous = { borrowerId: null, lenderId: OTHER_LENDER };
const anonymousToOwnLender = { borrowerId: null, lenderId: OWN_LENDER };

describe("submitting", () => {
  test.each(expectations(["visitor", "borrower"]))(
    "canSubmitInquiry(%s) is %s",
    (_name, actor, expected) => {
      expect(canSubmitInquiry(actor)).toBe(expected);
    },
  );

  test.each(expectations(["visitor"]))(
    "canSubmitAnonymously(%s) is %s",
    (_name, actor, expected) => {
      expect(canSubmitAnonymously(actor)).toBe(expected);
    },
  );

  test.each(expectations(["borrower"]))(
    "canManageOwnInquiries(%s) is %s",
    (_name, actor, expected) => {
      expect(canManageOwnInquiries(actor)).toBe(expected);
    },
  );
});

describe("owner-only actions", () => {
  const OWNER_ONLY = { ownsInquiry, canArchiveInquiry, canChangeSubmission, canSendToLenders };
  describe.each(Object.entries(OWNER_ONLY))("%s", (_policy, policy) => {
    // Every signed-in actor here has userId SELF, so each owns `own` (whatever its role).
    test.each(expectations(SIGNED_IN_NAMES))(
      "%s, on its own request: %s",
      (_name, actor, expected) => {
        expect(policy(actor, own)).toBe(expected);
      },
    );

    test.each(expectations([]))(
      "%s, on another's, an anonymous or a request to its own lender record: %s",
      (_name, actor, expected) => {
        expect(policy(actor, othersToOtherLender)).toBe(expected);
        expect(policy(actor, anonymous)).toBe(expected);
        expect(policy(actor, othersToOwnLender)).toBe(expected);
      },
    );
  });
});

describe("ownInquiriesScope", () => {
  test("a signed-in actor's list is the requests it owns; a visitor has none", () => {
    const borrower = { userId: SELF, userType: "borrower", approvalStatus: null } as const;
    expect(ownInquiriesScope(borrower)).toEqual({ borrowerId: SELF });
    expect(ownInquiriesScope(null)).toBeNull();
    const scope = ownInquiriesScope(borrower);
    expect(scope && ownsInquiry(borrower, { ...scope, lenderId: null })).toBe(true);
  });
});

describe("canViewInquiry", () => {
  test.each(expectations(SIGNED_IN_NAMES))(
    "%s, on its own request: %s",
    (_name, actor, expected) => {
      expect(canViewInquiry(actor, own)).toBe(expected);
    },
  );

  test.each(expectations(["approved lender", "admin"]))(
    "%s, on a request addressed to its lender record: %s",
    (_name, actor, expected) => {
      expect(canViewInquiry(actor, othersToOwnLender)).toBe(expected);
      expect(canViewInquiry(actor, anonymousToOwnLender)).toBe(expected);
    },
  );

  test.each(expectations(["admin"]))(
    "%s, on another borrower's request to another lender: %s",
    (_name, actor, expected) => {
      expect(canViewInquiry(actor, othersToOtherLender)).toBe(expected);
      expect(canViewInquiry(actor, anonymous)).toBe(expected);
    },
  );

  test("a pending lender never sees requests to the record it would manage", () => {
    const pending = {
      userId: SELF,
      userType: "lender",
      approvalStatus: "pending",
      lenderId: OWN_LENDER,
    } as const;
    expect(canViewInquiry(pending, othersToOwnLender)).toBe(false);
  });

  test("an approved lender whose record is not known sees no addressed requests", () => {
    const approved = { userId: SELF, userType: "lender", approvalStatus: "approved" } as const;
    expect(canViewInquiry(approved, othersToOwnLender)).toBe(false);
    expect(
      canViewInquiry({ ...approved, lenderId: null }, { borrowerId: OTHER, lenderId: null }),
    ).toBe(false);
  });
});

describe("canAnswerSubmission", () => {
  test.each(expectations(["approved lender"]))(
    "%s, on a submission to its own lender record: %s",
    (_name, actor, expected) => {
      const withRecord = actor && { ...actor, lenderId: OWN_LENDER };
      expect(canAnswerSubmission(withRecord, { lenderId: OWN_LENDER })).toBe(expected);
    },
  );

  test.each(expectations([]))(
    "%s, on a submission to another lender record: %s",
    (_name, actor, expected) => {
      const withRecord = actor && { ...actor, lenderId: OWN_LENDER };
      expect(canAnswerSubmission(withRecord, { lenderId: OTHER_LENDER })).toBe(expected);
    },
  );
});

describe("canManagePipeline (issue 31: the lender's private stage and notes)", () => {
  test.each(expectations(["approved lender"]))(
    "%s, on a submission to its own lender record: %s",
    (_name, actor, expected) => {
      const withRecord = actor && { ...actor, lenderId: OWN_LENDER };
      expect(canManagePipeline(withRecord, { lenderId: OWN_LENDER })).toBe(expected);
    },
  );

  test.each(expectations([]))(
    "%s, on a submission to another lender record: %s",
    (_name, actor, expected) => {
      const withRecord = actor && { ...actor, lenderId: OWN_LENDER };
      expect(canManagePipeline(withRecord, { lenderId: OTHER_LENDER })).toBe(expected);
    },
  );
});
