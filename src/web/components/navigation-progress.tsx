import { Progress } from "@mantine/core";
import type { CSSProperties } from "react";
import { useNavigationPending } from "@/web/app/navigation-state";

const PLACEMENT: CSSProperties = {
  zIndex: "var(--mantine-z-index-max)",
  position: "fixed",
  top: "0rem",
  left: "0rem",
  right: "0rem",
};

/**
 * Thin bar at the top of the window while a navigation waits for the next page's code (the
 * router's transition is pending, transition-router.tsx). It fades in after a short delay
 * (global.css): a navigation whose page is already loaded is pending for the one render it
 * takes, and would otherwise flash the bar.
 */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <Progress
      className="navigation-progress"
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="Loading page"
      style={PLACEMENT}
    />
  );
}
