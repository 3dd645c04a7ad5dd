// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { SavedSearchDto } from "@/domain/contract/saved-searches";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { fakeApi, savedSearchFixture } from "../test/fake-api";
import { SavedSearchList } from "./saved-search-list";

afterEach(() => vi.unstubAllGlobals());

const texas = savedSearchFixture();
const ohio = savedSearchFixture({
  id: "5b7c2a51-1f0e-4a77-9d59-1c1a6a0e4c02",
  name: "Ohio rentals",
  frequency: "daily",
  paused: true,
  query: { loanType: "rental_property", location: "OH", sortBy: "most-relevant" },
  listingPath: "/rental-property?location=OH&sortBy=most-relevant",
});

function renderList(items: SavedSearchDto[]) {
  const one = (id: string) => `/api/saved-searches/${id}`;
  const answer = () => jsonResponse({ search: texas });
  const api = fakeApi({
    "GET /api/saved-searches": () => jsonResponse({ items, limit: 20 }),
    [`PATCH ${one(texas.id)}`]: answer,
    [`PATCH ${one(ohio.id)}`]: answer,
    [`DELETE ${one(texas.id)}`]: () => jsonResponse(null, 204),
  });
  vi.stubGlobal("fetch", api.fetch);
  return { ...renderWithProviders(<SavedSearchList />), api };
}

test("lists each search with its query in words, its alerts and a link to the listing", async () => {
  renderList([texas, ohio]);
  const list = await screen.findByRole("list");
  const [first, second] = within(list).getAllByRole("listitem") as HTMLElement[];
  expect(within(first as HTMLElement).getByText("Texas flips")).toBeVisible();
  expect(
    within(first as HTMLElement).getByText("Fix & Flip · Texas · $250,000 · Highest Rated"),
  ).toBeVisible();
  expect(
    within(first as HTMLElement).getByRole("link", { name: "Open Texas flips" }),
  ).toHaveAttribute("href", texas.listingPath);
  expect(screen.getByRole("switch", { name: "Email alerts for Texas flips" })).toBeChecked();
  expect(screen.getByRole("switch", { name: "Email alerts for Ohio rentals" })).not.toBeChecked();
  expect(screen.getByRole("combobox", { name: "Alert frequency of Ohio rentals" })).toBeDisabled();
  expect(within(second as HTMLElement).getByText("Rental Property · Ohio")).toBeVisible();
});

test("pause, frequency, rename and delete each send their one change", async () => {
  const { user, api } = renderList([texas, ohio]);
  await user.click(await screen.findByRole("switch", { name: "Email alerts for Texas flips" }));
  await user.selectOptions(
    screen.getByRole("combobox", { name: "Alert frequency of Texas flips" }),
    "daily",
  );
  await user.click(screen.getByRole("button", { name: "Rename Texas flips" }));
  const dialog = await screen.findByRole("dialog", { name: "Rename search" });
  const name = within(dialog).getByRole("textbox", { name: "Name" });
  await user.clear(name);
  await user.type(name, "Austin flips");
  await user.click(within(dialog).getByRole("button", { name: "Rename" }));
  await user.click(screen.getByRole("button", { name: "Delete Texas flips" }));
  await waitFor(() =>
    expect(api.writes()).toEqual([
      { method: "PATCH", url: `/api/saved-searches/${texas.id}`, body: { paused: true } },
      { method: "PATCH", url: `/api/saved-searches/${texas.id}`, body: { frequency: "daily" } },
      { method: "PATCH", url: `/api/saved-searches/${texas.id}`, body: { name: "Austin flips" } },
      { method: "DELETE", url: `/api/saved-searches/${texas.id}`, body: undefined },
    ]),
  );
});

test("without saved searches, says where to save one", async () => {
  renderList([]);
  expect(await screen.findByText(/No saved searches yet/)).toBeVisible();
});
