// @vitest-environment jsdom
/**
 * Issue 31: an invitation opened signed out sends the person to /auth?next=/team-invitation?…;
 * signing in (password or magic link) returns there. `next` is only ever a path on this site
 * (safeNextPath): another site's address, or a path a browser would turn into one, leads to
 * the dashboard as before.
 */
import { screen, waitFor } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { authNextPath, authPageRedirect, safeNextPath } from "@/domain/accounts/two-factor";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { AuthScreen } from "./auth-screen";

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const TOKEN = "Zm9v-YmFy_baz";
const INVITATION = `/team-invitation?token=${TOKEN}`;

// The better-auth client, as the server would answer: signed in; a magic link sent.
const auth = vi.hoisted(() => ({
  email: vi.fn(async () => ({ data: { redirect: false, token: "session" }, error: null })),
  magicLink: vi.fn(async (_body: Record<string, unknown>) => ({
    data: { status: true },
    error: null,
  })),
}));
vi.mock("@/web/lib/auth-client", () => ({
  authClient: { signIn: { email: auth.email, magicLink: auth.magicLink } },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.email.mockClear();
  auth.magicLink.mockClear();
});

/** /api/me and the rest: nothing signed in, nothing else asked. */
function stubAuth() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(null)),
  );
}

describe("/auth?next=…", () => {
  test("password sign-in returns to the invitation", async () => {
    stubAuth();
    const { user } = renderWithProviders(<AuthScreen />, {
      route: `/auth?tab=password&email=ana%40example.com&next=${encodeURIComponent(INVITATION)}`,
      path: "/auth",
      routes: { "/team-invitation": <Address />, "/dashboard": <Address /> },
    });
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "a-long-password-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    // The machine may be busy: the wait is for the navigation, not a timing assertion.
    await waitFor(
      () => expect(screen.getByRole("status", { name: "address" })).toHaveTextContent(INVITATION),
      { timeout: 10_000 },
    );
  });

  test("another site's address is not followed: the dashboard, as without next", async () => {
    stubAuth();
    const { user } = renderWithProviders(<AuthScreen />, {
      route: `/auth?tab=password&email=ana%40example.com&next=${encodeURIComponent("//evil.example/x")}`,
      path: "/auth",
      routes: { "/team-invitation": <Address />, "/dashboard": <Address /> },
    });
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "a-long-password-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(
      () => expect(screen.getByRole("status", { name: "address" })).toHaveTextContent("/dashboard"),
      { timeout: 10_000 },
    );
  });

  test("the magic link is asked to land on the invitation", async () => {
    stubAuth();
    const { user } = renderWithProviders(<AuthScreen />, {
      route: `/auth?email=ana%40example.com&mode=signup&next=${encodeURIComponent(INVITATION)}`,
    });
    await user.click(screen.getByRole("button", { name: "Send Magic Link" }));
    await waitFor(() => expect(auth.magicLink).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(auth.magicLink.mock.calls[0]?.[0]).toMatchObject({
      email: "ana@example.com",
      callbackURL: INVITATION,
      newUserCallbackURL: INVITATION,
    });
  });

  test("a signed-in visitor goes straight on to a safe next", () => {
    expect(authPageRedirect(true, INVITATION)).toBe(INVITATION);
    expect(authPageRedirect(true, null)).toBe("/dashboard");
    expect(authPageRedirect(false, INVITATION)).toBeNull();
  });
});

describe("safeNextPath / authNextPath", () => {
  test.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " /x",
    "javascript:alert(1)",
    "",
  ])("refuses %j", (next) => {
    expect(safeNextPath(next)).toBe("/dashboard");
    expect(authNextPath(new URLSearchParams({ next }))).toBeNull();
  });

  test("keeps a path on this site with its query", () => {
    expect(authNextPath(new URLSearchParams({ next: INVITATION }))).toBe(INVITATION);
    expect(authNextPath(new URLSearchParams())).toBeNull();
  });
});
