// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { meQueryKey } from "@/web/lib/session";
import { meFixture } from "@/web/test/fixtures";
import { createTestQueryClient, jsonResponse, renderWithProviders } from "@/web/test/render";
import { PENDING_INQUIRY_KEY } from "../lib/pending-inquiry";
import { QuoteWizard } from "./quote-wizard";

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option, hidden: true }));
}

async function answerStepOne(user: UserEvent) {
  await choose(user, /Investment Type/, "Fix & Flip");
  await choose(user, /Property Type/, "Condo");
  await choose(user, /Real Estate Experience/, "1-2 properties");
  await choose(user, /Property State/, "Texas");
  await user.type(screen.getByLabelText(/Loan Amount/), "300000");
}

async function answerStepTwo(user: UserEvent) {
  await user.type(screen.getByLabelText(/First Name/), "Dana");
  await user.type(screen.getByLabelText(/Last Name/), "Reyes");
  await user.type(screen.getByLabelText(/Phone Number/), "2145550187");
}

function renderWizard(signedIn: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, signedIn ? meFixture() : null);
  return renderWithProviders(<QuoteWizard />, { queryClient });
}

/**
 * Each test picks four Mantine selects in jsdom (the state list has 50 options), which takes
 * several seconds on a busy machine: these tests get twice the suite's 30 s budget.
 */
const SLOW_TEST_MS = 60_000;

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test(
  "a signed-in quote creates a general inquiry, then the thank-you screen",
  async () => {
    const fetch = vi.fn(async (url: string) =>
      url === "/api/loan-requests"
        ? jsonResponse({ request: {} }, 201)
        : jsonResponse({
            items: [],
            matchCount: 0,
            totalForType: 0,
            page: 1,
            pages: 0,
            pageSize: 20,
          }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWizard(true);
    await answerStepOne(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 2")).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveValue("jo@example.com");
    await answerStepTwo(user);
    await user.click(screen.getByRole("button", { name: "Get My Quote" }));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    const create = fetch.mock.calls.find(([url]) => url === "/api/loan-requests") as unknown as [
      string,
      RequestInit,
    ];
    const body = JSON.parse(String(create[1].body));
    expect(body).toMatchObject({
      request: {
        investmentType: "fix_and_flip",
        propertyType: "Condo",
        propertyState: "TX",
        loanAmount: 300000,
        experienceYears: "1-2",
      },
    });
    expect(body.lenderIds).toBeUndefined();
    expect(body.request.notes).toContain("Name: Dana Reyes");
    expect(await screen.findByRole("link", { name: "Browse Fix & Flip lenders" })).toHaveAttribute(
      "href",
      "/fix-and-flip?loanType=fix_and_flip&location=TX&loanAmount=300000&collateralType=Condo&sortBy=most-relevant",
    );

    await user.click(screen.getByRole("button", { name: "Start New Quote" }));
    expect(screen.getByText("Step 1 of 2")).toBeVisible();
    expect(screen.getByLabelText(/Loan Amount/)).toHaveValue("");
  },
  SLOW_TEST_MS,
);

test(
  "a failed signed-in quote keeps the inquiry locally and says 'Something went wrong'",
  async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "internal", message: "boom" } }, 500)),
    );
    const { user } = renderWizard(true);
    await answerStepOne(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await answerStepTwo(user);
    await user.click(screen.getByRole("button", { name: "Get My Quote" }));

    expect(await screen.findByText("Something went wrong. Please try again.")).toBeVisible();
    const kept = JSON.parse(window.localStorage.getItem(PENDING_INQUIRY_KEY) ?? "null");
    expect(kept).toMatchObject({
      loan_amount: 300000,
      loan_purpose: "fix_and_flip",
      property_state: "TX",
    });
    expect(kept.additional_notes).toContain("Phone: (214) 555-0187");
    expect(screen.getByText("Step 2 of 2")).toBeVisible();
  },
  SLOW_TEST_MS,
);

test(
  "the validation toasts of both steps, and Back keeping the answers",
  async () => {
    vi.stubGlobal("fetch", vi.fn());
    const { user } = renderWizard(false);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Please fill in all fields to continue.")).toBeVisible();
    await answerStepOne(user);
    await user.clear(screen.getByLabelText(/Loan Amount/));
    await user.type(screen.getByLabelText(/Loan Amount/), "200000000");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Invalid Loan Amount")).toBeVisible();
    // The toast's text and the field's message.
    expect(screen.getAllByText("Loan amount exceeds maximum limit")).toHaveLength(2);
    expect(screen.getByText("Step 1 of 2")).toBeVisible();

    await user.clear(screen.getByLabelText(/Loan Amount/));
    await user.type(screen.getByLabelText(/Loan Amount/), "300000");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Get My Quote" }));
    expect(await screen.findByText("Please fill in all contact information.")).toBeVisible();
    await answerStepTwo(user);
    await user.type(screen.getByLabelText(/Email/), "dana@@example");
    await user.click(screen.getByRole("button", { name: "Get My Quote" }));
    expect(
      await screen.findByText("Please fix the validation errors before submitting."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText(/Loan Amount/)).toHaveValue("$300,000");
  },
  SLOW_TEST_MS,
);

test(
  "the thank-you screen clears the failure toasts of the steps before it (issue 28)",
  async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/loan-requests/anonymous"
          ? jsonResponse({ ok: true }, 201)
          : jsonResponse({ items: [], matchCount: 0, totalForType: 0, page: 1, pages: 0 }),
      ),
    );
    const { user } = renderWizard(false);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Please fill in all fields to continue.")).toBeVisible();
    await answerStepOne(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await answerStepTwo(user);
    await user.type(screen.getByLabelText(/Email/), "dana@@example");
    await user.click(screen.getByRole("button", { name: "Get My Quote" }));
    expect(
      await screen.findByText("Please fix the validation errors before submitting."),
    ).toBeVisible();
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "Get My Quote" }));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByText("Please fill in all fields to continue.")).toBeNull();
      expect(screen.queryByText("Please fix the validation errors before submitting.")).toBeNull();
    });
  },
  SLOW_TEST_MS,
);
