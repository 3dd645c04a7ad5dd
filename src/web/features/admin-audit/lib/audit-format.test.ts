/** What an audit entry's one line says (issue 28, item 8: the trail keeps what happened). */
import { describe, expect, test } from "vitest";
import type { AuditEntry } from "@/domain/contract/admin-audit";
import { auditSummary } from "./audit-format";

const line = (action: AuditEntry["action"], details: Record<string, unknown>) =>
  auditSummary({ action, details });

describe("auditSummary", () => {
  test("history add, edit and delete show the entry's values, not 'empty → empty'", () => {
    expect(line("lender.history_add", { field: "phone", value: "(512) 555-0142" })).toBe(
      "Phone: entry added, (512) 555-0142",
    );
    expect(
      line("lender.history_edit", {
        field: "phone",
        before: { value: "(512) 555-0142", notes: null },
        after: { value: "(512) 555-0199", notes: "Typo" },
      }),
    ).toBe("Phone: entry (512) 555-0142 → (512) 555-0199 · Notes: empty → Typo");
    expect(line("lender.history_delete", { field: "phone", value: "(512) 555-0199" })).toBe(
      "Phone: entry removed, (512) 555-0199",
    );
  });

  test("a loan product's entries name the product", () => {
    expect(
      line("lender.field_update", {
        productType: "bridge",
        field: "max_ltv",
        oldValue: "65",
        newValue: "70",
      }),
    ).toBe("Bridge: Max LTV (%): 65 → 70");
    expect(
      line("lender.history_add", { productType: "fix_and_flip", field: "max_ltv", value: "80" }),
    ).toBe("Fix and Flip: Max LTV (%): entry added, 80");
  });

  test("linking a record on approval says whose account, not 'User id'", () => {
    const summary = line("lender.update", {
      fields: ["user_id"],
      linkedUserId: "00000000-0000-4000-8000-000000000001",
      linkedUserEmail: "pat@example.com",
    });
    expect(summary).toBe("Linked to account pat@example.com");
  });

  test("a full update lists each field's change and each product touched", () => {
    expect(
      line("lender.self_update", {
        changes: [{ field: "description", oldValue: null, newValue: "Fast closings" }],
        products: [
          { productType: "bridge", change: "create", fields: [] },
          { productType: "land", change: "update", fields: ["max_ltv", "lowest_rate"] },
        ],
      }),
    ).toBe(
      "Description: empty → Fast closings · Bridge product added · Land: Max LTV (%), Lowest Rate (%)",
    );
  });
});
