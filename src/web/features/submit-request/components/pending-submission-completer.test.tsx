// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { HOUR_MS } from "@/domain/reference/limits";
import { meQueryKey } from "@/web/lib/session";
import { meFixture } from "@/web/test/fixtures";
import { createTestQueryClient, jsonResponse, renderWithProviders } from "@/web/test/render";
import { PENDING_SUBMISSION_KEY } from "../lib/pending-submission";
import { PendingSubmissionCompleter } from "./pending-submission-completer";

const LENDER = { id: "0b7e4b1e-2f0c-4c55-9a55-3f1c2b9d8e01", companyName: "Acme Capital" };

function storeDraft(savedAt: number) {
  window.localStorage.setItem(
    PENDING_SUBMISSION_KEY,
    JSON.stringify({
      savedAt,
      lender: LENDER,
      request: {
        customName: "Maple flip",
        investmentType: "bridge",
        propertyType: "Condo",
        propertyState: "TX",
        loanAmount: "$250,000",
        notes: "",
      },
    }),
  );
}

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderCompleter() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, meFixture());
  return renderWithProviders(
    <>
      <PendingSubmissionCompleter />
      <Search />
    </>,
    { queryClient, route: "/borrower-dashboard?completeLoanSubmission=true&tab=active" },
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test("completes a stored draft once: 'Loan Request Submitted', then the draft and the flag go", async () => {
  const fetch = vi.fn(async () => jsonResponse({ request: {} }, 201));
  vi.stubGlobal("fetch", fetch);
  storeDraft(Date.now() - 23 * HOUR_MS);
  renderCompleter();

  expect(
    await screen.findByText("Your loan request has been submitted to Acme Capital."),
  ).toBeVisible();
  expect(screen.getByText("Loan Request Submitted")).toBeVisible();
  expect(fetch).toHaveBeenCalledTimes(1);
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe("/api/loan-requests");
  expect(JSON.parse(String(init.body))).toEqual({
    request: {
      customName: "Maple flip",
      investmentType: "bridge",
      propertyType: "Condo",
      propertyState: "TX",
      loanAmount: 250000,
      notes: null,
    },
    lenderIds: [LENDER.id],
  });
  expect(window.localStorage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();
  await waitFor(() => expect(screen.getByLabelText("search")).toHaveTextContent("?tab=active"));
});

test("an expired draft is dropped silently and only the flag goes", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  storeDraft(Date.now() - 25 * HOUR_MS);
  renderCompleter();

  await waitFor(() => expect(screen.getByLabelText("search")).toHaveTextContent("?tab=active"));
  expect(fetch).not.toHaveBeenCalled();
  expect(window.localStorage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();
  expect(screen.queryByText("Loan Request Submitted")).toBeNull();
});

test("a refused completion says 'Failed to complete loan submission.' and drops the draft", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      jsonResponse({ error: { code: "forbidden", message: "Borrowers only" } }, 403),
    ),
  );
  storeDraft(Date.now());
  renderCompleter();

  expect(await screen.findByText("Failed to complete loan submission.")).toBeVisible();
  expect(window.localStorage.getItem(PENDING_SUBMISSION_KEY)).toBeNull();
});

test("a network failure keeps the draft to try again on the next visit", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  );
  storeDraft(Date.now());
  renderCompleter();

  expect(await screen.findByText("Failed to complete loan submission.")).toBeVisible();
  expect(window.localStorage.getItem(PENDING_SUBMISSION_KEY)).not.toBeNull();
});
