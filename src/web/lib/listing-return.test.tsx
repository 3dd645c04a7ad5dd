// @vitest-environment jsdom
/**
 * The history state that carries a listing's query to a lender profile is unknown to the
 * server: a page hydrated with it (a reload of a profile reached from a listing) first matches
 * the server's markup, then shows the way back to the listing.
 */
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test, vi } from "vitest";
import { hydrateInTest } from "@/web/test/hydrate";
import { listingReturnState, listingSearchOfState, useListingSearch } from "./listing-return";

function WayBack() {
  const search = useListingSearch();
  return <p data-testid="search">{search || "none"}</p>;
}

const app = (state?: unknown) => (
  <MemoryRouter initialEntries={[{ pathname: "/lender/oak", search: "", state }]}>
    <WayBack />
  </MemoryRouter>
);

test("hydrated without a mismatch, then the state's query", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(app());
  document.body.append(container);
  expect(container.textContent).toBe("none");
  const onRecoverableError = vi.fn();
  await hydrateInTest(container, app(listingReturnState("?loanType=land&page=2")), {
    onRecoverableError,
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(screen.getByTestId("search")).toHaveTextContent("loanType=land&page=2");
});

test("only a string kept under listingSearch counts", () => {
  expect(listingSearchOfState({ listingSearch: "a=1" })).toBe("a=1");
  for (const state of [null, undefined, "a=1", { listingSearch: 3 }, {}]) {
    expect(listingSearchOfState(state)).toBeNull();
  }
});
