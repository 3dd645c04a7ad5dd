import { describe, expect, test } from "vitest";
import type { SignedInActor } from "./actor";
import {
  canHaveThreads,
  canReadThread,
  canWriteThread,
  liveAudienceOf,
  ownThreadsScope,
  type ThreadRef,
  threadSideOf,
} from "./message-policies";

const thread: ThreadRef = { borrowerId: "borrower-1", lenderId: "lender-1" };
const borrower: SignedInActor = {
  userId: "borrower-1",
  userType: "borrower",
  approvalStatus: null,
};
const otherBorrower: SignedInActor = { ...borrower, userId: "borrower-2" };
const lender: SignedInActor = {
  userId: "lender-user-1",
  userType: "lender",
  approvalStatus: "approved",
  lenderId: "lender-1",
};
const admin: SignedInActor = { userId: "admin-1", userType: "admin", approvalStatus: null };

describe("threadSideOf", () => {
  test("the request's borrower writes on the borrower side", () => {
    expect(threadSideOf(borrower, thread)).toBe("borrower");
  });
  test("the approved lender managing the submission's lender writes on the lender side", () => {
    expect(threadSideOf(lender, thread)).toBe("lender");
  });
  test.each([
    ["a visitor", null],
    ["another borrower", otherBorrower],
    ["another lender", { ...lender, lenderId: "lender-2" }],
    ["a lender whose record is unknown", { ...lender, lenderId: undefined }],
    ["a lender without a record", { ...lender, lenderId: null }],
    ["a pending lender of that record", { ...lender, approvalStatus: "pending" as const }],
    ["a rejected lender of that record", { ...lender, approvalStatus: "rejected" as const }],
    ["an admin", admin],
    ["a lender account with the borrower's id", { ...lender, userId: "borrower-1", lenderId: "x" }],
  ])("%s has no side", (_label, actor) => {
    expect(threadSideOf(actor as SignedInActor | null, thread)).toBeNull();
  });
  test("nobody is the borrower of an anonymous request not yet linked", () => {
    expect(threadSideOf(borrower, { ...thread, borrowerId: null })).toBeNull();
  });
});

describe("reading and writing", () => {
  test("both sides read and write", () => {
    for (const actor of [borrower, lender]) {
      expect(canReadThread(actor, thread)).toBe(true);
      expect(canWriteThread(actor, thread)).toBe(true);
    }
  });
  test("an admin reads but never writes", () => {
    expect(canReadThread(admin, thread)).toBe(true);
    expect(canWriteThread(admin, thread)).toBe(false);
  });
  test("strangers neither read nor write", () => {
    for (const actor of [null, otherBorrower, { ...lender, lenderId: "lender-2" }]) {
      expect(canReadThread(actor, thread)).toBe(false);
      expect(canWriteThread(actor, thread)).toBe(false);
    }
  });
});

describe("canHaveThreads", () => {
  test("borrowers and approved lenders have threads", () => {
    expect(canHaveThreads(borrower)).toBe(true);
    expect(canHaveThreads(lender)).toBe(true);
  });
  test("visitors, admins and lenders not approved have none", () => {
    expect(canHaveThreads(null)).toBe(false);
    expect(canHaveThreads(admin)).toBe(false);
    expect(canHaveThreads({ ...lender, approvalStatus: "pending" })).toBe(false);
    expect(canHaveThreads({ ...lender, approvalStatus: "rejected" })).toBe(false);
  });
});

describe("ownThreadsScope", () => {
  test("a borrower's threads are those of its requests, a lender's those of its record", () => {
    expect(ownThreadsScope(borrower)).toEqual({ side: "borrower", borrowerId: "borrower-1" });
    expect(ownThreadsScope(lender)).toEqual({ side: "lender", lenderId: "lender-1" });
  });
  test.each([
    ["a visitor", null],
    ["an admin", admin],
    ["a lender without a record", { ...lender, lenderId: null }],
    ["a pending lender", { ...lender, approvalStatus: "pending" as const }],
  ])("%s has none", (_name, actor) => {
    expect(ownThreadsScope(actor)).toBeNull();
  });
  test("every thread in a scope is one the actor has a side in", () => {
    for (const actor of [borrower, lender]) {
      const scope = ownThreadsScope(actor);
      const inScope =
        scope?.side === "borrower"
          ? { borrowerId: scope.borrowerId, lenderId: "any" }
          : { borrowerId: null, lenderId: scope?.lenderId ?? "" };
      expect(threadSideOf(actor, inScope)).toBe(scope?.side);
    }
  });
});

describe("liveAudienceOf", () => {
  test("the request's borrower and the approved user of the submission's lender, once each", () => {
    expect(liveAudienceOf(thread, [borrower, lender, borrower])).toEqual([
      "borrower-1",
      "lender-user-1",
    ]);
  });

  test("an unlinked request's events go to the lender side only", () => {
    expect(liveAudienceOf({ ...thread, borrowerId: null }, [null, lender])).toEqual([
      "lender-user-1",
    ]);
  });

  test("no one outside the thread: admins, lenders not approved, other lenders, strangers", () => {
    const pending: SignedInActor = { ...lender, approvalStatus: "pending" };
    const otherLender: SignedInActor = { ...lender, lenderId: "lender-2" };
    expect(liveAudienceOf(thread, [admin, pending, otherLender, otherBorrower, null])).toEqual([]);
  });
});
