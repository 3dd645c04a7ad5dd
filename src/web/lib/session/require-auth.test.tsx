// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { Me } from "@/domain/contract/account";
import { meFixture } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { RequireAuth, RequireRole, useSignedInMe } from "./require-auth";

const me = (userType: Me["profile"]["userType"]) => meFixture({ userType });

function Secret() {
  return <p>Secret for {useSignedInMe().profile.email}</p>;
}

const admin = {
  title: "Admin",
  signInText: "Please sign in to access the admin dashboard.",
  requirement: "Admin access required.",
  roles: ["admin"],
} as const;

afterEach(() => vi.unstubAllGlobals());

describe("RequireRole", () => {
  test("a borrower gets the permission message with email and user type, and can refresh", async () => {
    const fetch = vi.fn(async () => jsonResponse(me("borrower")));
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithProviders(
      <RequireRole {...admin}>
        <Secret />
      </RequireRole>,
    );
    expect(
      await screen.findByText(
        "You don't have permission to access this page. Admin access required.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Signed in as jo@example.com (user type: borrower).")).toBeVisible();
    expect(screen.queryByText(/Secret for/)).not.toBeInTheDocument();

    // The role was granted meanwhile: 'Refresh Profile' lets the admin in.
    fetch.mockImplementation(async () => jsonResponse(me("admin")));
    await user.click(screen.getByRole("button", { name: "Refresh Profile" }));
    expect(await screen.findByText("Secret for jo@example.com")).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("'Refresh Profile' that finds the same role says so (issue 28)", async () => {
    const fetch = vi.fn(async () => jsonResponse(me("borrower")));
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithProviders(
      <RequireRole {...admin}>
        <Secret />
      </RequireRole>,
    );
    await user.click(await screen.findByRole("button", { name: "Refresh Profile" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Profile refreshed: your account is still a borrower account.",
    );
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("a page's own permission message replaces the general one (spec 2's loan requests)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(me("lender"))),
    );
    renderWithProviders(
      <RequireRole
        {...admin}
        deniedText="Access Denied: You need admin privileges to view loan requests."
      >
        <Secret />
      </RequireRole>,
    );
    expect(
      await screen.findByText("Access Denied: You need admin privileges to view loan requests."),
    ).toBeVisible();
    expect(screen.queryByText(/You don't have permission/)).toBeNull();
  });

  test("an admin sees the page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(me("admin"))),
    );
    renderWithProviders(
      <RequireRole {...admin}>
        <Secret />
      </RequireRole>,
    );
    expect(await screen.findByText("Secret for jo@example.com")).toBeVisible();
  });

  test("signed out: the page's sign-in prompt, linking to /auth", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ error: { code: "unauthorized", message: "no" } }, 401)),
    );
    renderWithProviders(
      <RequireRole {...admin}>
        <Secret />
      </RequireRole>,
    );
    expect(await screen.findByText("Please sign in to access the admin dashboard.")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
  });
});

describe("RequireAuth", () => {
  test("as a route element: a spinner while the session loads, then the child route", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(
      <Routes>
        <Route element={<RequireAuth title="My Profile" signInText="Sign in." />}>
          <Route path="/profile" element={<Secret />} />
        </Route>
      </Routes>,
      { route: "/profile" },
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading your profile...");
    answer(jsonResponse(me("lender")));
    expect(await screen.findByText("Secret for jo@example.com")).toBeVisible();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByText("Sign in.")).not.toBeInTheDocument();
  });

  test("an unreachable server is not mistaken for signed out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    renderWithProviders(
      <RequireAuth title="My Profile" signInText="Sign in.">
        <Secret />
      </RequireAuth>,
    );
    // The session query retries a network failure once (about a second) before giving up.
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      "We couldn't load your account",
    );
    expect(screen.queryByText("Sign in.")).not.toBeInTheDocument();
  });
});
