// @vitest-environment jsdom
/**
 * Deleting a lender record linked to a lender account (issue 27): the confirmation names the
 * account's email and says what becomes of it; an unlinked record shows no such warning; the
 * delete still goes through after the warning.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { type DeletableLender, DeleteLenderDialog } from "./delete-lender-dialog";

const LENDER: DeletableLender = {
  id: "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
  companyName: "Cedar Test Capital",
  loanRequestCount: 0,
  userEmail: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ id: LENDER.id, companyName: LENDER.companyName }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test("a linked record: the warning names the account and what happens to it; Delete still works", async () => {
  const onClose = vi.fn();
  const { user } = renderWithProviders(
    <DeleteLenderDialog
      lender={{ ...LENDER, userEmail: "owner@cedartest.example.com" }}
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Delete lender" });
  expect(dialog).toHaveTextContent("Are you sure you want to delete this lender?");
  expect(dialog).toHaveTextContent(
    "This lender record is linked to the account owner@cedartest.example.com.",
  );
  expect(dialog).toHaveTextContent("Deleting it does not delete that account");
  expect(dialog).toHaveTextContent("link or create a record for it from its user page");
  const remove = screen.getByRole("button", { name: "Delete" });
  expect(remove).toBeEnabled();
  await user.click(remove);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(fetchMock).toHaveBeenCalledWith(
    `/api/admin/lenders/${LENDER.id}`,
    expect.objectContaining({ method: "DELETE" }),
  );
});

test("an unlinked record: no account warning", async () => {
  renderWithProviders(<DeleteLenderDialog lender={LENDER} onClose={() => {}} />);
  const dialog = await screen.findByRole("dialog", { name: "Delete lender" });
  expect(dialog).not.toHaveTextContent("linked to the account");
});

test("a record with loan requests: blocked, and the account warning is not piled on", async () => {
  renderWithProviders(
    <DeleteLenderDialog
      lender={{ ...LENDER, loanRequestCount: 2, userEmail: "owner@cedartest.example.com" }}
      onClose={() => {}}
    />,
  );
  const dialog = await screen.findByRole("dialog", { name: "Delete lender" });
  expect(dialog).toHaveTextContent("2 loan requests were sent to this lender");
  expect(dialog).not.toHaveTextContent("linked to the account");
  expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
});
