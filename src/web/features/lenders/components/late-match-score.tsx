import { Box } from "@mantine/core";
import { memo } from "react";
import type { PublicLender } from "@/domain/lenders/lender-dto";
import type { CriterionCheck } from "@/domain/lenders/lending-criteria";
import type { MatchScore as MatchScoreData } from "@/domain/search/match-score";
import { LatePartBoundary } from "@/web/lib/early-presses";
import { preloadable } from "@/web/lib/preloadable";

/**
 * The cards' match score (its explanation is Mantine's Popover with Floating UI) loads after the
 * listing's first screen, as the filter fields do (late-filters.tsx): the server renders the
 * badge (the route's prefetch loads its code first), the browser shows that markup at once and
 * hydrates it when the code arrives. A press on it before then is kept by the page's early-press
 * recorder and played again once it works (lib/early-presses.tsx).
 */
const scorePart = preloadable(() => import("./match-score").then((m) => m.MatchScore), {
  name: "match-score",
});

/** Server rendering: the score's code, so the page's HTML holds the badges. */
export const preloadMatchScore = scorePart.preload;

/** The badge's room (Badge size lg) while its code loads after a navigation in the app. */
const BADGE_WIDTH = 140;
const BADGE_HEIGHT = 26;

/**
 * Memoised on `match` (an object of the query's data, the same until the results change): until
 * the part has hydrated, a render of its Suspense boundary with new props makes React give up
 * the server's markup for the fallback (docs/decisions/ssr.md). LenderCard is memoised too, so a
 * re-render of the listing does not even reach the cards.
 */
export const LateMatchScore = memo(function LateMatchScore({
  match,
  criteria,
  responseTime,
}: {
  match: MatchScoreData;
  /** Issue 31: the lending criteria checked against the search (memoised by the card). */
  criteria?: readonly CriterionCheck[];
  responseTime?: PublicLender["responseTime"];
}) {
  return (
    <LatePartBoundary
      part={scorePart}
      fallback={<Box w={BADGE_WIDTH} h={BADGE_HEIGHT} style={{ flexShrink: 0 }} />}
    >
      <scorePart.Component match={match} criteria={criteria} responseTime={responseTime} />
    </LatePartBoundary>
  );
});
