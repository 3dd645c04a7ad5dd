// @vitest-environment jsdom
/**
 * The next-step page (issue 35): opening the link only reads it; the button sends the request
 * to the lenders that do not hold it yet; an invalid link, an already-sent link and a link
 * with no lenders left each say so.
 */
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { NextStepPreview } from "@/domain/contract/loan-requests";
import NextStepRoute from "@/web/routes/next-step";
import { jsonResponse, renderWithProviders } from "@/web/test/render";

const PREVIEW: NextStepPreview = {
  requestName: "Elm Street flip",
  lenders: [
    { companyName: "Next Best Bridge", slug: "next-best-bridge", sent: false },
    { companyName: "Second Best Bridge", slug: "second-best-bridge", sent: false },
  ],
};
const allSent = (preview: NextStepPreview): NextStepPreview => ({
  ...preview,
  lenders: preview.lenders.map((lender) => ({ ...lender, sent: true })),
});

let calls: { url: string; method: string; body: unknown }[];
let read: () => Response;
let sent: () => Response;

beforeEach(() => {
  calls = [];
  read = () => jsonResponse(PREVIEW);
  sent = () => jsonResponse(allSent(PREVIEW));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (url === "/api/me") return jsonResponse(null);
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return method === "GET" ? read() : sent();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => calls.filter((call) => call.method === "POST");
const open = (route = "/next-step?token=abc") => renderWithProviders(<NextStepRoute />, { route });

test("opening the link only reads it; the lenders link to their pages; the button sends", async () => {
  const { user } = open();
  expect(await screen.findByText(/Your loan request 'Elm Street flip' has fewer/)).toBeVisible();
  expect(screen.getByRole("link", { name: "Next Best Bridge" })).toHaveAttribute(
    "href",
    "/lender/next-best-bridge",
  );
  expect(screen.getByRole("link", { name: "Second Best Bridge" })).toHaveAttribute(
    "href",
    "/lender/second-best-bridge",
  );
  expect(calls).toEqual([{ url: "/api/next-step?token=abc", method: "GET", body: undefined }]);

  await user.click(screen.getByRole("button", { name: "Send to these lenders" }));
  expect(await screen.findByText("Your request was sent to 2 more lenders")).toBeVisible();
  expect(posts()).toEqual([{ url: "/api/next-step", method: "POST", body: { token: "abc" } }]);
  expect(screen.queryByRole("button", { name: "Send to these lenders" })).toBeNull();
  expect(screen.getAllByText("Has your request")).toHaveLength(2);
});

test("only the lenders that did not hold it yet are counted as sent", async () => {
  read = () =>
    jsonResponse({
      ...PREVIEW,
      lenders: [PREVIEW.lenders[0], { ...PREVIEW.lenders[1], sent: true }],
    });
  const { user } = open();
  await user.click(await screen.findByRole("button", { name: "Send to these lenders" }));
  expect(await screen.findByText("Your request was sent to 1 more lender")).toBeVisible();
});

test("a link whose lenders all hold the request offers no button", async () => {
  read = () => jsonResponse(allSent(PREVIEW));
  open();
  expect(await screen.findByText("Your request is already with these lenders")).toBeVisible();
  expect(screen.queryByRole("button", { name: "Send to these lenders" })).toBeNull();
  expect(screen.getByRole("link", { name: "Open your dashboard" })).toBeVisible();
});

test("a refused press (the request's lender limit) says why and keeps the button", async () => {
  sent = () =>
    jsonResponse(
      { error: { code: "lender_limit_reached", message: "This request went to 10 lenders." } },
      409,
    );
  const { user } = open();
  await user.click(await screen.findByRole("button", { name: "Send to these lenders" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This request went to 10 lenders.");
  expect(screen.getByRole("button", { name: "Send to these lenders" })).toBeEnabled();
});

test("a link naming no lender that can take it says so and points to the listing", async () => {
  read = () => jsonResponse({ requestName: null, lenders: [] });
  open();
  expect(await screen.findByText("No more lenders to send it to")).toBeVisible();
  expect(screen.getByRole("link", { name: "Compare lenders" })).toHaveAttribute("href", "/");
  expect(screen.queryByRole("button", { name: "Send to these lenders" })).toBeNull();
});

test("an invalid or expired link (400) says so and sends nothing", async () => {
  read = () =>
    jsonResponse(
      { error: { code: "bad_request", message: "This link is not valid any more." } },
      400,
    );
  open();
  expect(await screen.findByRole("alert")).toHaveTextContent("This link is not valid");
  expect(screen.getByText("This link is not valid any more.")).toBeVisible();
  expect(screen.queryByRole("button")).toBeNull();
  expect(posts()).toEqual([]);
});

test("a link without its token asks for the whole link and calls nothing", async () => {
  open("/next-step");
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Check that you opened the whole link from the email.",
  );
  expect(calls).toEqual([]);
});
