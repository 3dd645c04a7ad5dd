// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { VISITOR_ONLY_ATTRIBUTE } from "@/domain/accounts/sign-in-hint";
import { SAVED_SEARCH_MESSAGES } from "@/domain/saved-searches/saved-search-rules";
import { meFixture } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders, validationErrorResponse } from "@/web/test/render";
import { fakeApi, savedSearchFixture } from "../test/fake-api";
import { SaveSearchButton } from "./save-search-button";

afterEach(() => vi.unstubAllGlobals());

const query = { loanType: "fix_and_flip", location: "TX", sortBy: "rating" };

function renderButton(
  me: unknown,
  save: () => Response = () => jsonResponse({ search: savedSearchFixture() }, 201),
) {
  const api = fakeApi({
    "GET /api/me": () => jsonResponse(me),
    "POST /api/saved-searches": save,
    "GET /api/saved-searches": () => jsonResponse({ items: [], limit: 20 }),
  });
  vi.stubGlobal("fetch", api.fetch);
  return {
    ...renderWithProviders(
      <SaveSearchButton query={query} defaultName="Fix & Flip lenders in TX" />,
    ),
    api,
  };
}

test("a borrower saves the listing's query with a name and a frequency", async () => {
  const { user, api } = renderButton(meFixture());
  await user.click(await screen.findByRole("button", { name: "Save this search" }));
  const dialog = await screen.findByRole("dialog", { name: "Save this search" });
  const name = within(dialog).getByRole("textbox", { name: "Name" });
  expect(name).toHaveValue("Fix & Flip lenders in TX");
  await user.clear(name);
  await user.type(name, "Texas flips");
  await user.click(within(dialog).getByRole("radio", { name: "Daily" }));
  await user.click(within(dialog).getByRole("button", { name: "Save search" }));
  await waitFor(() =>
    expect(api.writes()).toEqual([
      {
        method: "POST",
        url: "/api/saved-searches",
        body: { name: "Texas flips", frequency: "daily", query },
      },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(await screen.findByText("Search saved")).toBeVisible();
});

test("the server's field message shows on its field; the limit's 409 shows as a toast", async () => {
  let answer = validationErrorResponse({ name: SAVED_SEARCH_MESSAGES.nameTooLong });
  const { user } = renderButton(meFixture(), () => answer);
  await user.click(await screen.findByRole("button", { name: "Save this search" }));
  const dialog = await screen.findByRole("dialog", { name: "Save this search" });
  await user.click(within(dialog).getByRole("button", { name: "Save search" }));
  expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameTooLong)).toBeVisible();

  answer = jsonResponse({ error: { code: "conflict", message: SAVED_SEARCH_MESSAGES.limit } }, 409);
  await user.click(within(dialog).getByRole("button", { name: "Save search" }));
  expect(await screen.findByText(SAVED_SEARCH_MESSAGES.limit)).toBeVisible();
  expect(screen.getByRole("dialog", { name: "Save this search" })).toBeVisible();
});

test("an empty name is refused before any call", async () => {
  const { user, api } = renderButton(meFixture());
  await user.click(await screen.findByRole("button", { name: "Save this search" }));
  const dialog = await screen.findByRole("dialog", { name: "Save this search" });
  await user.clear(within(dialog).getByRole("textbox", { name: "Name" }));
  await user.click(within(dialog).getByRole("button", { name: "Save search" }));
  expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameRequired)).toBeVisible();
  expect(api.writes()).toEqual([]);
});

test("visitors are asked to sign in; lender accounts see no button", async () => {
  const visitor = renderButton(null);
  const signIn = await screen.findByRole("link", { name: "Sign in" });
  expect(signIn).toHaveAttribute("href", "/auth");
  expect(screen.queryByRole("button", { name: "Save this search" })).toBeNull();
  // Issue 34: hidden (room kept) by global.css while the page carries the sign-in hint, as
  // the header's Sign in is: a signed-in user's shared copy does not show it before hydration.
  expect(signIn.closest(`[${VISITOR_ONLY_ATTRIBUTE}]`)).not.toBeNull();
  visitor.unmount();

  renderButton(meFixture({ userType: "lender" }));
  await waitFor(() => expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull());
  expect(screen.queryByRole("button", { name: "Save this search" })).toBeNull();
});
