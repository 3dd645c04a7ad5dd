import { describe, expect, test } from "vitest";
import { roleBadge } from "./role-badge";

describe("role badge", () => {
  test.each([
    ["borrower", null, "Borrower"],
    ["admin", null, "Admin"],
    ["lender", "approved", "Lender"],
    ["lender", "pending", "Lender · Pending approval"],
    ["lender", null, "Lender · Pending approval"],
    ["lender", "rejected", "Lender · Not approved"],
    [null, null, "Member"],
  ])("%s / %s → %s", (userType, approval, label) => {
    expect(roleBadge(userType, approval).label).toBe(label);
  });
});
