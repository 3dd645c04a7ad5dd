// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { getRouteMeta } from "@/domain/site/route-table";
import { useMetaDescription } from "./use-meta-description";

const tag = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');

afterEach(() => {
  tag()?.remove();
  window.history.replaceState(null, "", "/");
});

test("sets the page's description, and puts back the next route's from the route table on leaving", async () => {
  window.history.replaceState(null, "", "/lender/cedar");
  const { unmount } = renderHook(() => useMetaDescription("Cedar lends in Ohio."));
  expect(tag()?.content).toBe("Cedar lends in Ohio.");

  window.history.replaceState(null, "", "/fix-and-flip");
  unmount();
  const next = getRouteMeta("/fix-and-flip").description;
  expect(next).not.toBe("Cedar lends in Ohio.");
  await waitFor(() => expect(tag()?.content).toBe(next));
});

test("moving on to another lender keeps the next lender's description", async () => {
  window.history.replaceState(null, "", "/lender/cedar");
  const first = renderHook(() => useMetaDescription("Cedar lends in Ohio."));
  window.history.replaceState(null, "", "/lender/birch");
  // The page is keyed by slug: the first lender's page unmounts as the next one mounts.
  first.unmount();
  renderHook(() => useMetaDescription("Birch lends in Texas."));
  // The route table, loaded after the first screen, resolves later than the next page's effect.
  await import("@/domain/site/route-table");
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(tag()?.content).toBe("Birch lends in Texas.");
});
