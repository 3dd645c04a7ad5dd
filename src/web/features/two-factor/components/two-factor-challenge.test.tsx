// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { TwoFactorChallenge } from "./two-factor-challenge";

afterEach(() => vi.unstubAllGlobals());

function stubAuth(answer: (url: string) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    answer(input instanceof Request ? input.url : String(input)),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const calledUrls = (fetch: ReturnType<typeof stubAuth>) =>
  fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));

test("the authenticator's code finishes the sign-in and opens the next page", async () => {
  const fetch = stubAuth((url) =>
    url.includes("/api/me") ? jsonResponse(null) : jsonResponse({}),
  );
  const { user } = renderWithProviders(<TwoFactorChallenge next="/admin" />, {
    route: "/auth/two-factor",
    routes: { "/admin": <p>Admin page</p> },
  });
  await user.type(screen.getByLabelText(/6-digit code/), "123 456");
  await user.click(screen.getByRole("button", { name: "Verify" }));
  expect(await screen.findByText("Admin page")).toBeVisible();
  const verify = fetch.mock.calls.find(([input]) => String(input).includes("verify-totp"));
  expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ code: "123456" });
});

test("a wrong code stays on the page with the reason; a backup code can be used instead", async () => {
  const fetch = stubAuth((url) =>
    url.includes("verify-totp")
      ? jsonResponse({ code: "INVALID_CODE", message: "Invalid code" }, 401)
      : jsonResponse({}),
  );
  const { user } = renderWithProviders(<TwoFactorChallenge next="/dashboard" />, {
    route: "/auth/two-factor",
  });
  await user.type(screen.getByLabelText(/6-digit code/), "000000");
  await user.click(screen.getByRole("button", { name: "Verify" }));
  expect(await screen.findByText(/not the current one/)).toBeVisible();

  await user.click(screen.getByRole("button", { name: /use a backup code/i }));
  await user.type(screen.getByLabelText(/^Backup code/), "abcde-12345");
  await user.click(screen.getByRole("button", { name: "Verify" }));
  await vi.waitFor(() =>
    expect(calledUrls(fetch).some((url) => url.includes("verify-backup-code"))).toBe(true),
  );
});
