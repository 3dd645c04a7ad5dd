// @vitest-environment jsdom
import { Button } from "@mantine/core";
import { act, screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { renderWithProviders } from "@/web/test/render";
import { urlStateCodec, useUrlState } from "./url-state";

const listState = z.object({
  status: z.enum(["pending", "approved", "rejected"]).optional(),
  sort: z.enum(["name", "created"]).default("created"),
  page: z.coerce.number().int().min(1).default(1),
});
const codec = urlStateCodec(listState);

describe("urlStateCodec", () => {
  test("reads each parameter on its own: bad ones fall back to defaults and are reported", () => {
    const parsed = codec.parse(new URLSearchParams("status=approved&sort=bogus&page=0&utm=x"));
    expect(parsed.state).toEqual({ status: "approved", sort: "created", page: 1 });
    expect(parsed.dropped).toEqual(["sort", "page"]);
  });

  test("writes only values that differ from the defaults", () => {
    expect(codec.serialize({ status: undefined, sort: "created", page: 1 })).toEqual({});
    expect(codec.serialize({ status: "pending", sort: "name", page: 3 })).toEqual({
      status: "pending",
      sort: "name",
      page: "3",
    });
  });

  test("refuses a field that has neither a default nor optional()", () => {
    expect(() => urlStateCodec(z.object({ q: z.string() }))).toThrow(/'q'/);
  });
});

function Probe() {
  const { state, update, search } = useUrlState(codec);
  const location = useLocation();
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <output data-testid="url">{location.search}</output>
      <output data-testid="search">{search}</output>
      <Button onClick={() => update((s) => ({ ...s, status: "approved", page: 1 }))}>
        Approved
      </Button>
      <Button onClick={() => update((s) => ({ ...s, page: s.page + 1 }))}>Next</Button>
      <Button
        onClick={() => {
          // Two quick changes: the second builds on the first.
          update((s) => ({ ...s, page: s.page + 1 }));
          update((s) => ({ ...s, sort: "name" }), { replace: true });
        }}
      >
        Both
      </Button>
    </>
  );
}

describe("useUrlState", () => {
  test("state from the URL; updates write it back, keeping other parameters", async () => {
    const { user } = renderWithProviders(<Probe />, { route: "/admin/users?utm=x&page=2" });
    expect(JSON.parse(screen.getByTestId("state").textContent ?? "")).toEqual({
      sort: "created",
      page: 2,
    });
    await user.click(screen.getByRole("button", { name: "Approved" }));
    expect(screen.getByTestId("url")).toHaveTextContent("?utm=x&status=approved");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByTestId("url")).toHaveTextContent("?utm=x&status=approved&page=2");
  });

  test("quick successive updates do not lose each other", async () => {
    const { user } = renderWithProviders(<Probe />, { route: "/list" });
    await user.click(screen.getByRole("button", { name: "Both" }));
    expect(screen.getByTestId("url")).toHaveTextContent("?sort=name&page=2");
  });

  test("invalid parameters are removed from the address in place", async () => {
    renderWithProviders(<Probe />, { route: "/list?status=nope&page=3" });
    await act(async () => {});
    expect(screen.getByTestId("url")).toHaveTextContent("?page=3");
    expect(screen.getByTestId("search")).toHaveTextContent("page=3");
  });
});
