// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { MatchingLender } from "@/domain/contract/loan-requests";
import { US_STATES } from "@/domain/reference/us-states";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { fakeApi, matchingLenderFixture, requestFixture } from "../test/fixtures";
import { SendToMoreLendersDialog } from "./send-to-more-lenders-dialog";

afterEach(() => vi.unstubAllGlobals());

const request = requestFixture({ customName: "Maple Street flip" });
const MATCHING = `GET /api/loan-requests/${request.id}/matching-lenders`;
const SEND = `POST /api/loan-requests/${request.id}/submissions`;

function renderDialog(
  items: MatchingLender[],
  send = () => jsonResponse({ request }, 201),
  shown = request,
) {
  const api = fakeApi({ [MATCHING]: () => jsonResponse({ items }), [SEND]: send });
  vi.stubGlobal("fetch", api.fetch);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <SendToMoreLendersDialog
      request={shown}
      requestName="Maple Street flip"
      opened
      onClose={onClose}
    />,
  );
  return { ...result, api, onClose };
}

test("lists the matching lenders best first with their score; those already sent are marked and not selectable", async () => {
  renderDialog([
    matchingLenderFixture("Summit Capital", 4.6, true),
    matchingLenderFixture("Harbor Lending", 4.2),
    matchingLenderFixture("Oak Bridge Funding", 3.1),
  ]);
  const list = await screen.findByRole("list", { name: "Matching lenders" });
  const rows = within(list).getAllByRole("listitem");
  expect(rows.map((row) => row.textContent?.match(/^[A-Za-z ]+?(?=\$|Texas)/)?.[0])).toEqual([
    "Summit Capital",
    "Harbor Lending",
    "Oak Bridge Funding",
  ]);
  expect(within(rows[0] as HTMLElement).getByText("Match 4.6 / 5")).toBeVisible();
  expect(within(rows[0] as HTMLElement).getByText("Already sent")).toBeVisible();
  expect(screen.getByRole("checkbox", { name: /Summit Capital/ })).toBeDisabled();
  expect(screen.getByRole("checkbox", { name: /Harbor Lending/ })).toBeEnabled();
  expect(within(rows[2] as HTMLElement).getByText("Match 3.1 / 5")).toBeVisible();
});

test("sends the chosen lenders in one call and closes", async () => {
  const harbor = matchingLenderFixture("Harbor Lending", 4.2);
  const oak = matchingLenderFixture("Oak Bridge Funding", 3.1);
  const { user, api, onClose } = renderDialog([harbor, oak]);
  const send = screen.getByRole("button", { name: "Choose lenders" });
  expect(send).toBeDisabled();
  await user.click(await screen.findByRole("checkbox", { name: /Harbor Lending/ }));
  await user.click(screen.getByRole("checkbox", { name: /Oak Bridge Funding/ }));
  expect(screen.getByText("2 of 10 selected")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Send to 2 lenders" }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.writes()).toEqual([
    { method: "POST", url: SEND.slice(5), body: { lenderIds: [harbor.lender.id, oak.lender.id] } },
  ]);
  expect(
    await screen.findByText("Your loan request has been sent to 2 more lenders."),
  ).toBeVisible();
});

test("at most 10 at a time: the other lenders are disabled once 10 are chosen", async () => {
  const lenders = Array.from({ length: 11 }, (_, n) =>
    matchingLenderFixture(`Lender ${String(n + 1).padStart(2, "0")}`, 4),
  );
  const { user } = renderDialog(lenders);
  await screen.findByRole("list", { name: "Matching lenders" });
  for (const item of lenders.slice(0, 10)) {
    await user.click(screen.getByRole("checkbox", { name: new RegExp(item.lender.companyName) }));
  }
  expect(screen.getByText("10 of 10 selected")).toBeVisible();
  expect(screen.getByRole("checkbox", { name: /Lender 11/ })).toBeDisabled();
  await user.click(screen.getByRole("checkbox", { name: /Lender 01/ }));
  expect(screen.getByRole("checkbox", { name: /Lender 11/ })).toBeEnabled();
});

