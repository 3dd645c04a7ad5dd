// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import { meQueryKey } from "@/web/lib/session";
import { meFixture } from "@/web/test/fixtures";
import { createTestQueryClient, jsonResponse, renderWithProviders } from "@/web/test/render";
import { PENDING_SUBMISSION_KEY } from "../lib/pending-submission";
import { SubmitRequestDialog } from "./submit-request-dialog";
import type { SubmitPrefill } from "./submit-request-flow";

const LENDER = { id: "0b7e4b1e-2f0c-4c55-9a55-3f1c2b9d8e01", companyName: "Acme Capital" };
const OTHER_LENDER = "5a0b8c57-0d0a-4d4e-8c1a-2a8a0c7b9f11";

/** A complete new request, as the new-request step's values (selects need no clicking). */
const FILLED: SubmitPrefill = {
  request: {
    customName: "Maple flip",
    propertyType: "Condo",
    propertyState: "TX",
    loanAmount: "$250,000",
  },
};

function loanRequest(
  id: string,
  name: string,
  lenderIds: string[],
  investmentType: LoanRequestDto["investmentType"] = "bridge",
): LoanRequestDto {
  return {
    id,
    customName: name,
    userEmail: "jo@example.com",
    loanAmount: 300000,
    loanPurpose: "bridge_loan",
    investmentType,
    propertyState: "FL",
    propertyType: "Condo",
    creditScore: null,
    experienceYears: null,
    additionalNotes: null,
    status: "pending",
    archived: false,
    createdAt: "2026-02-01T00:00:00.000Z",
    updatedAt: "2026-02-01T00:00:00.000Z",
    submissions: lenderIds.map((lenderId, i) => ({
      id: `9c1d2e3f-0000-4000-8000-00000000000${i}`,
      lenderId,
      lenderName: "Some Lender",
      lenderSlug: "some-lender",
      status: "no_reply",
      createdAt: "2026-02-01T00:00:00.000Z",
      lenderAnswer: null,
      lenderNote: null,
      declineReason: null,
      declineReasonText: null,
      answeredAt: null,
    })),
  };
}

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

/** fetch answering by path; anything else is a test error. */
function stubFetch(route: Route) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const answer = route(String(input), init);
    if (!answer) throw new Error(`Unexpected ${init?.method ?? "GET"} ${input}`);
    return answer;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function bodyOf(fetch: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = fetch.mock.calls.find(
    ([url, init]) => String(url).startsWith(path) && init?.body !== undefined,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** A page with a Get Quote button, as the lender pages have. */
function Harness({ prefill, loanType }: { prefill?: SubmitPrefill; loanType?: "bridge" }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Get Quote
      </button>
      <SubmitRequestDialog
        opened={opened}
        onClose={() => setOpened(false)}
        lender={LENDER}
        loanType={loanType}
        prefill={prefill}
      />
    </>
  );
}

function renderDialog(options: {
  signedIn: boolean;
  prefill?: SubmitPrefill;
  loanType?: "bridge";
}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, options.signedIn ? meFixture() : null);
  const view = renderWithProviders(
    <Harness prefill={options.prefill} loanType={options.loanType} />,
    { queryClient, routes: { "/auth": <p>Auth page</p> } },
  );
  return { ...view, queryClient };
}

async function openDialog(user: ReturnType<typeof renderDialog>["user"]) {
  await user.click(screen.getByRole("button", { name: "Get Quote" }));
  return screen.findByRole("dialog", { name: "Submit Loan Request to Acme Capital" });
}

