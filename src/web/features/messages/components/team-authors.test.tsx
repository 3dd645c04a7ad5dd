// @vitest-environment jsdom
/**
 * Issue 31 'every action shows who did it': the lender's team reads which colleague wrote a
 * thread entry and sent an offer; the borrower's answer carries no colleague, so it reads the
 * lender's name as before.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { ThreadMessage, ThreadResponse } from "@/domain/contract/messages";
import { renderWithProviders } from "@/web/test/render";
import { authorName, ThreadEntryView } from "./thread-entry";

afterEach(cleanup);

const thread = (viewerSide: ThreadResponse["viewerSide"]): ThreadResponse => ({
  submissionId: "00000000-0000-4000-8000-0000000000d1",
  inquiryId: "00000000-0000-4000-8000-0000000000c1",
  lenderName: "Cedar Ridge Capital",
  borrowerName: "Sam Ortiz",
  viewerSide,
  canWrite: true,
  messages: [],
  hasOlder: false,
  readUntil: { borrower: null, lender: null },
});

const entry = (teamAuthor?: ThreadMessage["teamAuthor"]): ThreadMessage => ({
  id: "00000000-0000-4000-8000-0000000000f1",
  kind: "text",
  authorSide: "lender",
  body: "We can close in 21 days.",
  offerId: null,
  createdAt: "2026-03-02T12:00:00.000Z",
  ...(teamAuthor ? { teamAuthor } : {}),
});

describe("authorName", () => {
  test("the lender's team: a colleague's entry names the colleague; the viewer's own is 'You'", () => {
    expect(authorName(entry({ name: "Lee Park", isViewer: false }), thread("lender"))).toBe(
      "Lee Park",
    );
    expect(authorName(entry({ name: "Ana Ruiz", isViewer: true }), thread("lender"))).toBe("You");
    // A colleague whose account was deleted: the company, never blank.
    expect(authorName(entry({ name: null, isViewer: false }), thread("lender"))).toBe(
      "Cedar Ridge Capital",
    );
  });

  test("the borrower (no teamAuthor in its answer) reads the lender's name", () => {
    expect(authorName(entry(), thread("borrower"))).toBe("Cedar Ridge Capital");
    expect(authorName(entry(), thread("lender"))).toBe("You");
  });
});

test("the entry shows the colleague's name above the message, to the lender's team", () => {
  renderWithProviders(
    <ul>
      <ThreadEntryView
        entry={entry({ name: "Lee Park", isViewer: false })}
        thread={thread("lender")}
        seen={false}
      />
      <ThreadEntryView
        entry={{ ...entry(), id: "00000000-0000-4000-8000-0000000000f2", body: "Hello" }}
        thread={thread("borrower")}
        seen={false}
      />
    </ul>,
  );
  const [first, second] = screen.getAllByRole("listitem");
  expect(first).toHaveTextContent("Lee Park");
  expect(first).not.toHaveTextContent("You");
  expect(second).toHaveTextContent("Cedar Ridge Capital");
  expect(second).not.toHaveTextContent("Lee Park");
});
