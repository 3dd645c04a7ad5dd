// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import {
  fakeApi,
  type Handler,
  matchingLenderFixture,
  requestFixture,
  submissionFixture,
} from "../test/fixtures";
import { NewLoanRequestDialog } from "./new-loan-request-dialog";

afterEach(() => vi.unstubAllGlobals());

const bigSky = { ...matchingLenderFixture("Big Sky Land Lending", 4.6), fullMatch: true };
const loneStar = { ...matchingLenderFixture("Lone Star Land Capital", 3.1), fullMatch: false };
const { alreadySent: _a, ...bigSkyItem } = bigSky;
const { alreadySent: _b, ...loneStarItem } = loneStar;

function renderDialog(
  create: () => Response,
  receiving: Handler = () => jsonResponse({ items: [bigSkyItem, loneStarItem] }),
) {
  const api = fakeApi({
    "POST /api/loan-requests": create,
    "GET /api/loan-requests/receiving-lenders": receiving,
  });
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
  // Submit waits until the dialog has named the lender.
  await waitFor(() => expect(screen.getByRole("button", { name: "Submit Request" })).toBeEnabled());
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

test("names the best-matching lender before submit, sends to it and toasts 'Loan Request Submitted'", async () => {
  const created = requestFixture({
    submissions: [submissionFixture({ lenderName: "Summit Capital" })],
  });
  const { user, api, onClose } = renderDialog(() => jsonResponse({ request: created }, 201));
  expect(screen.getByText(/Choose the investment type, state and loan amount/)).toBeVisible();
  await fillIn(user);
  const sendTo = await screen.findByRole("combobox", { name: /Send to/ });
  expect(sendTo).toHaveValue("Big Sky Land Lending · Match 4.6 / 5");
  expect(api.calls.find((c) => c.url.startsWith("/api/loan-requests/receiving-lenders"))?.url).toBe(
    "/api/loan-requests/receiving-lenders?investmentType=fix_and_flip&propertyState=TX&loanAmount=250000&propertyType=Condo",
  );
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
        lenderIds: [bigSky.lender.id],
      },
    },
  ]);
}, 60_000);

test("the borrower may send to another listed lender instead", async () => {
  const created = requestFixture({
    submissions: [submissionFixture({ lenderName: "Lone Star Land Capital" })],
  });
  const { user, api } = renderDialog(() => jsonResponse({ request: created }, 201));
  await fillIn(user);
  await screen.findByRole("combobox", { name: /Send to/ });
  await pick(user, "Send to", "Lone Star Land Capital · Match 3.1 / 5");
  expect(await screen.findByText(/does not match every detail/)).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
  await screen.findByText("Your loan request has been submitted to Lone Star Land Capital.");
  expect(api.writes()[0]?.body).toMatchObject({ lenderIds: [loneStar.lender.id] });
}, 60_000);

test("no active lender: 'Service Unavailable' / 'Please try again later.'; the dialog stays open", async () => {
  const { user, onClose, api } = renderDialog(
    () => jsonResponse({ error: { code: "service_unavailable", message: "No lender" } }, 503),
    () => jsonResponse({ items: [] }),
  );
  await fillIn(user);
  expect(await screen.findByText("No lender takes this type of request right now.")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
  expect(await screen.findByText("Service Unavailable")).toBeVisible();
  expect(screen.getByText("Please try again later.")).toBeVisible();
  expect(onClose).not.toHaveBeenCalled();
  expect(api.writes()[0]?.body).toMatchObject({ useFirstActiveLender: true });
}, 60_000);