test("a lender that meanwhile holds the request: 'Already Submitted', nothing closes, the list reloads", async () => {
  const harbor = matchingLenderFixture("Harbor Lending", 4.2);
  const { user, api, onClose } = renderDialog([harbor], () =>
    jsonResponse({ error: { code: "already_submitted", message: "Already submitted" } }, 409),
  );
  await user.click(await screen.findByRole("checkbox", { name: /Harbor Lending/ }));
  await user.click(screen.getByRole("button", { name: "Send to 1 lender" }));
  expect(
    await screen.findByText("This loan request has already been submitted to this lender."),
  ).toBeVisible();
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() =>
    expect(api.calls.filter((c) => c.url.endsWith("/matching-lenders"))).toHaveLength(2),
  );
});

test("no match: says so", async () => {
  renderDialog([]);
  expect(await screen.findByText("No other lenders match this request yet.")).toBeVisible();
});

test("issue 27: a request already sent to 13 lenders may go to 2 more; one sent to 15 to none", async () => {
  const sentTo = (count: number) =>
    requestFixture({
      id: request.id,
      customName: "Maple Street flip",
      submissions: Array.from({ length: count }, (_, i) => ({
        id: `9c1d2e3f-0000-4000-8000-0000000000${String(i).padStart(2, "0")}`,
        lenderId: `5a0b8c57-0d0a-4d4e-8c1a-2a8a0c7b9f${String(i).padStart(2, "0")}`,
        lenderName: `Lender ${i}`,
        lenderSlug: `lender-${i}`,
        status: "no_reply" as const,
        createdAt: "2026-11-20T10:00:00.000Z",
        lenderAnswer: null,
        lenderNote: null,
        declineReason: null,
        declineReasonText: null,
        answeredAt: null,
      })),
    });
  const three = ["Harbor Lending", "Oak Bridge Funding", "Pine Capital"].map((name) =>
    matchingLenderFixture(name, 4),
  );
  const first = renderDialog(three, undefined, sentTo(13));
  await first.user.click(await screen.findByRole("checkbox", { name: /Harbor Lending/ }));
  await first.user.click(screen.getByRole("checkbox", { name: /Oak Bridge Funding/ }));
  expect(screen.getByText("2 of 2 selected")).toBeVisible();
  expect(screen.getByRole("checkbox", { name: /Pine Capital/ })).toBeDisabled();
  first.unmount();

  renderDialog(three, undefined, sentTo(15));
  expect(
    await screen.findByText("A loan request can be sent to at most 15 lenders."),
  ).toBeVisible();
  expect(screen.queryByRole("checkbox")).toBeNull();
});

test("a lender's many states are a count with a 'Show all' disclosure, not every name (issue 28)", async () => {
  const nationwide = matchingLenderFixture("Nationwide Capital", 4.4);
  const states = US_STATES.slice(0, 48).map((s) => s.name);
  nationwide.lender.state = states.join(", ");
  const { user } = renderDialog([nationwide, matchingLenderFixture("Harbor Lending", 4.2)]);
  const list = await screen.findByRole("list", { name: "Matching lenders" });
  const row = within(list).getAllByRole("listitem")[0] as HTMLElement;
  expect(within(row).getByText("Lends in 48 states")).toBeVisible();
  const toggle = within(row).getByRole("button", { name: "Show all" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  const names = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  expect(names).not.toBeVisible();
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(toggle).toHaveTextContent("Hide states");
  expect(names).toBeVisible();
  expect(names).toHaveTextContent(states.join(", "));
  // The disclosure does not choose the lender.
  expect(screen.getByRole("checkbox", { name: /Nationwide Capital/ })).not.toBeChecked();
  // One state is named outright.
  const harbor = within(list).getAllByRole("listitem")[1] as HTMLElement;
  expect(within(harbor).getByText("Texas")).toBeVisible();
});
