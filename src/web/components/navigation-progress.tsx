// mantine-css-sheets: Progress
import "@mantine/core/styles/Progress.layer.css";
import type { CSSProperties } from "react";
import { useNavigationPending } from "@/web/app/navigation-state";

/** What Mantine's Progress writes for size 3, radius 0 and the primary colour. */
const ROOT_STYLE = {
  "--progress-size": "calc(0.1875rem * var(--mantine-scale))",
  "--progress-radius": "0rem",
  zIndex: "var(--mantine-z-index-max)",
  position: "fixed",
  top: "0rem",
  left: "0rem",
  right: "0rem",
} as CSSProperties;

const SECTION_STYLE = {
  "--progress-section-size": "100%",
  "--progress-section-color": "var(--mantine-color-lane-filled)",
} as CSSProperties;

/**
 * Thin bar at the top of the window while a navigation waits for the next page's code (the
 * router's transition is pending, transition-router.tsx). It fades in after a short delay
 * (global.css): a navigation whose page is already loaded is pending for the one render it
 * takes, and would otherwise flash the bar.
 *
 * Drawn as Mantine's `<Progress value={100} animated striped size={3} radius={0}>` renders it
 * (its classes, data attributes and ARIA), so Progress.layer.css styles it, without Progress's
 * code in every first visit (navigation-progress.test.tsx compares the markup).
 */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div style={ROOT_STYLE} className="navigation-progress m_db6d6462 mantine-Progress-root">
      <div
        style={SECTION_STYLE}
        className="m_2242eb65 mantine-Progress-section"
        data-striped="true"
        data-animated="true"
        aria-label="Loading page"
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={100}
        aria-valuetext="100%"
      />
    </div>
  );
}
