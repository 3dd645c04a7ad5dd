// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { adminLenderField } from "@/domain/admin/lender-fields";
import { fieldEditEntry, ADMIN_LENDER as LENDER } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { FieldEditDialog } from "./field-edit-dialog";

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? "{}"));
    return jsonResponse({
      lender: { ...LENDER, yearsInBusiness: body.value },
      entry: fieldEditEntry(body, { oldValue: "3", newValue: String(body.value) }),
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function spec(field: string) {
  const found = adminLenderField(field);
  if (!found) throw new Error(field);
  return found;
}

function renderDialog(field: string, onClose = vi.fn()) {
  const result = renderWithProviders(
    <FieldEditDialog lender={LENDER} spec={spec(field)} onClose={onClose} />,
  );
  return { ...result, onClose };
}

test("titles the dialog 'Edit <label>' and starts from the stored value", async () => {
  renderDialog("years_in_business");
  expect(await screen.findByRole("dialog", { name: "Edit Years in Business" })).toBeVisible();
  expect(screen.getByLabelText("New Value")).toHaveValue("3");
  expect(screen.getByLabelText("Date Changed")).toBeInTheDocument();
  expect(screen.getByLabelText(/Notes/)).toHaveValue("");
});

test("an identical value shows 'No Changes' and sends nothing", async () => {
  const { user, onClose } = renderDialog("years_in_business");
  const input = await screen.findByLabelText("New Value");
  await user.clear(input);
  await user.type(input, " 3.0 ");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("No Changes")).toBeVisible();
  expect(screen.getByText("The new value is the same as the current value.")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

test("a value the field's rule refuses shows its message under New Value", async () => {
  const { user } = renderDialog("review_score");
  const input = await screen.findByLabelText("New Value");
  await user.clear(input);
  await user.type(input, "7");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("Review score must be between 0 and 5")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a blank company name is refused with the form's message", async () => {
  const { user } = renderDialog("company_name");
  await user.clear(await screen.findByLabelText("New Value"));
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("Company name is required")).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a changed value is sent with the date and notes, toasts and closes", async () => {
  const { user, onClose } = renderDialog("years_in_business");
  const input = await screen.findByLabelText("New Value");
  await user.clear(input);
  await user.type(input, "12");
  await user.type(screen.getByLabelText(/Notes/), "From the 2026 deck");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe(`/api/admin/lenders/${LENDER.id}/field`);
  expect(init.method).toBe("PATCH");
  const body = JSON.parse(String(init.body));
  expect(body).toMatchObject({
    field: "years_in_business",
    value: 12,
    notes: "From the 2026 deck",
  });
  // The picked day (today) with the real time of the change (issue 28: same-day edits sort after).
  expect(body.changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(new Date(body.changedAt).toDateString()).toBe(new Date().toDateString());
  expect(await screen.findByText("Years in Business has been updated successfully.")).toBeVisible();
  expect(screen.getByText("Field Updated")).toBeVisible();
});

test("the server's 'no_changes' answer shows 'No Changes' too; other failures the spec's error", async () => {
  fetchMock.mockResolvedValueOnce(
    jsonResponse({ error: { code: "no_changes", message: "No changes" } }, 409),
  );
  const { user, onClose } = renderDialog("email");
  const input = await screen.findByLabelText("New Value");
  await user.clear(input);
  await user.type(input, "DEALS@cedartest.example.com");
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("No Changes")).toBeVisible();

  fetchMock.mockResolvedValueOnce(
    jsonResponse({ error: { code: "internal", message: "boom" } }, 500),
  );
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  expect(await screen.findByText("Failed to update field. Please try again.")).toBeVisible();
  expect(onClose).not.toHaveBeenCalled();
});

test("a switch field sends the new boolean", async () => {
  const { user, onClose } = renderDialog("accepting_leads");
  await user.click(await screen.findByRole("switch", { name: "New Value: Accepting leads" }));
  await user.click(screen.getByRole("button", { name: "Update Field" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
  expect(body).toMatchObject({ field: "accepting_leads", value: false });
});
