// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { ReviewableDeal } from "@/domain/contract/reviews";
import { jsonResponse, renderWithProviders, validationErrorResponse } from "@/web/test/render";
import { ReviewForm } from "./review-form";

afterEach(() => vi.unstubAllGlobals());

const deal: ReviewableDeal = {
  submissionId: "0b9c5d4e-3a21-4f0e-9d11-7a2b3c4d5e6f",
  lenderName: "Oakline Capital",
  lenderSlug: "oakline-capital",
  dealLoanPurpose: "fix_and_flip",
  dealMonth: "2026-03",
  review: null,
};

function stubFetch(answer: () => Response) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    if (method === "GET") return jsonResponse({ items: [] });
    writes.push({
      method,
      url: String(input),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
  return writes;
}

test("shows the deal, needs a star rating, then posts stars and trimmed text", async () => {
  const writes = stubFetch(() => jsonResponse({ review: {} }, 201));
  const { user } = renderWithProviders(<ReviewForm deal={deal} />);
  expect(screen.getByText("Verified deal · Fix & Flip · March 2026")).toBeVisible();
  await user.click(screen.getByRole("textbox", { name: /Your review/ }));
  await user.paste("  Closed in 12 days.  ");
  await user.click(screen.getByRole("button", { name: "Post review" }));
  expect(await screen.findByText("Choose 1 to 5 stars.")).toBeVisible();
  expect(writes).toEqual([]);

  await user.click(screen.getByRole("radio", { name: "4 stars" }));
  await user.click(screen.getByRole("button", { name: "Post review" }));
  await waitFor(() =>
    expect(writes).toEqual([
      {
        method: "POST",
        url: "/api/reviews",
        body: { submissionId: deal.submissionId, rating: 4, body: "Closed in 12 days." },
      },
    ]),
  );
});

test("edits an existing review with PATCH and shows the server's field message", async () => {
  const writes = stubFetch(() => validationErrorResponse({ body: "Keep it to 2,000 characters." }));
  const review = {
    id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    rating: 3,
    body: "Slow draws.",
    dealLoanPurpose: "fix_and_flip" as const,
    dealMonth: "2026-03",
    publishedAt: null,
    reply: null,
    repliedAt: null,
    status: "rejected" as const,
    postedAt: "2026-03-20T10:00:00.000Z",
    editableUntil: "2026-04-19T10:00:00.000Z",
    editable: true,
    rejectReason: "Names a person",
  };
  const { user } = renderWithProviders(<ReviewForm deal={{ ...deal, review }} />);
  expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Save review" }));
  expect(await screen.findByText("Keep it to 2,000 characters.")).toBeVisible();
  expect(writes).toEqual([
    { method: "PATCH", url: `/api/reviews/${review.id}`, body: { rating: 3, body: "Slow draws." } },
  ]);
});