const counter = (dialog: HTMLElement) => within(dialog).getByTestId("submit-step-counter");

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test("a visitor: step 1 of 5 with 'Login required', then 2, 4 and 5; Back and the honeypot", async () => {
  const fetch = stubFetch((url) =>
    url === "/api/loan-requests/anonymous"
      ? jsonResponse({ signupUrl: "/auth?email=x&mode=signup" }, 202)
      : undefined,
  );
  const { user } = renderDialog({ signedIn: false, prefill: FILLED, loanType: "bridge" });
  const dialog = await openDialog(user);

  expect(counter(dialog)).toHaveTextContent("Step 1 of 5");
  expect(within(dialog).getByRole("radio", { name: /Existing loan request/ })).toBeDisabled();
  expect(within(dialog).getByText("Login required")).toBeVisible();
  await user.click(within(dialog).getByRole("button", { name: "Next" }));

  expect(counter(dialog)).toHaveTextContent("Step 2 of 5");
  expect(within(dialog).getByLabelText(/Investment Type/)).toHaveValue("Bridge");
  await user.click(within(dialog).getByRole("button", { name: "Next" }));

  expect(counter(dialog)).toHaveTextContent("Step 4 of 5");
  const next = within(dialog).getByRole("button", { name: "Next" });
  expect(next).toBeDisabled();
  await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "visitor@example.com");
  expect(next).toBeEnabled();
  await user.click(within(dialog).getByRole("button", { name: "Back" }));
  expect(counter(dialog)).toHaveTextContent("Step 2 of 5");
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));

  expect(counter(dialog)).toHaveTextContent("Step 5 of 5");
  expect(within(dialog).getByText("visitor@example.com")).toBeVisible();
  expect(
    within(dialog).getByText(
      "By submitting, you agree that Acme Capital may contact you by email or phone about this request.",
    ),
  ).toBeVisible();
  // The honeypot is out of the accessibility tree.
  expect(within(dialog).queryByRole("textbox", { name: "Website" })).toBeNull();
  await user.click(within(dialog).getByRole("button", { name: "Submit Request" }));

  expect(await screen.findByText("Success!")).toBeVisible();
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(bodyOf(fetch, "/api/loan-requests/anonymous")).toEqual({
    email: "visitor@example.com",
    phone: null,
    creditScore: null,
    experience: null,
    request: {
      customName: "Maple flip",
      investmentType: "bridge",
      propertyType: "Condo",
      propertyState: "TX",
      loanAmount: 250000,
      notes: null,
    },
    lenderIds: [LENDER.id],
    website: "",
    // Issue 33: the version of the contact line shown under the button, for its record.
    contactConsent: "contact-v1",
  });
});

test("a visitor's refused submission shows the step-5 alert chosen by its code", async () => {
  stubFetch((url) =>
    url === "/api/loan-requests/anonymous"
      ? jsonResponse(
          { error: { code: "too_many_requests", message: "Slow down", retryAfterSeconds: 90 } },
          429,
        )
      : undefined,
  );
  const { user } = renderDialog({
    signedIn: false,
    prefill: { ...FILLED, aboutYou: { email: "visitor@example.com" } },
    loanType: "bridge",
  });
  const dialog = await openDialog(user);
  for (let i = 0; i < 3; i++)
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await user.click(within(dialog).getByRole("button", { name: "Submit Request" }));

  const alert = await within(dialog).findByRole("alert");
  expect(alert).toHaveTextContent("Failed to submit loan request");
  expect(alert).toHaveTextContent(
    "Too many requests from this address or email. Please try again in 2 minutes.",
  );
  expect(counter(dialog)).toHaveTextContent("Step 5 of 5");
});

test("a visitor's invalid step 2 gets 'Missing Information' and stays", async () => {
  stubFetch(() => undefined);
  const { user } = renderDialog({ signedIn: false });
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  expect(await screen.findByText("Please fill in all fields to continue.")).toBeVisible();
  expect(counter(dialog)).toHaveTextContent("Step 2 of 5");
  expect(within(dialog).getByText("Loan amount is required")).toBeVisible();
});

test("'Sign in first' keeps the draft for later and goes to sign in with the email", async () => {
  stubFetch(() => undefined);
  const { user } = renderDialog({
    signedIn: false,
    prefill: { ...FILLED, aboutYou: { email: "later@example.com" } },
    loanType: "bridge",
  });
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await user.click(within(dialog).getByRole("button", { name: "Sign in first" }));

  expect(await screen.findByText("Auth page")).toBeVisible();
  const stored = JSON.parse(window.localStorage.getItem(PENDING_SUBMISSION_KEY) ?? "null");
  expect(stored).toMatchObject({
    lender: LENDER,
    request: { customName: "Maple flip", investmentType: "bridge", loanAmount: "$250,000" },
  });
  expect(typeof stored.savedAt).toBe("number");
});

