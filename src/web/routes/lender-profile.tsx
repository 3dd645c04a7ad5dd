import { useParams } from "react-router";
import type { Prefetch } from "@/web/app/prefetch";
import {
  getLenderProfileQueryOptions,
  getLenderReviewsQueryOptions,
  LenderProfilePage,
  preloadAiNote,
} from "@/web/features/lender-profile";

/**
 * Server rendering: the lender's profile (or the answer that there is none), and the code of
 * the AI note's tooltip, which the browser loads after the first screen.
 */
export const prefetch: Prefetch = ({ params, load }) =>
  Promise.all([
    load(getLenderProfileQueryOptions(params.slug ?? "")),
    load(getLenderReviewsQueryOptions(params.slug ?? "")),
    preloadAiNote(),
  ]);

/** Spec 2 'Lender public profile' (/lender/{slug}). */
export default function LenderProfileRoute() {
  const { slug = "" } = useParams();
  // Keyed by slug: moving to another lender starts from the top with fresh section state.
  return <LenderProfilePage key={slug} slug={slug} />;
}
