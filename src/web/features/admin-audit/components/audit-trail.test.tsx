// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { AuditEntry } from "@/domain/contract/admin-audit";
import { renderWithProviders } from "@/web/test/render";
import { AUDIT_EMPTY_TEXT, AUDIT_LOADING_TEXT } from "../lib/audit-format";
import { AuditTrailView } from "./audit-trail";

const base = {
  targetType: "user" as const,
  targetId: "00000000-0000-4000-8000-000000000001",
  targetLabel: "pat@example.com",
  actorId: null,
  actorName: null,
};
const entries: AuditEntry[] = [
  {
    ...base,
    id: "00000000-0000-4000-8000-0000000000a2",
    action: "user.approve",
    actorEmail: "admin@example.com",
    details: { mode: "existing", companyName: "Cedar Ridge Capital" },
    at: "2026-03-05T15:04:00.000Z",
  },
  {
    ...base,
    id: "00000000-0000-4000-8000-0000000000a1",
    action: "lender.field_update",
    actorEmail: null,
    details: { field: "website", oldValue: null, newValue: "https://cedar.example.com" },
    at: "2026-03-01T09:00:00.000Z",
  },
];

describe("AuditTrailView", () => {
  test("who, what and when of each entry, in the given order, under its heading", () => {
    renderWithProviders(<AuditTrailView entries={entries} loading={false} />);
    const section = screen.getByRole("region", { name: "Audit Trail" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Approved lender account");
    expect(items[0]).toHaveTextContent("Linked to an existing lender · Cedar Ridge Capital");
    expect(items[0]).toHaveTextContent("by admin@example.com");
    expect(within(items[0] as HTMLElement).getByText(/Mar 0\d, 2026/)).toHaveAttribute(
      "datetime",
      "2026-03-05T15:04:00.000Z",
    );
    // An entry without a known actor is the system's.
    expect(items[1]).toHaveTextContent("Updated field");
    expect(items[1]).toHaveTextContent("Website: empty → https://cedar.example.com");
    expect(items[1]).toHaveTextContent("by System");
  });

  test("loading: a status text, no list", () => {
    renderWithProviders(<AuditTrailView entries={undefined} loading />);
    expect(screen.getByRole("status")).toHaveTextContent(AUDIT_LOADING_TEXT);
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  test("empty: the empty text", () => {
    renderWithProviders(<AuditTrailView entries={[]} loading={false} />);
    expect(screen.getByText(AUDIT_EMPTY_TEXT)).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  test("error: the alert and 'Try again' retries", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <AuditTrailView
        entries={undefined}
        loading={false}
        error={new Error("x")}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Audit trail: could not load");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