test("signed in: 'of 3', the picker disables requests already sent here, existing request submitted", async () => {
  const fetch = stubFetch((url, init) => {
    if (url === "/api/loan-requests" && (init?.method ?? "GET") === "GET") {
      return jsonResponse({
        items: [
          loanRequest("11111111-1111-4111-8111-111111111111", "Sent here", [LENDER.id]),
          loanRequest("22222222-2222-4222-8222-222222222222", "Sent elsewhere", [OTHER_LENDER]),
        ],
      });
    }
    if (url === "/api/loan-requests/22222222-2222-4222-8222-222222222222/submissions") {
      return jsonResponse(
        { request: loanRequest("22222222-2222-4222-8222-222222222222", "x", []) },
        201,
      );
    }
    return undefined;
  });
  const { user } = renderDialog({ signedIn: true });
  const dialog = await openDialog(user);

  expect(counter(dialog)).toHaveTextContent("Step 1 of 3");
  expect(within(dialog).getByRole("button", { name: "Next" })).toBeDisabled();
  await user.click(within(dialog).getByRole("radio", { name: /Existing loan request/ }));
  expect(within(dialog).getByRole("button", { name: "Next" })).toBeDisabled();
  const sentHere = await within(dialog).findByRole("radio", { name: /Sent here/ });
  expect(sentHere).toBeDisabled();
  expect(within(dialog).getByText(/Already submitted/)).toBeVisible();
  await user.click(within(dialog).getByRole("radio", { name: /Sent elsewhere/ }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));

  // Existing requests skip step 2: the review is step 3, and Back returns to step 1.
  expect(counter(dialog)).toHaveTextContent("Step 3 of 3");
  expect(within(dialog).getByText("Sent elsewhere")).toBeVisible();
  await user.click(within(dialog).getByRole("button", { name: "Back" }));
  expect(counter(dialog)).toHaveTextContent("Step 1 of 3");
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await user.click(within(dialog).getByRole("button", { name: "Submit Request" }));

  expect(
    await screen.findByText("Your loan request has been submitted to Acme Capital."),
  ).toBeVisible();
  expect(screen.getByText("Loan Request Submitted")).toBeVisible();
  expect(bodyOf(fetch, "/api/loan-requests/22222222")).toEqual({ lenderIds: [LENDER.id] });
});

