// @vitest-environment jsdom
/**
 * The Team tab's 'Make owner' (issue 31 seats, ownership transfer): the dialog says what
 * changes for both people before anything is sent; Cancel sends nothing; confirming posts the
 * colleague's seat and says who owns the profile now.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { TeamResponse } from "@/domain/contract/lender-team";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { TeamTab } from "./team-tab";

const SEAT_ID = "5b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10";
const TEAM: TeamResponse = {
  seats: [
    {
      id: "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
      userId: "u-owner",
      name: "Dana Owner",
      email: "dana@example.com",
      role: "owner",
      addedAt: null,
    },
    {
      id: SEAT_ID,
      userId: "u-sam",
      name: "Sam Analyst",
      email: "sam@example.com",
      role: "member",
      addedAt: "2026-11-20T12:00:00.000Z",
    },
  ],
  invitations: [],
  seatLimit: 10,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? "GET") === "GET") return jsonResponse(TEAM);
    if (String(url).endsWith(`/members/${SEAT_ID}/owner`)) {
      return jsonResponse({ lenderName: "Cedar Ridge", newOwnerName: "Sam Analyst" });
    }
    return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The seat list once loaded (the first render under load also loads the table's code). */
const makeSamOwner = () =>
  screen.findByRole("button", { name: "Make owner: Sam Analyst" }, { timeout: 10_000 });

const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "POST");

test("'Make owner' explains the change; Cancel sends nothing", async () => {
  const { user } = renderWithProviders(<TeamTab />);
  // Only a member's row offers it, never the owner's own.
  await user.click(await makeSamOwner());
  expect(screen.queryByRole("button", { name: "Make owner: Dana Owner" })).toBeNull();
  const dialog = await screen.findByRole("dialog", { name: "Make Sam Analyst the owner?" });
  expect(dialog).toHaveTextContent(
    "Sam Analyst edits the public profile and the loan products, submits verification evidence, replies to reviews and manages the team.",
  );
  expect(dialog).toHaveTextContent(
    "You become a member: you still see and answer the loan requests, send offers and messages.",
  );
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(posts()).toHaveLength(0);
});

test("confirming posts the colleague's seat and says who owns the profile now", async () => {
  const { user } = renderWithProviders(<TeamTab />);
  await user.click(await makeSamOwner());
  const dialog = await screen.findByRole("dialog", { name: "Make Sam Analyst the owner?" });
  await user.click(within(dialog).getByRole("button", { name: "Make owner" }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(String(posts()[0]?.[0])).toContain(`/api/lender-workspace/team/members/${SEAT_ID}/owner`);
  expect(
    await screen.findByText(
      "Sam Analyst now owns the lender profile. You are a member of the team.",
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});
