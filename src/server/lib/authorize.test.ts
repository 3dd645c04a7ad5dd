import { describe, expect, test } from "vitest";
import type { Actor } from "@/domain/policies/actor";
import { AppError, forbidden } from "./app-error";
import { authorize } from "./authorize";

const owner: Actor = { userId: "u1", userType: "borrower", approvalStatus: null };
const other: Actor = { userId: "u2", userType: "borrower", approvalStatus: null };
const owns = (actor: Actor, row: { ownerId: string }) => actor?.userId === row.ownerId;
const row = { id: "r1", ownerId: "u1" };

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("did not throw");
};

describe("authorize", () => {
  test("returns the row the policy allows", () => {
    expect(authorize(owner, owns, row, { notFound: "Row not found" })).toBe(row);
  });

  test("a missing row and a refused one answer the same 404", () => {
    for (const run of [
      () => authorize(owner, owns, undefined, { notFound: "Row not found" }),
      () => authorize(other, owns, row, { notFound: "Row not found" }),
    ]) {
      const error = errorOf(run);
      expect(error).toBeInstanceOf(AppError);
      expect([error.code, error.status, error.message]).toEqual([
        "not_found",
        404,
        "Row not found",
      ]);
    }
  });

  test("`refused` tells a refused row apart; a missing one stays 404", () => {
    const refusal = { notFound: "Row not found", refused: () => forbidden("Not yours.") };
    expect(errorOf(() => authorize(other, owns, row, refusal)).status).toBe(403);
    expect(errorOf(() => authorize(other, owns, null, refusal)).status).toBe(404);
  });

  test("`refOf` gives the policy the fields it reads", () => {
    const joined = { inquiry: row, extra: 1 };
    expect(
      authorize(owner, owns, joined, { notFound: "Row not found" }, (found) => found.inquiry),
    ).toBe(joined);
    expect(
      errorOf(() =>
        authorize(other, owns, joined, { notFound: "Row not found" }, (found) => found.inquiry),
      ).status,
    ).toBe(404);
  });
});