test("signed in, existing request: step 3 has the notes box; the notes go with this submission (issue 28)", async () => {
  const fetch = stubFetch((url, init) => {
    if (url === "/api/loan-requests" && (init?.method ?? "GET") === "GET") {
      return jsonResponse({
        items: [
          loanRequest("22222222-2222-4222-8222-222222222222", "Sent elsewhere", [OTHER_LENDER]),
        ],
      });
    }
    if (url === "/api/loan-requests/22222222-2222-4222-8222-222222222222/submissions") {
      return jsonResponse(
        { request: loanRequest("22222222-2222-4222-8222-222222222222", "x", []) },
        201,
      );
    }
    return undefined;
  });
  const { user } = renderDialog({ signedIn: true });
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole("radio", { name: /Existing loan request/ }));
  await user.click(await within(dialog).findByRole("radio", { name: /Sent elsewhere/ }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  expect(counter(dialog)).toHaveTextContent("Step 3 of 3");
  const notes = within(dialog).getByRole("textbox", { name: "Additional Notes" });
  expect(within(dialog).getByText(/Sent with this request to Acme Capital only/)).toBeVisible();
  await user.type(notes, "Seller credit agreed.");
  await user.click(within(dialog).getByRole("button", { name: "Submit Request" }));
  expect(
    await screen.findByText("Your loan request has been submitted to Acme Capital."),
  ).toBeVisible();
  expect(bodyOf(fetch, "/api/loan-requests/22222222")).toEqual({
    lenderIds: [LENDER.id],
    notes: "Seller credit agreed.",
  });
});

test("signed in: a new request, and 'Already Submitted' when the server says so", async () => {
  const fetch = stubFetch((url, init) => {
    if (url === "/api/loan-requests" && (init?.method ?? "GET") === "GET") {
      return jsonResponse({ items: [] });
    }
    if (url === "/api/loan-requests" && init?.method === "POST") {
      return jsonResponse(
        { error: { code: "already_submitted", message: "Already submitted to this lender" } },
        409,
      );
    }
    return undefined;
  });
  const { user } = renderDialog({ signedIn: true, prefill: FILLED, loanType: "bridge" });
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole("radio", { name: /New loan request/ }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  expect(counter(dialog)).toHaveTextContent("Step 2 of 3");
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  expect(counter(dialog)).toHaveTextContent("Step 3 of 3");
  // About You for a signed-in user shows the account's email, read-only.
  expect(within(dialog).getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
  await user.type(within(dialog).getByRole("textbox", { name: "Additional Notes" }), "Soon");
  await user.click(within(dialog).getByRole("button", { name: "Submit Request" }));

  expect(
    await screen.findByText("This loan request has already been submitted to this lender."),
  ).toBeVisible();
  expect(bodyOf(fetch, "/api/loan-requests")).toMatchObject({
    request: { customName: "Maple flip", loanAmount: 250000, notes: "Soon" },
    lenderIds: [LENDER.id],
  });
  expect(screen.getByRole("dialog")).toBeVisible();
});

test("signed in: a valid About You value is saved to the profile, an invalid one is not", async () => {
  const fetch = stubFetch((url, init) => {
    if (url === "/api/loan-requests" && (init?.method ?? "GET") === "GET") {
      return jsonResponse({ items: [] });
    }
    if (url === "/api/me/profile" && init?.method === "PATCH") {
      return jsonResponse({ profile: { ...meFixture().profile, creditScore: 710 } });
    }
    return undefined;
  });
  const { user } = renderDialog({ signedIn: true, prefill: FILLED, loanType: "bridge" });
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole("radio", { name: /New loan request/ }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  await user.click(within(dialog).getByRole("button", { name: "Next" }));

  const credit = within(dialog).getByRole("textbox", { name: "Credit Score" });
  await user.type(credit, "99");
  await user.tab();
  expect(await within(dialog).findByText(/between 300/)).toBeVisible();
  expect(fetch.mock.calls.some(([url]) => url === "/api/me/profile")).toBe(false);

  await user.clear(credit);
  await user.type(credit, "710");
  await user.tab();
  expect(await within(dialog).findByText("Saved to your profile.")).toBeVisible();
  expect(bodyOf(fetch, "/api/me/profile")).toEqual({ creditScore: 710 });
});

test("closing resets the dialog to step 1", async () => {
  stubFetch(() => undefined);
  const { user } = renderDialog({ signedIn: false, prefill: FILLED });
  let dialog = await openDialog(user);
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  expect(counter(dialog)).toHaveTextContent("Step 2 of 5");
  await user.click(within(dialog).getByRole("button", { name: "Close dialog" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  dialog = await openDialog(user);
  expect(counter(dialog)).toHaveTextContent("Step 1 of 5");
});

test("a lender account is told that requests come from borrower accounts", async () => {
  const fetch = stubFetch(() => undefined);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, meFixture({ userType: "lender" }));
  const { user } = renderWithProviders(<Harness />, { queryClient });
  const dialog = await openDialog(user);
  expect(within(dialog).getByText("Borrower accounts only")).toBeVisible();
  expect(within(dialog).getByText(/signed in with a lender account/)).toBeVisible();
  expect(within(dialog).queryByRole("button", { name: "Next" })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

test("issue 27: the picker disables requests of a type the lender does not offer, and those already sent to 15 lenders", async () => {
  const fifteen = Array.from(
    { length: 15 },
    (_, i) => `5a0b8c57-0d0a-4d4e-8c1a-2a8a0c7b9f${String(i).padStart(2, "0")}`,
  );
  stubFetch((url, init) => {
    if (url === "/api/loan-requests" && (init?.method ?? "GET") === "GET") {
      return jsonResponse({
        items: [
          loanRequest("11111111-1111-4111-8111-111111111111", "Bridge deal", [], "bridge"),
          loanRequest("22222222-2222-4222-8222-222222222222", "Busy flip", fifteen, "fix_and_flip"),
          loanRequest("33333333-3333-4333-8333-333333333333", "Open flip", [], "fix_and_flip"),
        ],
      });
    }
    return undefined;
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, meFixture());
  const { user } = renderWithProviders(
    <SubmitRequestDialog
      opened
      onClose={() => {}}
      lender={{ ...LENDER, productTypes: ["fix_and_flip"] }}
    />,
    { queryClient },
  );
  const dialog = await screen.findByRole("dialog", { name: "Submit Loan Request to Acme Capital" });
  await user.click(within(dialog).getByRole("radio", { name: /Existing loan request/ }));
  const bridge = await within(dialog).findByRole("radio", { name: /Bridge deal/ });
  expect(bridge).toBeDisabled();
  expect(within(dialog).getByText(/This lender does not offer this loan type/)).toBeVisible();
  expect(within(dialog).getByRole("radio", { name: /Busy flip/ })).toBeDisabled();
  expect(within(dialog).getByText(/Already sent to 15 lenders/)).toBeVisible();
  expect(within(dialog).getByRole("radio", { name: /Open flip/ })).toBeEnabled();
});

test("issue 27: a new request offers only the loan types the lender offers", async () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  const { user } = renderWithProviders(
    <SubmitRequestDialog
      opened
      onClose={() => {}}
      lender={{ ...LENDER, productTypes: ["fix_and_flip", "bridge"] }}
    />,
    { queryClient },
  );
  const dialog = await screen.findByRole("dialog", { name: "Submit Loan Request to Acme Capital" });
  await user.click(within(dialog).getByRole("button", { name: "Next" }));
  const select = within(dialog).getByRole("combobox", { name: "Investment Type" });
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute("aria-controls"));
  const listbox = document.getElementById(select.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error("No listbox for Investment Type");
  const options = within(listbox).getAllByRole("option", { hidden: true });
  expect(options.map((option) => option.textContent)).toEqual(["Fix & Flip", "Bridge"]);
});
