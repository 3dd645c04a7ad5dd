/**
 * Issue 34: the lender's lead cards take their unread counts from the lead list, so the lead
 * list (a query with `meta: unreadCountsMeta("lender")`) must go stale whenever the lender's
 * counts change: a new thread entry (the other side's adds one; the lender's own reads the
 * thread) or the lender's side reading; a borrower's read receipt leaves it alone.
 */
import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import type { LiveEvent } from "@/domain/contract/messages";
import { invalidateUnreadCarriers, sidesChangedBy, unreadCountsMeta } from "./messages";

const IDS = {
  submissionId: "5d9c1c62-8f0b-4b8e-9a0a-1f2e3d4c5b6a",
  inquiryId: "6e0d2d73-0000-4000-8000-000000000001",
};
const LEADS = ["inquiries", "lender-workspace", ""];
const OTHER = ["lenders"];

async function clientWithLeads() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery({
    queryKey: LEADS,
    queryFn: () => ({ items: [] }),
    meta: unreadCountsMeta("lender"),
  });
  await queryClient.fetchQuery({ queryKey: OTHER, queryFn: () => [] });
  return queryClient;
}

async function staleAfter(event: LiveEvent) {
  const queryClient = await clientWithLeads();
  for (const side of sidesChangedBy(event)) await invalidateUnreadCarriers(queryClient, side);
  return {
    leads: queryClient.getQueryState(LEADS)?.isInvalidated,
    other: queryClient.getQueryState(OTHER)?.isInvalidated,
  };
}

test("a thread entry of either side makes the lead list stale, nothing else", async () => {
  for (const authorSide of ["borrower", "lender", "system"] as const) {
    const event: LiveEvent = {
      type: "thread",
      ...IDS,
      messageId: "7f000000-0000-4000-8000-000000000001",
      kind: "text",
      authorSide,
      offerId: null,
    };
    expect(await staleAfter(event)).toEqual({ leads: true, other: false });
  }
});

test("the lender reading makes it stale; the borrower's read receipt and answers do not", async () => {
  expect(await staleAfter({ type: "read", ...IDS, side: "lender" })).toEqual({
    leads: true,
    other: false,
  });
  expect(await staleAfter({ type: "read", ...IDS, side: "borrower" })).toEqual({
    leads: false,
    other: false,
  });
  expect(await staleAfter({ type: "answer", ...IDS })).toEqual({ leads: false, other: false });
});

test("after marking read (no side given) every query carrying counts goes stale", async () => {
  const queryClient = await clientWithLeads();
  await invalidateUnreadCarriers(queryClient);
  expect(queryClient.getQueryState(LEADS)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(OTHER)?.isInvalidated).toBe(false);
});
