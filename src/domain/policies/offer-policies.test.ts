import { describe, expect, test } from "vitest";
import { expectations, OTHER, OTHER_LENDER, OWN_LENDER, SELF } from "../test/policy-actors";
import { canAcceptOffer, canMakeOffer, canReadOffers, canUseOfferDesk } from "./offer-policies";

/** Submissions as seen from the test actors (all have userId SELF, lender OWN_LENDER). */
const ownRequestOtherLender = { borrowerId: SELF, submissionLenderId: OTHER_LENDER };
const othersRequestOwnLender = { borrowerId: OTHER, submissionLenderId: OWN_LENDER };
const othersRequestOtherLender = { borrowerId: OTHER, submissionLenderId: OTHER_LENDER };
const anonymousToOwnLender = { borrowerId: null, submissionLenderId: OWN_LENDER };

describe("offer desk", () => {
  test.each(expectations(["approved lender"]))("canUseOfferDesk(%s) is %s", (_, actor, ok) => {
    expect(canUseOfferDesk(actor)).toBe(ok);
  });
});

describe("making offers", () => {
  test.each(expectations(["approved lender"]))(
    "on a submission to the own lender: %s → %s",
    (_, actor, ok) => {
      expect(canMakeOffer(actor, othersRequestOwnLender)).toBe(ok);
      expect(canMakeOffer(actor, anonymousToOwnLender)).toBe(ok);
    },
  );
  test.each(expectations([]))("on another lender's submission: %s → %s", (_, actor, ok) => {
    expect(canMakeOffer(actor, othersRequestOtherLender)).toBe(ok);
    expect(canMakeOffer(actor, ownRequestOtherLender)).toBe(ok);
  });
  test("an approved lender whose record is unknown makes none", () => {
    expect(
      canMakeOffer(
        { userId: SELF, userType: "lender", approvalStatus: "approved", lenderId: null },
        othersRequestOwnLender,
      ),
    ).toBe(false);
  });
});

describe("accepting", () => {
  test.each(expectations(["borrower"]))("on the own request: %s → %s", (_, actor, ok) => {
    expect(canAcceptOffer(actor, ownRequestOtherLender)).toBe(ok);
  });
  test.each(expectations([]))("on someone else's request: %s → %s", (_, actor, ok) => {
    expect(canAcceptOffer(actor, othersRequestOwnLender)).toBe(ok);
    expect(canAcceptOffer(actor, anonymousToOwnLender)).toBe(ok);
  });
});

describe("reading", () => {
  test.each(expectations(["borrower", "admin"]))(
    "the own request's offers: %s → %s",
    (_, actor, ok) => {
      expect(canReadOffers(actor, ownRequestOtherLender)).toBe(ok);
    },
  );
  test.each(expectations(["approved lender", "admin"]))(
    "the own lender's offers: %s → %s",
    (_, actor, ok) => {
      expect(canReadOffers(actor, othersRequestOwnLender)).toBe(ok);
    },
  );
  test.each(expectations(["admin"]))("anyone else's: %s → %s", (_, actor, ok) => {
    expect(canReadOffers(actor, othersRequestOtherLender)).toBe(ok);
  });
});
