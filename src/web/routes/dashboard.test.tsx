// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it } from "vitest";
import { meQueryKey } from "@/web/lib/session/me";
import { meFixture } from "@/web/test/fixtures";
import { createTestQueryClient } from "@/web/test/render";
import { renderRouter } from "@/web/test/render-router";
import DashboardRoute from "./dashboard";

/** A page whose code never arrives: the transition to it stays pending. */
const NeverLoads = lazy(() => new Promise<never>(() => {}));

/** A page whose code arrives when the test says so. */
function lazyUntilReleased(text: string) {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Page = lazy(async () => {
    await arrived;
    return { default: () => <p>{text}</p> };
  });
  return { Page, release: () => release() };
}

describe("/dashboard", () => {
  it("sends a borrower to the borrower dashboard", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, meFixture());
    const { history } = await renderRouter(
      [
        {
          path: "/dashboard",
          element: (
            <QueryClientProvider client={queryClient}>
              <DashboardRoute />
            </QueryClientProvider>
          ),
        },
        { path: "/borrower-dashboard", element: <p>Borrower dashboard</p> },
      ],
      { initial: "/dashboard" },
    );
    expect(history.location.pathname).toBe("/borrower-dashboard");
    expect(await screen.findByText("Borrower dashboard")).toBeTruthy();
  });

  // The e2e sign-out flake: the URL already said /borrower-dashboard while its code was still
  // loading, so /dashboard was still the page on screen; signing out then made it send the
  // (now signed-out) user to /auth, after sign-out's own navigation to /.
  it("does not redirect again when the session ends while the next page is still loading", async () => {
    const home = lazyUntilReleased("Home");
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, meFixture());
    const { history } = await renderRouter(
      [
        {
          path: "/dashboard",
          element: (
            <QueryClientProvider client={queryClient}>
              <DashboardRoute />
            </QueryClientProvider>
          ),
        },
        { path: "/borrower-dashboard", element: <NeverLoads /> },
        { path: "/", element: <home.Page /> },
        { path: "/auth", element: <p>Sign in</p> },
      ],
      { initial: "/dashboard" },
    );
    expect(history.location.pathname).toBe("/borrower-dashboard");

    // Sign out (lib/session/sign-out.ts): the account is gone, then the app goes home.
    await act(async () => {
      queryClient.setQueryData(meQueryKey, null);
      history.push("/");
    });
    await act(async () => home.release());
    await screen.findByText("Home");
    expect(history.location.pathname).toBe("/");
  });
});
