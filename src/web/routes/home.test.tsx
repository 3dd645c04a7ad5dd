// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Me } from "@/domain/contract/account";
import { meQueryKey } from "@/web/lib/session/me";
import { meFixture } from "@/web/test/fixtures";
import { createTestQueryClient, jsonResponse, renderWithProviders } from "@/web/test/render";
import HomeRoute from "./home";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404)),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHome(me: Me | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return renderWithProviders(<HomeRoute />, { queryClient });
}

function withProfile(profile: Partial<Me["profile"]>): Me {
  const me = meFixture();
  return { ...me, profile: { ...me.profile, ...profile } };
}

// Issue 10: the gate is the server's record of completion, not "the name is blank".
test("a profile not yet completed gets 'Complete Your Profile', whatever its name", async () => {
  renderHome(withProfile({ fullName: "Jo Doe", completedAt: null }));
  // The form's code loads apart from the page's (lazy).
  // (A loaded machine may take a while to import it: wait up to 10 s.)
  expect(await screen.findByText("Complete Your Profile", {}, { timeout: 10_000 })).toBeVisible();
  expect(screen.queryByRole("heading", { name: "Find the Best Private Lenders" })).toBeNull();
});

test("a completed profile gets the hero, even with a blank name", () => {
  renderHome(withProfile({ fullName: null, completedAt: "2026-01-01T00:00:00.000Z" }));
  expect(screen.getByRole("heading", { name: "Find the Best Private Lenders" })).toBeVisible();
  expect(screen.queryByText("Complete Your Profile")).toBeNull();
});

test("a visitor gets the hero", () => {
  renderHome(null);
  expect(screen.getByRole("heading", { name: "Find the Best Private Lenders" })).toBeVisible();
  expect(screen.queryByText("Complete Your Profile")).toBeNull();
});

test("a visitor gets the search form (loaded on approach: here, with no observer, at once)", async () => {
  renderHome(null);
  const form = await screen.findByRole("form", { name: "Search lenders" }, { timeout: 10_000 });
  expect(form).toBeVisible();
  expect(screen.getByRole("button", { name: "Find Lenders" })).toBeVisible();
});
