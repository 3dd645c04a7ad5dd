// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { type PendingLender, PendingPanel, selectedPendingIds } from "./pending-panel";

function pendingLender(n: number, companyName: string): PendingLender {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    email: `lender${n}@example.com`,
    fullName: null,
    phone: null,
    companyName,
    website: null,
    userType: "lender",
    approvalStatus: "pending",
    emailVerified: true,
    lender: null,
    createdAt: "2026-02-01T00:00:00.000Z",
    suggestedCompanyName: companyName,
  };
}

const users = [pendingLender(1, "Alder Capital"), pendingLender(2, "Birch Lending")];

function renderPanel(list: PendingLender[] = users) {
  const props = {
    onApproveSelected: vi.fn(),
    onApprove: vi.fn(),
    onReject: vi.fn(),
  };
  const result = renderWithProviders(<PendingPanel users={list} {...props} />);
  return { ...result, ...props };
}

describe("PendingPanel", () => {
  test("nothing selected: 'Approve Selected' does nothing", async () => {
    const { user, onApproveSelected } = renderPanel();
    const approve = screen.getByRole("button", { name: "Approve Selected" });
    expect(approve).toBeDisabled();
    await user.click(approve);
    expect(onApproveSelected).not.toHaveBeenCalled();
  });

  test("select all picks every pending lender; the bulk call gets all their ids once", async () => {
    const { user, onApproveSelected } = renderPanel();
    const selectAll = screen.getByRole("checkbox", { name: "Select all" });
    await user.click(selectAll);
    expect(screen.getByRole("checkbox", { name: "Alder Capital" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Birch Lending" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Approve Selected (2)" }));
    const confirm = await screen.findByRole("dialog", { name: "Approve selected lenders" });
    expect(onApproveSelected).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Approve 2 lenders" }));
    expect(onApproveSelected).toHaveBeenCalledTimes(1);
    expect(onApproveSelected).toHaveBeenCalledWith(users.map((u) => u.id));
    // The selection is spent: nothing is selected after the call.
    expect(screen.getByRole("button", { name: "Approve Selected" })).toBeDisabled();
  });

  test("one selected: select all is mixed; unticking select all clears the selection", async () => {
    const { user, onApproveSelected } = renderPanel();
    await user.click(screen.getByRole("checkbox", { name: "Birch Lending" }));
    const selectAll = screen.getByRole("checkbox", { name: "Select all" });
    expect(selectAll).toHaveAttribute("data-indeterminate", "true");
    await user.click(screen.getByRole("button", { name: "Approve Selected (1)" }));
    await user.click(await screen.findByRole("button", { name: "Approve 1 lender" }));
    expect(onApproveSelected).toHaveBeenLastCalledWith([users[1]?.id]);

    await user.click(screen.getByRole("checkbox", { name: "Select all" }));
    expect(selectAll).toBeChecked();
    await user.click(selectAll);
    expect(screen.getByRole("checkbox", { name: "Alder Capital" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Approve Selected" })).toBeDisabled();
  });

  test("bulk approval asks first, naming how many; Cancel and Escape approve nobody", async () => {
    const { user, onApproveSelected } = renderPanel();
    await user.click(screen.getByRole("checkbox", { name: "Select all" }));
    await user.click(screen.getByRole("button", { name: "Approve Selected (2)" }));
    const confirm = await screen.findByRole("dialog", { name: "Approve selected lenders" });
    expect(confirm).toHaveTextContent("Approve 2 lenders?");
    // Cancel has the focus: Enter right away approves nobody.
    const cancel = within(confirm).getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onApproveSelected).not.toHaveBeenCalled();
    // The selection is kept for another try; Escape closes the dialog too.
    await user.click(screen.getByRole("button", { name: "Approve Selected (2)" }));
    await screen.findByRole("dialog", { name: "Approve selected lenders" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onApproveSelected).not.toHaveBeenCalled();
  });

  test("a row's own Approve and Reject hand that lender over", async () => {
    const { user, onApprove, onReject } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Approve Birch Lending" }));
    expect(onApprove).toHaveBeenCalledWith(users[1]);
    await user.click(screen.getByRole("button", { name: "Reject Alder Capital" }));
    expect(onReject).toHaveBeenCalledWith(users[0]);
  });

  test("no pending lenders: no panel", () => {
    renderPanel([]);
    expect(
      screen.queryByRole("region", { name: /Pending Lender Approvals/ }),
    ).not.toBeInTheDocument();
  });

  test("selected ids that are no longer pending drop out", () => {
    expect(selectedPendingIds(new Set(["gone", users[0]?.id ?? ""]), users)).toEqual([
      users[0]?.id,
    ]);
  });
});
