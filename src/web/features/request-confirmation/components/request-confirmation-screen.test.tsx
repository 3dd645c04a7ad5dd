// @vitest-environment jsdom
/**
 * The confirmation page of an anonymous request (issue 27 item 5): opening it only reads the
 * link; the button confirms; 'This wasn't me' asks before withdrawing; a used link says so.
 */
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { RequestConfirmation } from "@/domain/contract/request-confirmation";
import RequestConfirmationRoute from "@/web/routes/request-confirmation";
import { jsonResponse, renderWithProviders } from "@/web/test/render";

const LINK: RequestConfirmation = {
  email: "jo@example.com",
  loanAmount: 215_000,
  loanPurpose: "fix_and_flip",
  propertyState: "TX",
  lenderNames: ["Cedar Ridge Capital"],
  createdAt: "2026-11-20T10:00:00.000Z",
  expiresAt: "2026-12-04T10:00:00.000Z",
};

let calls: { url: string; method: string; body: unknown }[];
let read: () => Response;
let onDashboard = false;
let me: unknown = null;

beforeEach(() => {
  calls = [];
  onDashboard = false;
  me = null;
  read = () => jsonResponse(LINK);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (url === "/api/me") return jsonResponse(me);
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "GET") return read();
      if (url.endsWith("/confirm")) {
        return jsonResponse({ outcome: "confirmed", email: LINK.email, onDashboard });
      }
      return jsonResponse({ outcome: "withdrawn", lendersTold: 1 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => calls.filter((call) => call.method === "POST");

test("opening the link only reads it; the button confirms, then sign-in is offered", async () => {
  const { user } = renderWithProviders(<RequestConfirmationRoute />, {
    route: "/request-confirmation?token=abc",
  });
  expect(
    await screen.findByText(
      "A $215,000 Fix & Flip loan request for a property in Texas was sent to Cedar Ridge Capital on Nov 20, 2026 with the email jo@example.com.",
    ),
  ).toBeVisible();
  expect(calls).toEqual([
    { url: "/api/request-confirmations?token=abc", method: "GET", body: undefined },
  ]);

  await user.click(screen.getByRole("button", { name: "Confirm my request" }));
  expect(await screen.findByText("Your request is confirmed")).toBeVisible();
  expect(posts()).toEqual([
    { url: "/api/request-confirmations/confirm", method: "POST", body: { token: "abc" } },
  ]);
  expect(screen.getByRole("link", { name: "Sign in to follow it" })).toHaveAttribute(
    "href",
    "/auth?email=jo%40example.com&mode=signup",
  );
});

test("'This wasn't me' asks first, then withdraws", async () => {
  const { user } = renderWithProviders(<RequestConfirmationRoute />, {
    route: "/request-confirmation?token=abc&intent=withdraw",
  });
  expect(await screen.findByRole("heading", { level: 1, name: "This wasn't me" })).toBeVisible();
  expect(await screen.findByText("Withdraw this request?")).toBeVisible();
  expect(posts()).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Yes, withdraw it" }));
  expect(await screen.findByText("The request was withdrawn")).toBeVisible();
  expect(screen.getByText(/told the lender that you did not send it/)).toBeVisible();
  expect(posts()).toEqual([
    { url: "/api/request-confirmations/withdraw", method: "POST", body: { token: "abc" } },
  ]);
});

test("a used link says so, with no button", async () => {
  read = () =>
    jsonResponse(
      {
        error: {
          code: "confirmation_link_used",
          message: "This link was already used: the request is confirmed.",
        },
      },
      409,
    );
  renderWithProviders(<RequestConfirmationRoute />, { route: "/request-confirmation?token=abc" });
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("This link was already used");
  expect(alert).toHaveTextContent("the request is confirmed.");
  expect(screen.queryByRole("button", { name: "Confirm my request" })).toBeNull();
});

test("confirmed into the email's account: signed out, sign-in is offered; signed in, the dashboard (issue 28)", async () => {
  onDashboard = true;
  const first = renderWithProviders(<RequestConfirmationRoute />, {
    route: "/request-confirmation?token=abc",
  });
  await first.user.click(await screen.findByRole("button", { name: "Confirm my request" }));
  expect(await screen.findByText(/the request is on your dashboard/)).toBeVisible();
  expect(screen.getByRole("link", { name: "Sign in to follow it" })).toHaveAttribute(
    "href",
    "/auth?email=jo%40example.com&mode=signup",
  );
  first.unmount();

  me = { profile: { id: "u1" } };
  const second = renderWithProviders(<RequestConfirmationRoute />, {
    route: "/request-confirmation?token=abc",
  });
  await second.user.click(await screen.findByRole("button", { name: "Confirm my request" }));
  expect(await screen.findByRole("link", { name: "Open your dashboard" })).toHaveAttribute(
    "href",
    "/borrower-dashboard",
  );
});
