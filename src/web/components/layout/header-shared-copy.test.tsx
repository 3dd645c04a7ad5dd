// @vitest-environment jsdom
/**
 * Issue 34: a signed-in user may be given the visitors' copy of a public page (the server's
 * markup for nobody, server/html/shared-page.ts). The browser hydrates it without a mismatch
 * (the session goes over as 'nobody', stale), then asks /api/me and the header shows the
 * user's account area: 'Dashboard' and the avatar menu instead of 'Sign in' and 'Sign up'.
 */
import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { SIGN_IN_HINT_ATTRIBUTE } from "@/domain/accounts/sign-in-hint";
import { AppProvider } from "@/web/app/provider";
import { handOverSession } from "@/web/app/ssr-state";
import { createQueryClient } from "@/web/lib/react-query";
import { meQueryKey } from "@/web/lib/session/me";
import { meFixture } from "@/web/test/fixtures";
import { hydrateInTest } from "@/web/test/hydrate";
import { jsonResponse } from "@/web/test/render";
import { Header } from "./header";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(SIGN_IN_HINT_ATTRIBUTE);
});

/** The mark the page's early script sets for a browser with the sign-in hint (issue 34). */
const hinted = () => document.documentElement.hasAttribute(SIGN_IN_HINT_ATTRIBUTE);

function page(queryClient: QueryClient) {
  return (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={["/privacy"]}>
        <Header />
      </MemoryRouter>
    </AppProvider>
  );
}

/** The visitors' copy: rendered with the session answered 'nobody', handed over as the server does. */
function visitorsCopy() {
  const server = createQueryClient();
  server.setQueryData(meQueryKey, null);
  const html = renderToString(page(server));
  return { html, state: handOverSession(dehydrate(server)) };
}

async function hydrateCopy(me: unknown) {
  const { html, state } = visitorsCopy();
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return String(input).startsWith("/api/me")
        ? jsonResponse(me)
        : jsonResponse({ error: { code: "not_found", message: "none" } }, 404);
    }),
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  // The browser holds the sign-in hint: the early script has marked the page.
  document.documentElement.setAttribute(SIGN_IN_HINT_ATTRIBUTE, "");

  const client = new QueryClient({ defaultOptions: createQueryClient().getDefaultOptions() });
  hydrate(client, state);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  await hydrateInTest(container, page(client), { onRecoverableError: recoverable });
  // Hydrated with 'nobody' before /api/me answers: the visitor links stay hidden meanwhile.
  expect(hinted()).toBe(true);
  return { asked, recoverable, consoleError };
}

test("a signed-in user's header fills in after hydration, with no mismatch", async () => {
  const me = meFixture({ userType: "lender" });
  const { asked, recoverable, consoleError } = await hydrateCopy(me);
  await waitFor(() => expect(screen.getByRole("link", { name: "Dashboard" })).toBeTruthy());
  await waitFor(() => expect(hinted()).toBe(false));
  // The avatar menu's code loads once the user is known (a chunk of its own): wait for it.
  await waitFor(
    () => expect(screen.getByRole("button", { name: "JD, Account menu" })).toBeTruthy(),
    { timeout: 60_000 },
  );
  expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  expect(asked.filter((url) => url.startsWith("/api/me"))).toHaveLength(1);
  expect(recoverable).not.toHaveBeenCalled();
  const hydrationErrors = consoleError.mock.calls.filter((call) =>
    /hydrat|did not match/i.test(String(call[0])),
  );
  expect(hydrationErrors).toEqual([]);
  consoleError.mockRestore();
});

test("a visitor's header stays signed out after the browser asks again", async () => {
  const { asked, recoverable, consoleError } = await hydrateCopy(null);
  await waitFor(() => expect(asked.some((url) => url.startsWith("/api/me"))).toBe(true));
  // A stale hint: once the answer says 'nobody', the mark goes and Sign in shows.
  await waitFor(() => expect(hinted()).toBe(false));
  expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  expect(recoverable).not.toHaveBeenCalled();
  consoleError.mockRestore();
});
