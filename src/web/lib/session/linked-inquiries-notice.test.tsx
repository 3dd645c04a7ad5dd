// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { previousSubmissionsFoundToast } from "@/domain/site/toast-messages";
import { meFixture } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { useLinkedInquiriesNotice } from "./linked-inquiries-notice";
import { meQueryKey } from "./me";

function Notice() {
  useLinkedInquiriesNotice();
  return null;
}

/** fetch answering GET /api/me with the given count and the ack with 204. */
function api(linkedInquiries: number) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/me/linked-inquiries/ack" && init?.method === "POST") {
      return jsonResponse(undefined, 204);
    }
    if (url === "/api/me") return jsonResponse(meFixture({ linkedInquiries }));
    return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

test("linked inquiries: the notice once, the ack, and the inquiry lists reload", async () => {
  const fetch = api(2);
  vi.stubGlobal("fetch", fetch);
  const { queryClient } = renderWithProviders(<Notice />);
  // An inquiry list (stale after linking) and an unrelated query.
  queryClient.setQueryData(["loan-requests", "mine"], []);
  queryClient.setQueryData(["config"], {});

  const toast = previousSubmissionsFoundToast(2);
  expect(await screen.findByText(toast.title)).toBeVisible();
  expect(screen.getByText(toast.text)).toBeVisible();
  await waitFor(() =>
    expect(fetch).toHaveBeenCalledWith(
      "/api/me/linked-inquiries/ack",
      expect.objectContaining({ method: "POST" }),
    ),
  );
  expect(queryClient.getQueryState(["loan-requests", "mine"])?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(["config"])?.isInvalidated).toBe(false);
  await waitFor(() =>
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ linkedInquiries: 0 }),
  );

  // A later refetch that still reports the count (ack raced) does not show it twice.
  await queryClient.refetchQueries({ queryKey: meQueryKey });
  expect(screen.getAllByText(toast.title)).toHaveLength(1);
  expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/ack"))).toHaveLength(1);
});

test("nothing linked: no notice and no ack", async () => {
  const fetch = api(0);
  vi.stubGlobal("fetch", fetch);
  const { queryClient } = renderWithProviders(<Notice />);
  await waitFor(() => expect(queryClient.getQueryData(meQueryKey)).toBeTruthy());
  expect(screen.queryByText("Previous Submissions Found")).not.toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
});
