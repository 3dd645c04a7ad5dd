import { Box } from "@mantine/core";
import { memo } from "react";
import { LatePartBoundary } from "@/web/lib/early-presses";
import { LoadOnApproach } from "@/web/lib/load-on-approach";
import { preloadable } from "@/web/lib/preloadable";

/**
 * Home's 'Advanced Search Options' form (Mantine's Select with its combobox and Floating UI,
 * ~50 KB gzipped, and its hydration work) sits below the six loan-type cards, off a phone's
 * first screen. The server renders it (home's prefetch loads its code first); the browser keeps
 * that markup and loads the code only when the form nears the viewport or a visitor reaches for
 * it (lib/load-on-approach.tsx), then hydrates it. Until then it is the server's GET form with
 * native selects: sent before its code arrives, the browser opens the listing with the query
 * (the server renders the results), and a choice or text entered in it is adopted once it
 * hydrates (progressive-select.tsx).
 */
const searchForm = preloadable(() => import("./search-form").then((m) => m.SearchForm), {
  name: "search-form",
  onDemand: true,
});

/** Server rendering: the form's code, so the page's HTML holds the form. */
export function preloadSearchForm(): Promise<void> {
  return searchForm.preload();
}

/** Room the search form takes while its code loads (a page opened by a link in the app). */
const FORM_PLACEHOLDER_HEIGHT = 420;

/**
 * Memoised, without props: until the form has hydrated, a render of its Suspense boundary
 * would make React give up the server's markup for the fallback (docs/decisions/ssr.md), so a
 * re-render of home (its session query) must stop here.
 */
export const LateSearchForm = memo(function LateSearchForm() {
  return (
    <LoadOnApproach load={searchForm.request}>
      <LatePartBoundary part={searchForm} fallback={<Box mih={FORM_PLACEHOLDER_HEIGHT} />}>
        <searchForm.Component />
      </LatePartBoundary>
    </LoadOnApproach>
  );
});
