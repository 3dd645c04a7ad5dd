// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { leadFixture } from "@/web/test/lead-fixture";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { borrowerActivityText, LeadCard } from "./lead-card";

const NOW = new Date("2026-11-27T12:00:00Z");
const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
    jsonResponse({
      pipeline: {
        submissionId: "5d9c1c62-8f0b-4b8e-9a0a-1f2e3d4c5b6a",
        ...JSON.parse(String(init?.body ?? "{}")),
        updatedAt: NOW.toISOString(),
      },
      total: 0,
      submissions: [],
      inquiries: [],
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

test("a lead card reads as the deal: title, borrower, property, terms, age and record", () => {
  renderWithProviders(
    <LeadCard
      now={NOW}
      onAnswer={() => {}}
      lead={leadFixture({
        title: "Elm Street flip (Loan #6e0d2d73)",
        customName: "Elm Street flip",
        borrowerName: "Dana Desk",
        emailConfirmed: true,
        propertyCity: "Austin",
        propertyState: "Texas",
        propertyType: "Single Family",
        loanAmount: 450000,
        loanPurpose: "fix_and_flip",
        creditScore: 720,
        experienceYears: "3-5",
        timelineNeeded: "Within 30 days",
        additionalNotes: "Roof and kitchen",
        createdAt: "2026-11-24T12:00:00Z",
        unread: 2,
        borrowerActivity: { otherRequests: 2, fundedDeals: 1 },
      })}
    />,
  );
  const card = screen.getByRole("article", { name: "Elm Street flip (Loan #6e0d2d73)" });
  for (const text of [
    "Dana Desk",
    "Email confirmed",
    "Received 3 days ago · 2 unread messages",
    "Loan amount: $450,000",
    "Purpose: Fix & Flip",
    "Property type: Single Family",
    "Location: Austin, Texas",
    "Credit score: 720",
    "Experience: 3-5 properties",
    "Timeline: Within 30 days",
    "Notes: Roof and kitchen",
    "On LenderLane: 2 other requests · 1 funded deal",
  ])
    expect(card).toHaveTextContent(text);
  expect(within(card).queryByText("Email not confirmed")).toBeNull();
});

test("an unconfirmed anonymous request says so; a first request says it is the first", () => {
  renderWithProviders(<LeadCard now={NOW} onAnswer={() => {}} lead={leadFixture()} />);
  const card = screen.getByRole("article", { name: "Loan #6e0d2d73" });
  expect(card).toHaveTextContent("Email not confirmed");
  expect(card).toHaveTextContent("On LenderLane: First request on LenderLane");
  expect(borrowerActivityText({ otherRequests: 1, fundedDeals: 0 })).toBe(
    "1 other request · 0 funded deals",
  );
});

test("the private pipeline: choose a stage, write notes, save once", async () => {
  const { user } = renderWithProviders(
    <LeadCard now={NOW} onAnswer={() => {}} lead={leadFixture()} />,
  );
  const save = screen.getByRole("button", { name: "Save pipeline of Loan #6e0d2d73" });
  expect(save).toBeDisabled();
  await user.selectOptions(screen.getByRole("combobox", { name: /Stage/ }), "Term sheet sent");
  await user.type(screen.getByRole("textbox", { name: "Private notes" }), "Sent");
  await user.click(save);
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/pipeline"));
  expect(call?.[0]).toBe(
    "/api/lender-workspace/inquiries/5d9c1c62-8f0b-4b8e-9a0a-1f2e3d4c5b6a/pipeline",
  );
  expect(call?.[1]?.method).toBe("PUT");
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({
    stage: "term_sheet_sent",
    notes: "Sent",
  });
});

test("issue 31 team seats: the card names the colleague who answered and who last set the stage", () => {
  renderWithProviders(
    <LeadCard
      now={NOW}
      onAnswer={() => {}}
      lead={leadFixture({
        answer: "interested",
        answeredByName: "Avery Analyst",
        stage: "reviewing",
        pipelineUpdatedByName: "Olivia Owner",
      })}
    />,
  );
  expect(screen.getByText(/^Answered by:/)).toBeInTheDocument();
  expect(screen.getByText("Avery Analyst")).toBeInTheDocument();
  expect(screen.getByText(/^Stage and notes last set by:/)).toBeInTheDocument();
  expect(screen.getByText("Olivia Owner")).toBeInTheDocument();
});

test("an unanswered lead names nobody", () => {
  renderWithProviders(
    <LeadCard now={NOW} onAnswer={() => {}} lead={leadFixture({ answeredByName: "Stale Name" })} />,
  );
  expect(screen.queryByText(/^Answered by:/)).toBeNull();
  expect(screen.queryByText(/^Stage and notes last set by:/)).toBeNull();
});

test("the Messages button's badge is the lead's own unread count, without the counts call", () => {
  renderWithProviders(<LeadCard now={NOW} onAnswer={() => {}} lead={leadFixture({ unread: 3 })} />);
  const button = screen.getByRole("button", { name: /Messages/ });
  expect(button).toHaveTextContent("3 unread");
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/messages/unread"))).toBe(
    false,
  );
});

test("no badge when the lead has no unread entries", () => {
  renderWithProviders(<LeadCard now={NOW} onAnswer={() => {}} lead={leadFixture()} />);
  expect(screen.getByRole("button", { name: /Messages/ })).not.toHaveTextContent("unread");
});
