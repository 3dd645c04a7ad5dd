// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { ThreadResponse } from "@/domain/contract/messages";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { THREAD_EMPTY_READ_ONLY, THREAD_READ_ONLY_NOTE, ThreadDrawer } from "./thread-drawer";

const SUBMISSION = "00000000-0000-4000-8000-0000000000d1";

/**
 * A thread the viewer could write in and has not read: a drawer that is not read-only shows
 * the composer and posts a read receipt, so the read-only assertions below can fail.
 */
function thread(messages: ThreadResponse["messages"]): ThreadResponse {
  return {
    submissionId: SUBMISSION,
    inquiryId: "00000000-0000-4000-8000-0000000000c1",
    lenderName: "Cedar Ridge Capital",
    borrowerName: "Sam Ortiz",
    viewerSide: "borrower",
    canWrite: true,
    messages,
    hasOlder: false,
    readUntil: { borrower: null, lender: null },
  };
}

const fromLender: ThreadResponse["messages"] = [
  {
    id: "00000000-0000-4000-8000-0000000000f1",
    kind: "text",
    authorSide: "lender",
    body: "We can close in 21 days.",
    offerId: null,
    createdAt: "2026-03-02T12:00:00.000Z",
  },
];

function serve(body: ThreadResponse) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    (init?.method ?? "GET") === "GET" && url.startsWith(`/api/submissions/${SUBMISSION}/messages`)
      ? jsonResponse(body)
      : jsonResponse(null, 204),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");

afterEach(() => {
  cleanup(); // unmount (the composer stops listening to document.fonts) before the stub goes
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "fonts");
});

describe("ThreadDrawer", () => {
  test("read-only: the entries, no composer, no read receipt", async () => {
    const fetchMock = serve(thread(fromLender));
    renderWithProviders(
      <ThreadDrawer
        submissionId={SUBMISSION}
        counterpart="Cedar Ridge Capital"
        opened
        onClose={() => {}}
        readOnly
      />,
    );
    expect(await screen.findByText("We can close in 21 days.")).toBeVisible();
    expect(
      screen.getByRole("dialog", {
        name: "Conversation between the borrower and Cedar Ridge Capital",
      }),
    ).toBeVisible();
    expect(screen.getByText(THREAD_READ_ONLY_NOTE)).toBeVisible();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /send/i })).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  test("read-only and empty: 'No messages yet.' without inviting to write", async () => {
    serve(thread([]));
    renderWithProviders(
      <ThreadDrawer
        submissionId={SUBMISSION}
        counterpart="Cedar Ridge Capital"
        opened
        onClose={() => {}}
        readOnly
      />,
    );
    expect(await screen.findByText(THREAD_EMPTY_READ_ONLY)).toBeVisible();
  });

  test("a party's drawer (the control): composer shown and the thread marked read", async () => {
    // The composer's autosize textarea listens to document.fonts, which jsdom lacks.
    Object.defineProperty(document, "fonts", { value: new EventTarget(), configurable: true });
    const fetchMock = serve(thread(fromLender));
    renderWithProviders(
      <ThreadDrawer
        submissionId={SUBMISSION}
        counterpart="Cedar Ridge Capital"
        opened
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText("We can close in 21 days.")).toBeVisible();
    expect(screen.getByRole("textbox")).toBeVisible();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]?.[0]).toBe(`/api/submissions/${SUBMISSION}/read`);
  });
});
