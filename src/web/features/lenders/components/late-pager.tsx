import { Box } from "@mantine/core";
import { memo } from "react";
import { LatePartBoundary } from "@/web/lib/early-presses";
import { preloadable } from "@/web/lib/preloadable";
import type { PagerProps } from "@/web/lib/table/pager";
import { useStable } from "@/web/lib/use-stable";

/**
 * The listing's pager (Mantine's Pagination, ~2.5 KB gzipped) sits under twenty cards, out of the
 * first screen: it loads after it, as the filters and match scores do (late-filters.tsx). The
 * server renders it (the route's prefetch loads its code first) and its page numbers, Previous
 * and Next are links, so it reads and works without its code (a press before it has hydrated
 * follows the link).
 */
const pagerPart = preloadable(() => import("@/web/lib/table/pager").then((m) => m.Pager), {
  name: "pager",
});

/** Server rendering: the pager's code, so the page's HTML holds it. */
export const preloadPager = pagerPart.preload;

/** A pager's height (Pagination's controls, size md) while its code loads after a navigation. */
const PAGER_HEIGHT = 32;

type BoundaryProps = PagerProps & {
  /** The listing's query string: the links' URLs change with it (hrefOf keeps its identity). */
  search: string;
};

/** Memoised on stable props: a listing re-render must not reach it before it has hydrated. */
const PagerBoundary = memo(function PagerBoundary({ search: _search, ...props }: BoundaryProps) {
  return (
    <LatePartBoundary part={pagerPart} fallback={<Box h={PAGER_HEIGHT} />}>
      <pagerPart.Component {...props} />
    </LatePartBoundary>
  );
});

export function LatePager({ onChange, hrefOf, ...props }: BoundaryProps) {
  const stableOnChange = useStable(onChange);
  const href = useStable((page: number) => hrefOf?.(page) ?? "");
  return <PagerBoundary {...props} onChange={stableOnChange} hrefOf={hrefOf ? href : undefined} />;
}
