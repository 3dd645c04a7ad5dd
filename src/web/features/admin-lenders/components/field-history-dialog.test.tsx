// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { adminLenderField } from "@/domain/admin/lender-fields";
import { adminProductField } from "@/domain/admin/product-fields";
import type { FieldHistoryEntry } from "@/domain/contract/admin-field-history";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { FieldHistoryDialog, HISTORY_EMPTY } from "./field-history-dialog";

const LENDER_ID = "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10";
const ENTRY: FieldHistoryEntry = {
  id: "5b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
  field: "phone",
  oldValue: null,
  newValue: "(512) 555-0100",
  changeType: "update",
  notes: "From the website",
  changedAt: "2026-07-10T12:00:00.000Z",
  userEmail: null,
};

let items: FieldHistoryEntry[];
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  items = [ENTRY];
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method === "GET") return jsonResponse({ items });
    if (method === "DELETE") return jsonResponse({ id: ENTRY.id });
    const body = JSON.parse(String(init?.body ?? "{}"));
    return jsonResponse({ ...ENTRY, newValue: body.value, notes: body.notes ?? null }, 201);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderHistory() {
  const spec = adminLenderField("phone");
  if (!spec) throw new Error("phone");
  return renderWithProviders(
    <FieldHistoryDialog lenderId={LENDER_ID} spec={spec} onClose={() => {}} />,
  );
}

function calls(method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method) as [
    string,
    RequestInit,
  ][];
}

test("lists the field's entries: date 'MMM dd, yyyy', value, 'System' for no author, type, notes", async () => {
  renderHistory();
  const dialog = await screen.findByRole("dialog", { name: "History for Phone" });
  expect(within(dialog).getByText("Loading history...")).toBeVisible();
  const row = (await within(dialog).findByText("(512) 555-0100")).closest("tr") as HTMLElement;
  expect(within(row).getByText("Jul 10, 2026")).toBeVisible();
  expect(within(row).getByText("System")).toBeVisible();
  expect(within(row).getByText("Update")).toBeVisible();
  expect(within(row).getByText("From the website")).toBeVisible();
  for (const header of ["Date", "Value", "Changed By", "Type", "Notes", "Actions"]) {
    expect(within(dialog).getByRole("columnheader", { name: header })).toBeVisible();
  }
  expect(calls("GET")[0]?.[0]).toBe(`/api/admin/lenders/${LENDER_ID}/history?field=phone`);
});

test("no entries: 'No history found for this field'", async () => {
  items = [];
  renderHistory();
  expect(await screen.findByText(HISTORY_EMPTY)).toBeVisible();
});

test("'Add Manual Entry' requires a value, then posts it and toasts", async () => {
  const { user } = renderHistory();
  await user.click(await screen.findByRole("button", { name: "Add Manual Entry" }));
  await user.click(screen.getByRole("button", { name: "Add Entry" }));
  expect(await screen.findByText("New value is required")).toBeVisible();
  expect(calls("POST")).toHaveLength(0);

  await user.type(screen.getByRole("textbox", { name: /^Value/ }), "(512) 555-0199");
  await user.type(screen.getByRole("textbox", { name: "Notes" }), "Called them");
  await user.click(screen.getByRole("button", { name: "Add Entry" }));
  expect(await screen.findByText("Manual history entry added")).toBeVisible();
  const [url, init] = calls("POST")[0] as [string, RequestInit];
  expect(url).toBe(`/api/admin/lenders/${LENDER_ID}/history`);
  expect(JSON.parse(String(init.body))).toMatchObject({
    field: "phone",
    value: "(512) 555-0199",
    notes: "Called them",
  });
});

test("inline edit sends the new value and notes; the untouched date is left out", async () => {
  const { user } = renderHistory();
  await user.click(await screen.findByRole("button", { name: "Edit entry of Jul 10, 2026" }));
  const value = screen.getByRole("textbox", { name: /^Value/ });
  await user.clear(value);
  await user.type(value, "(512) 555-0111");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("History entry updated")).toBeVisible();
  const [url, init] = calls("PATCH")[0] as [string, RequestInit];
  expect(url).toBe(`/api/admin/lenders/${LENDER_ID}/history/${ENTRY.id}`);
  const body = JSON.parse(String(init.body));
  expect(body).toMatchObject({ value: "(512) 555-0111", notes: "From the website" });
  expect(body.changedAt).toBeUndefined();
});

test("delete asks first; Cancel keeps the entry, Delete removes it", async () => {
  const { user } = renderHistory();
  await user.click(await screen.findByRole("button", { name: "Delete entry of Jul 10, 2026" }));
  expect(
    await screen.findByText("Are you sure you want to delete this history entry?"),
  ).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(calls("DELETE")).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Delete entry of Jul 10, 2026" }));
  await user.click(await screen.findByRole("button", { name: "Delete" }));
  expect(await screen.findByText("History entry deleted")).toBeVisible();
  await waitFor(() => expect(calls("DELETE")).toHaveLength(1));
});

test("a failed delete shows 'Failed to delete history entry'", async () => {
  const { user } = renderHistory();
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
    (init?.method ?? "GET") === "GET"
      ? jsonResponse({ items })
      : jsonResponse({ error: { code: "internal", message: "boom" } }, 500),
  );
  await user.click(await screen.findByRole("button", { name: "Delete entry of Jul 10, 2026" }));
  await user.click(await screen.findByRole("button", { name: "Delete" }));
  expect(await screen.findByText("Failed to delete history entry")).toBeVisible();
});

test("a loan product's field: its own history route, and a manual entry posted there", async () => {
  const productId = "3c0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a11";
  const spec = adminProductField("max_ltv");
  if (!spec) throw new Error("max_ltv");
  const { user } = renderWithProviders(
    <FieldHistoryDialog
      lenderId={LENDER_ID}
      productId={productId}
      spec={spec}
      context="Fix and Flip"
      onClose={() => {}}
    />,
  );
  const dialog = await screen.findByRole("dialog", {
    name: "History for Fix and Flip: Max LTV (%)",
  });
  await within(dialog).findByText("(512) 555-0100");
  const base = `/api/admin/lenders/${LENDER_ID}/products/${productId}/history`;
  expect(calls("GET")[0]?.[0]).toBe(`${base}?field=max_ltv`);
  await user.click(within(dialog).getByRole("button", { name: "Add Manual Entry" }));
  await user.type(within(dialog).getByLabelText(/Value/), "80");
  await user.click(within(dialog).getByRole("button", { name: "Add Entry" }));
  await waitFor(() => expect(calls("POST")).toHaveLength(1));
  const [url, init] = calls("POST")[0] as [string, RequestInit];
  expect(url).toBe(base);
  expect(JSON.parse(String(init.body))).toMatchObject({ field: "max_ltv", value: "80" });
});

test("spec 10's size: max-width 4xl (56rem) and 80vh; Type badges never cut to 'IN…'", async () => {
  items = [ENTRY, { ...ENTRY, id: "6b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10", changeType: "insert" }];
  renderHistory();
  const dialog = await screen.findByRole("dialog", { name: "History for Phone" });
  const root = dialog.closest(".mantine-Modal-root") as HTMLElement;
  expect(root.style.getPropertyValue("--modal-size")).toBe("56rem");
  expect(dialog.closest(".mantine-Modal-content") ?? dialog).toHaveStyle({ maxHeight: "80vh" });
  const badge = (await within(dialog).findByText("Insert")).closest(".mantine-Badge-root");
  expect(badge).toHaveStyle({ overflow: "visible" });
  expect(within(dialog).getByText("Insert")).toHaveStyle({ overflow: "visible" });
});
