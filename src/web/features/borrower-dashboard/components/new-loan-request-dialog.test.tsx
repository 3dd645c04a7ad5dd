// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { fakeApi, requestFixture, submissionFixture } from "../test/fixtures";
import { NewLoanRequestDialog } from "./new-loan-request-dialog";

afterEach(() => vi.unstubAllGlobals());

function renderDialog(create: () => Response) {
  const api = fakeApi({ "POST /api/loan-requests": create });
  vi.stubGlobal("fetch", api.fetch);
  const onClose = vi.fn();
  const result = renderWithProviders(<NewLoanRequestDialog opened onClose={onClose} />);
  return { ...result, api, onClose };
}

type User = ReturnType<typeof renderDialog>["user"];

async function pick(user: User, label: string, option: string) {
  const select = screen.getByRole("combobox", { name: label });
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute("aria-controls"));
  const listbox = document.getElementById(select.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error(`No listbox for ${label}`);
  await user.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

/**
 * Text by change events (typing key by key is slow on a busy machine); the four selects by
 * clicks, which can still take long there (hence 60 s for the tests that fill in the form).
 */
async function fillIn(user: User) {
  fireEvent.change(screen.getByRole("textbox", { name: /Loan Name/ }), {
    target: { value: "Maple Street flip" },
  });
  await pick(user, "Investment Type", "Fix & Flip");
  await pick(user, "Property Type", "Condo");
  await pick(user, "Property State", "Texas");
  fireEvent.change(screen.getByRole("textbox", { name: /Loan Amount/ }), {
    target: { value: "250000" },
  });
}

test("missing fields: 'Missing Information' / 'Please fill in all required fields.' and nothing is sent", async () => {
  const { user, api } = renderDialog(() => jsonResponse({}));
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
  expect(await screen.findByText("Please fill in all required fields.")).toBeVisible();
  expect(screen.getByText("Missing Information")).toBeVisible();
  expect(api.calls).toEqual([]);
});

test("a successful submit clears the 'Missing Information' toast of the try before (issue 28)", async () => {
  const created = requestFixture({
    submissions: [submissionFixture({ lenderName: "Summit Capital" })],
  });
  const { user } = renderDialog(() => jsonResponse({ request: created }, 201));
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
  expect(await screen.findByText("Missing Information")).toBeVisible();
  await fillIn(user);
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
  expect(
    await screen.findByText("Your loan request has been submitted to Summit Capital."),
  ).toBeVisible();
  await waitFor(() => expect(screen.queryByText("Missing Information")).toBeNull());
}, 60_000);

test("creates the request for the first active lender and toasts 'Loan Request Submitted'", async () => {
  const created = requestFixture({
    submissions: [submissionFixture({ lenderName: "Summit Capital" })],
  });
  const { user, api, onClose } = renderDialog(() => jsonResponse({ request: created }, 201));
  await fillIn(user);
  await user.click(screen.getByRole("button", { name: "Submit Request" }));

  expect(
    await screen.findByText("Your loan request has been submitted to Summit Capital."),
  ).toBeVisible();
  expect(onClose).toHaveBeenCalled();
  expect(api.writes()).toEqual([
    {
      method: "POST",
      url: "/api/loan-requests",
      body: {
        request: {
          customName: "Maple Street flip",
          investmentType: "fix_and_flip",
          propertyType: "Condo",
          propertyState: "TX",
          loanAmount: 250000,
          notes: null,
        },
        useFirstActiveLender: true,
      },
    },
  ]);
}, 60_000);

test("no active lender: 'Service Unavailable' / 'Please try again later.'; the dialog stays open", async () => {
  const { user, onClose } = renderDialog(() =>
    jsonResponse({ error: { code: "service_unavailable", message: "No lender" } }, 503),
  );
  await fillIn(user);
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
  expect(await screen.findByText("Service Unavailable")).toBeVisible();
  expect(screen.getByText("Please try again later.")).toBeVisible();
  expect(onClose).not.toHaveBeenCalled();
}, 60_000);
